'use client';
import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useViewer } from '@/lib/session/viewer-context';
import { fromOtherParty } from '../model/push-origin';
import { askNotificationPermission, showChatNotification } from './browser-notification';
import type { ChatListener } from './chat-context';
import { CHAT_PATH, isChatPage } from './unread-dot';

/**
 * SPEC §8: permission is asked at load when signed in; a message from someone else while the user is
 * away from the chat page raises 'Unread Messages' (in the user's language, decision 0008).
 */
export function useChatNotifications(subscribe: (listener: ChatListener) => () => void): void {
  const t = useTranslations('shell.chatNotification');
  const title = t('title');
  const router = useRouter();
  const pathname = usePathname();
  const { token, userId } = useViewer();
  const onChatPage = useRef(isChatPage(pathname));

  useEffect(() => {
    onChatPage.current = isChatPage(pathname);
  }, [pathname]);

  useEffect(() => {
    if (token) askNotificationPermission();
  }, [token]);

  useEffect(
    () =>
      subscribe((push) => {
        if (push.type !== 'message' || onChatPage.current) return;
        const { user, message } = push.message;
        if (!fromOtherParty(push.message, userId)) return;
        showChatNotification({
          title,
          sender: user.name,
          text: message.body,
          tag: `kraam-chat-${message.conversationId}`,
          onOpen: () => router.push(`${CHAT_PATH}?conversationId=${message.conversationId}`),
        });
      }),
    [subscribe, userId, title, router],
  );
}
