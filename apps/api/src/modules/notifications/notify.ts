// The one way a module tells a user something (DESIGN §6a): a notification row, made once per dedupe key,
// then pushed with the new unread count to every open tab of the user through the hub (all instances).
import { HUB_NOTIFICATION_METHOD } from '@kraam/shared';
import type { Notification, NotificationKind, NotificationPush, NotificationSubject } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { EMPTY_SUBJECT, toNotification, unreadTotal } from './notification-repository';

export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  /** What it is about; the fields a kind has no use for stay null. */
  subject: Partial<NotificationSubject>;
  /** Names the (kind, subject) pair: a second notification with the same key is not made. */
  dedupeKey: string;
}

type Notifier = Pick<FastifyInstance, 'db' | 'chatDelivery'>;

/** Pushes the user's unread count (and the new notification, if any) to their open tabs. */
export async function pushNotification(
  app: Notifier,
  userId: number,
  notification: Notification | null,
): Promise<number> {
  const push: NotificationPush = { notification, unreadTotal: await unreadTotal(app.db, userId) };
  await app.chatDelivery.sendToUsers([userId], HUB_NOTIFICATION_METHOD, [push]);
  return push.unreadTotal;
}

/** The notification made, or null when one with its dedupe key exists already (nothing is pushed). */
export async function notify(app: Notifier, input: NotificationInput): Promise<Notification | null> {
  const row = await app.db
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      kind: input.kind,
      subject: JSON.stringify({ ...EMPTY_SUBJECT, ...input.subject }),
      dedupe_key: input.dedupeKey,
    })
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning(['id', 'kind', 'subject', 'created_at', 'read_at'])
    .executeTakeFirst();
  if (!row) return null;
  const notification = toNotification(row);
  await pushNotification(app, input.userId, notification);
  return notification;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** notify() for other modules, which do not import this one. */
    notify(input: NotificationInput): Promise<Notification | null>;
  }
}

export function registerNotifier(app: FastifyInstance): void {
  app.decorate('notify', (input: NotificationInput) => notify(app, input));
}
