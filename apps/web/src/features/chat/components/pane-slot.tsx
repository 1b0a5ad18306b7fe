'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { LinkButton } from '@/components/link/app-link';
import type { ChatCall, ChatTarget } from '../api/chat-calls';
import { useAdDraft } from '../hooks/use-ad-draft';
import { CHAT_HREF, conversationHref, type Selection } from '../model/selection';
import type { ChatScope } from '../query/chat-keys';
import { MessagePaneSkeleton } from './chat-skeletons';
import { MessagePane, type DraftInfo } from './message-pane';

interface PaneSlotProps {
  call: ChatCall;
  scope: ChatScope;
  selection: Exclude<Selection, null>;
  onStarted: (conversationId: number) => void;
}

/**
 * Turns the URL's selection into a pane. A draft that gets its first message keeps this slot (the page
 * keys it by the draft), so what is on screen stays while the URL switches to ?conversationId.
 */
export function PaneSlot({ call, scope, selection, onStarted }: PaneSlotProps) {
  const t = useTranslations('chat');
  const router = useRouter();
  const [startedDraft, setStartedDraft] = useState<DraftInfo | null>(null);
  // Once its first message started the conversation, the draft is what it showed: no lookup any more.
  const draftAdId = selection.kind === 'ad' && !startedDraft ? selection.adId : null;
  const adDraft = useAdDraft(call, scope, draftAdId, t('pane.adGone'));

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
  } else if (startedDraft) {
    target = { advertisementId: selection.adId };
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
      scope={scope}
      conversationId={conversationId}
      target={target}
      draft={draft}
      onStarted={(id) => {
        setStartedDraft(draft);
        onStarted(id);
      }}
    />
  );
}
