/** What can change the header's unread dot (SPEC §4). */
export type UnreadEvent =
  /** Connect's answer after a (re)connection: unread messages over all conversations. */
  | { type: 'total'; unreadTotal: number }
  /** A SendMessage push; `fromOther` is false for the user's own message sent in another tab. */
  | { type: 'message'; fromOther: boolean }
  /** The user moved to another page. */
  | { type: 'navigate' };

/**
 * The dot is off on /dashboard/chat and turns off on reaching it; elsewhere it turns on with a message
 * from someone else and after a (re)load when anything is unread.
 */
export function nextUnread(current: boolean, event: UnreadEvent, onChatPage: boolean): boolean {
  if (onChatPage) return false;
  switch (event.type) {
    case 'total':
      return event.unreadTotal > 0;
    case 'message':
      return current || event.fromOther;
    case 'navigate':
      return current;
  }
}

export const CHAT_PATH = '/dashboard/chat';

export const isChatPage = (pathname: string | null) => pathname === CHAT_PATH;
