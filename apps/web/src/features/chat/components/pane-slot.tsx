'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ChatMessage, ConversationSummary } from '@kraam/shared';
import { LinkButton } from '@/components/link/app-link';
import type { ChatCall, ChatTarget } from '../api/chat-calls';
import { useAdDraft } from '../hooks/use-ad-draft';
import { CHAT_HREF, conversationHref, type Selection } from '../model/selection';
import { MessagePaneSkeleton } from './chat-skeletons';
import { MessagePane, type DraftInfo } from './message-pane';

interface PaneSlotProps {
  call: ChatCall;
  userId: number | null;
  selection: Exclude<Selection, null>;
  onStarted: (conversationId: number) => void;
  onSummary: (summary: ConversationSummary) => void;
  onSent: (message: ChatMessage) => void;
}

/**
 * Turns the URL's selection into a pane. A draft that gets its first message keeps this slot (the page
 * keys it by the draft), so what is on screen stays while the URL switches to ?conversationId.
 */
export function PaneSlot({ call, userId, selection, onStarted, onSummary, onSent }: PaneSlotProps) {
  const t = useTranslations('chat');
  const router = useRouter();
  const adDraft = useAdDraft(call, selection.kind === 'ad' ? selection.adId : null, t('pane.adGone'));
  const [startedDraft, setStartedDraft] = useState<DraftInfo | null>(null);

  useEffect(() => {
    if (adDraft?.status === 'existing')
      router.replace(conversationHref(adDraft.conversationId), { scroll: false });
  }, [adDraft, router]);

  let conversationId: number | null = null;
  let target: ChatTarget;
  let draft = startedDraft;
  if (selection.kind === 'conversation') {
    conversationId = selection.id;
    target = { conversationId };
  } else if (selection.kind === 'support') {
    target = { support: true };
    draft = { kind: 'support', name: t('list.support'), ad: null };
  } else {
    if (!adDraft || adDraft.status === 'loading' || adDraft.status === 'existing')
      return <MessagePaneSkeleton />;
    if (adDraft.status === 'failed') {
      return (
        <Box sx={{ p: 2 }}>
          <Alert severity="error" sx={{ mb: 2 }}>
            {adDraft.message}
          </Alert>
          <LinkButton href={CHAT_HREF} variant="outlined" sx={{ minHeight: 44 }}>
            {t('pane.back')}
          </LinkButton>
        </Box>
      );
    }
    target = { advertisementId: selection.adId };
    draft = { kind: 'ad', name: adDraft.sellerName, ad: adDraft.ad };
  }

  return (
    <MessagePane
      call={call}
      userId={userId}
      conversationId={conversationId}
      target={target}
      draft={draft}
      onStarted={(id) => {
        setStartedDraft(draft);
        onStarted(id);
      }}
      onSummary={onSummary}
      onSent={onSent}
    />
  );
}
