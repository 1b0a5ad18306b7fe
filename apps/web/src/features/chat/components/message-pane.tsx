'use client';
import { useCallback, useMemo, useState } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChatAd } from '@kraam/shared';
import { HeaderTitle } from '@/components/layout/header-title';
import type { ChatCall, ChatTarget } from '../api/chat-calls';
import { useCustomerLine } from '../hooks/use-customer-line';
import { useMessagePane } from '../hooks/use-message-pane';
import { useSendMessage } from '../hooks/use-send-message';
import { mergeMessages } from '../model/chat-message-view';
import { conversationName, customerId } from '../model/conversation-names';
import { CHAT_HREF } from '../model/selection';
import type { ChatScope } from '../query/chat-keys';
import { ChatAdCard } from './chat-ad-card';
import { MessagePaneSkeleton } from './chat-skeletons';
import { Composer } from './composer';
import { ConversationMenu } from './conversation-menu';
import { useMessageAction } from './message-action';
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
  scope: ChatScope;
  /** Null for a draft. */
  conversationId: number | null;
  /** Where a draft's first message goes. */
  target: ChatTarget;
  draft: DraftInfo | null;
  onStarted: (conversationId: number) => void;
}

/** One conversation: who, the ad's card, the messages and the composer. */
export function MessagePane({ call, scope, conversationId, target, draft, onStarted }: MessagePaneProps) {
  const t = useTranslations('chat');
  const customerLine = useCustomerLine();
  const messageAction = useMessageAction();
  // A draft's first message makes it this conversation; the pane stays and reads it from then on.
  const [startedId, setStartedId] = useState<number | null>(null);
  const openId = conversationId ?? startedId;
  const pane = useMessagePane({ call, scope, conversationId: openId });
  const started = useCallback(
    (id: number) => {
      setStartedId(id);
      onStarted(id);
    },
    [onStarted],
  );
  const { own, send, retry } = useSendMessage({
    call,
    scope,
    conversationId: openId,
    draftTarget: target,
    onStarted: started,
  });
  // Stored copies replace what this pane sent (by id or clientId); pending and failed ones stay last.
  const messages = useMemo(() => mergeMessages(own, pane.stored), [own, pane.stored]);
  const status = pane.status === 'loading' && own.length > 0 ? 'ready' : pane.status;

  const conversation = pane.conversation;
  const teamAnswers = customerId(conversation);
  // The user's own support conversation: the team is the other party.
  const support = teamAnswers === null && (conversation?.kind ?? draft?.kind) === 'support';
  const name = support
    ? t('list.support')
    : conversation
      ? conversationName(conversation)
      : (draft?.name ?? '');
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
        detail={conversation ? customerLine(conversation) : undefined}
        menu={
          conversation?.kind === 'ad' ? (
            <ConversationMenu call={call} scope={scope} conversation={conversation} />
          ) : undefined
        }
      />
      {ad && <ChatAdCard ad={ad} />}
      {conversation?.kind === 'ad' && openId !== null && (
        // Reviews are another feature's page: a link, not an import.
        <Box sx={{ px: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <Button component={NextLink} href={`/dashboard/reviews?conversationId=${openId}`} size="small">
            {t('pane.review')}
          </Button>
        </Box>
      )}
      {conversation?.blocked && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {t('pane.blocked', { name })}
        </Alert>
      )}
      {status === 'loading' && <MessagePaneSkeleton />}
      {status === 'failed' && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" onClick={pane.retry} sx={{ minHeight: 44 }}>
              {t('pane.retry')}
            </Button>
          }
        >
          {t('pane.failed')}
        </Alert>
      )}
      {status === 'ready' && messages.length === 0 && (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}>
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 420 }}>
            {support ? t('pane.supportHint') : t('pane.draftHint', { name })}
          </Typography>
        </Box>
      )}
      {status === 'ready' && messages.length > 0 && (
        <MessageList
          messages={messages}
          userId={scope.viewer}
          otherName={name}
          team={teamAnswers === null ? null : { customerId: teamAnswers, name: t('list.support') }}
          otherLastReadAt={conversation?.otherLastReadAt ?? null}
          hasOlder={pane.hasOlder}
          loadingOlder={pane.loadingOlder}
          olderFailed={pane.olderFailed}
          onLoadOlder={pane.loadOlder}
          onRetry={retry}
          // Between buyer and seller only: support's answers are Kraam's own.
          messageAction={conversation?.kind === 'ad' ? messageAction : null}
        />
      )}
      <ReconnectingNotice />
      {status !== 'failed' && <Composer onSend={send} />}
    </Box>
  );
}
