import type { NotificationPush } from '@kraam/shared';
import { isRecord } from '@/lib/api/is-record';

/**
 * The hub's `Notification` push, or null when it is not one. Checked by hand rather than with the
 * contract's zod schema: the bell stands in every page's first load, which carries no zod (decision 0019);
 * only the count is read from it, and a new notification makes the centre reload its list.
 */
export function readNotificationPush(payload: unknown): NotificationPush | null {
  if (!isRecord(payload)) return null;
  const { unreadTotal, notification } = payload;
  if (typeof unreadTotal !== 'number' || !Number.isInteger(unreadTotal) || unreadTotal < 0) return null;
  return {
    unreadTotal,
    notification: isRecord(notification) ? (notification as NotificationPush['notification']) : null,
  };
}
