'use client';
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useViewer } from '@/lib/session/viewer-context';
import { fromOtherParty } from '../model/push-origin';
import type { ChatListener } from './chat-context';
import { isChatPage, nextUnread, type UnreadEvent } from './unread-dot';

/** The header's unread dot (SPEC §4), driven by the hub's pushes and the current page. */
export function useUnreadDot(subscribe: (listener: ChatListener) => () => void): boolean {
  const pathname = usePathname();
  const { userId } = useViewer();
  const [unread, setUnread] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  // Read by the push listener, which lives longer than one render.
  const onChatPage = useRef(isChatPage(pathname));

  // Reaching the chat page turns the dot off (adjusted while rendering, as React advises for such resets).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setUnread((current) => nextUnread(current, { type: 'navigate' }, isChatPage(pathname)));
  }

  useEffect(() => {
    onChatPage.current = isChatPage(pathname);
  }, [pathname]);

  useEffect(() => {
    const apply = (event: UnreadEvent) =>
      setUnread((current) => nextUnread(current, event, onChatPage.current));
    return subscribe((push) => {
      if (push.type === 'connected') apply({ type: 'total', unreadTotal: push.unreadTotal });
      if (push.type === 'message')
        apply({ type: 'message', fromOther: fromOtherParty(push.message, userId) });
    });
  }, [subscribe, userId]);

  return unread && !isChatPage(pathname);
}
