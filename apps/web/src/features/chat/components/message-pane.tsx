'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChatAd, ChatMessage, ConversationSummary } from '@kraam/shared';
import { HeaderTitle } from '@/components/shell/header-title';
import type { ChatCall, ChatTarget } from '../api/chat-calls';
import { useMessagePane } from '../hooks/use-message-pane';
import { useSendMessage } from '../hooks/use-send-message';
import { CHAT_HREF } from '../model/selection';
import { ChatAdCard } from './chat-ad-card';
import { MessagePaneSkeleton } from './chat-skeletons';
import { Composer } from './composer';
import { ConversationMenu } from './conversation-menu';
import { MessageList } from './message-list';
import { PaneHeader } from './pane-header';
import { ReconnectingNotice } from './reconnecting-notice';

/** What a draft shows before its first message: whom it goes to and, for an ad, the ad's card. */
export interface DraftInfo {
  kind: 'ad' | 'support';
  name: string;
  ad: ChatAd | null;
}

interface MessagePaneProps {
  call: ChatCall;
  userId: number | null;
  /** Null for a draft. */
  conversationId: number | null;
  /** Where the next message goes. */
  target: ChatTarget;
  draft: DraftInfo | null;
  onStarted: (conversationId: number) => void;
  onSummary: (summary: ConversationSummary) => void;
  onSent: (message: ChatMessage) => void;
}

/** One conversation: who, the ad's card, the messages and the composer. */
export function MessagePane({
  call,
  userId,
  conversationId,
  target,
  draft,
  onStarted,
  onSummary,
  onSent,
}: MessagePaneProps) {
  const t = useTranslations('chat');
  const { state, pane, dispatch, loadOlder, adopt, retryLoad } = useMessagePane({
    call,
    userId,
    conversationId,
    onSummary,
  });
  const started = useCallback(
    (id: number) => {
      adopt(id);
      onStarted(id);
    },
    [adopt, onStarted],
  );
  const { send, retry } = useSendMessage({
    call,
    userId,
    draftTarget: target,
    pane,
    dispatch,
    adopt: started,
    onSent,
  });
  const changed = useCallback(
    (summary: ConversationSummary) => {
      dispatch({ type: 'summary', conversation: summary });
      onSummary(summary);
    },
    [dispatch, onSummary],
  );

  const conversation = state.conversation;
  const support = (conversation?.kind ?? draft?.kind) === 'support';
  const name = support ? t('list.support') : (conversation?.other.name ?? draft?.name ?? '');
  const ad = conversation?.ad ?? draft?.ad ?? null;

  return (
    <Box
      component="section"
      aria-label={t('pane.label', { name })}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      {/* On phones the header's back arrow returns to the list, not to the dashboard. */}
      <HeaderTitle title={t('title')} backHref={CHAT_HREF} backLabel={t('pane.back')} />
      <PaneHeader
        name={name}
        avatarId={support ? null : (conversation?.other.avatarId ?? null)}
        support={support}
        menu={
          conversation?.kind === 'ad' ? (
            <ConversationMenu call={call} conversation={conversation} onChanged={changed} />
          ) : undefined
        }
      />
      {ad && <ChatAdCard ad={ad} />}
      {conversation?.blocked && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {t('pane.blocked', { name })}
        </Alert>
      )}
      {state.status === 'loading' && <MessagePaneSkeleton />}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" onClick={retryLoad} sx={{ minHeight: 44 }}>
              {t('pane.retry')}
            </Button>
          }
        >
          {t('pane.failed')}
        </Alert>
      )}
      {state.status === 'ready' && state.messages.length === 0 && (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}>
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 420 }}>
            {support ? t('pane.supportHint') : t('pane.draftHint', { name })}
          </Typography>
        </Box>
      )}
      {state.status === 'ready' && state.messages.length > 0 && (
        <MessageList
          messages={state.messages}
          userId={userId}
          otherName={name}
          otherLastReadAt={conversation?.otherLastReadAt ?? null}
          hasOlder={state.nextCursor !== null}
          loadingOlder={state.loadingOlder}
          onLoadOlder={loadOlder}
          onRetry={retry}
        />
      )}
      <ReconnectingNotice />
      {state.status !== 'failed' && <Composer onSend={send} />}
    </Box>
  );
}
