'use client';
import { useEffect, useMemo, useState } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Typography from '@mui/material/Typography';
import { useViewer } from '@/lib/session/viewer-context';
import type { ChatCall } from '../api/chat-calls';
import { useChatCacheSync } from '../hooks/use-chat-cache-sync';
import { useChatCall } from '../hooks/use-chat-call';
import { useConversations } from '../hooks/use-conversations';
import { conversationHref, selectionKey, selectionOf } from '../model/selection';
import { ChatFrame } from './chat-frame';
import { ConversationListSkeleton } from './chat-skeletons';
import { ConversationList } from './conversation-list';
import { MessageActionProvider, type MessageAction } from './message-action';
import { NoConversation } from './no-conversation';
import { PaneSlot } from './pane-slot';

/**
 * /dashboard/chat: the conversation list and the open conversation, chosen by the URL's query;
 * `messageAction` is offered beside each message of the other party in a buyer–seller conversation.
 */
export function ChatView({ messageAction = null }: { messageAction?: MessageAction | null }) {
  const call = useChatCall();
  if (!call) return <ChatFrame selected={false} list={<ConversationListSkeleton />} pane={null} />;
  return (
    <MessageActionProvider value={messageAction}>
      <ChatWorkspace call={call} />
    </MessageActionProvider>
  );
}

function ChatWorkspace({ call }: { call: ChatCall }) {
  const t = useTranslations('chat');
  const router = useRouter();
  const selection = selectionOf(useSearchParams());
  const { userId } = useViewer();
  const scope = useMemo(() => ({ lang: call.lang, viewer: userId }), [call.lang, userId]);
  const openId = selection?.kind === 'conversation' ? selection.id : null;
  const list = useConversations(call, scope);
  useChatCacheSync(scope, openId);
  // A draft whose first message created a conversation keeps its pane (and key) under the new URL.
  const [adopted, setAdopted] = useState<{ id: number; key: string } | null>(null);
  const key = selectionKey(selection);
  const paneKey = openId !== null && adopted?.id === openId ? adopted.key : key;

  const onStarted = (id: number) => {
    setAdopted({ id, key });
    router.replace(conversationHref(id), { scroll: false });
  };

  // The support starter entry once a support conversation exists (written from another tab, say).
  const supportId = list.support?.id ?? null;
  useEffect(() => {
    if (selection?.kind === 'support' && supportId !== null)
      router.replace(conversationHref(supportId), { scroll: false });
  }, [selection?.kind, supportId, router]);

  return (
    <ChatFrame
      selected={selection !== null}
      title={
        <Typography component="h1" variant="h2">
          {t('title')}
        </Typography>
      }
      list={<ConversationList list={list} selection={selection} userId={userId} />}
      pane={
        selection === null ? (
          <NoConversation />
        ) : (
          <PaneSlot key={paneKey} call={call} scope={scope} selection={selection} onStarted={onStarted} />
        )
      }
    />
  );
}
