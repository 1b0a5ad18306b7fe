// The one way a module tells a user something (DESIGN §6a): a notification row, made once per dedupe key,
// then pushed with the new unread count to every open tab of the user through the hub (all instances),
// and queued for their subscribed browsers (web push, push/).
import { HUB_NOTIFICATION_METHOD } from '@kraam/shared';
import type { Notification, NotificationKind, NotificationPush, NotificationSubject } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { EMPTY_SUBJECT, toNotification, unreadTotal, unreadTotals } from './notification-repository';

export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  /** What it is about; the fields a kind has no use for stay null. */
  subject: Partial<NotificationSubject>;
  /** Names the (kind, subject) pair: a second notification with the same key is not made. */
  dedupeKey: string;
  /** Also to the user's subscribed browsers (web push); default true. */
  push?: boolean;
}

type Notifier = Pick<FastifyInstance, 'db' | 'chatDelivery' | 'webPush'>;

export interface NotificationMade {
  userId: number;
  notification: Notification;
}

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
  const [made] = await notifyMany(app, [input]);
  return made?.notification ?? null;
}

/** Rows per insert of notifyMany: four parameters each, far below PostgreSQL's 65,535. */
const BATCH_ROWS = 1000;

/**
 * notify() for many at once (one new ad alerting hundreds of saved searches): one insert per 1,000 rows,
 * one unread count per batch, then a push to each user with a new row, and web pushes queued. Answers the
 * notifications made, with their users; inputs whose dedupe key exists already make none.
 */
export async function notifyMany(
  app: Notifier,
  inputs: readonly NotificationInput[],
): Promise<NotificationMade[]> {
  const made: NotificationMade[] = [];
  const quiet = new Set(
    inputs.filter((input) => input.push === false).map((input) => `${input.userId} ${input.dedupeKey}`),
  );
  const toBrowsers: { userId: number; notificationId: number }[] = [];
  for (let start = 0; start < inputs.length; start += BATCH_ROWS) {
    const rows = await app.db
      .insertInto('notifications')
      .values(
        inputs.slice(start, start + BATCH_ROWS).map((input) => ({
          user_id: input.userId,
          kind: input.kind,
          subject: JSON.stringify({ ...EMPTY_SUBJECT, ...input.subject }),
          dedupe_key: input.dedupeKey,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
      .returning(['id', 'user_id', 'kind', 'subject', 'created_at', 'read_at', 'dedupe_key'])
      .execute();
    for (const row of rows) {
      made.push({ userId: row.user_id, notification: toNotification(row) });
      if (!quiet.has(`${row.user_id} ${row.dedupe_key}`))
        toBrowsers.push({ userId: row.user_id, notificationId: row.id });
    }
  }
  const totals = await unreadTotals(app.db, [...new Set(made.map((entry) => entry.userId))]);
  for (const { userId, notification } of made) {
    const push: NotificationPush = { notification, unreadTotal: totals.get(userId) ?? 0 };
    await app.chatDelivery.sendToUsers([userId], HUB_NOTIFICATION_METHOD, [push]);
  }
  await app.webPush.notificationsMade(toBrowsers);
  return made;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** notify() for other modules, which do not import this one. */
    notify(input: NotificationInput): Promise<Notification | null>;
    /** notifyMany() for other modules. */
    notifyMany(inputs: readonly NotificationInput[]): Promise<NotificationMade[]>;
  }
}

export function registerNotifier(app: FastifyInstance): void {
  app.decorate('notify', (input: NotificationInput) => notify(app, input));
  app.decorate('notifyMany', (inputs: readonly NotificationInput[]) => notifyMany(app, inputs));
}
