// One push job: the message worded in the user's language, sent to each of their browsers through its push
// service with TTL, Urgency and a Topic (a newer push of the same topic replaces one still undelivered).
// A subscription the service calls gone (404, 410) is deleted; any other failure fails the attempt, and the
// queue retries it: a browser that got it already shows it once, as the service worker's tag replaces it.
import type { PushMessage } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { z } from 'zod';
import { EMPTY_SUBJECT } from '../notification-repository';
import { chatPush, notificationPush } from './push-texts';
import { deleteSubscriptionById, subscriptionsOf } from './push-subscription-repository';
import type { StoredSubscription } from './push-subscription-repository';
import type { VapidKeys } from './vapid-keys';

export const WEB_PUSH_JOB = 'web-push';

/** A push waiting longer than this at the push service is dropped: a day-old alert is news no more. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export const pushJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('notification'), userId: z.number().int(), notificationId: z.number().int() }),
  z.object({
    kind: z.literal('chat'),
    userId: z.number().int(),
    conversationId: z.number().int(),
    sender: z.string(),
    /** Only the preview the push shows, not the whole message. */
    text: z.string(),
  }),
]);
export type PushJob = z.infer<typeof pushJobSchema>;

interface Outgoing {
  message: PushMessage;
  urgency: webpush.Urgency;
  topic: string;
}

export interface PushSettings {
  keys: VapidKeys;
  subject: string;
}

async function outgoing(app: FastifyInstance, job: PushJob): Promise<Outgoing | null> {
  if (job.kind === 'chat') {
    const user = await app.db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', job.userId)
      .executeTakeFirst();
    if (!user) return null;
    return { message: chatPush(job, user.lang), urgency: 'high', topic: `chat-${job.conversationId}` };
  }
  const row = await app.db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.kind', 'n.subject', 'u.lang'])
    .where('n.id', '=', job.notificationId)
    .where('n.user_id', '=', job.userId)
    .where('n.read_at', 'is', null)
    .executeTakeFirst();
  // Read in an open tab or deleted meanwhile: nothing left to tell.
  if (!row) return null;
  const subject = { ...EMPTY_SUBJECT, ...row.subject };
  const topic =
    row.kind === 'savedSearchMatch' && subject.savedSearchId !== null
      ? `search-${subject.savedSearchId}`
      : subject.advertisementId !== null
        ? `ad-${subject.advertisementId}`
        : `notification-${row.id}`;
  return { message: notificationPush({ ...row, subject }, row.lang), urgency: 'normal', topic };
}

/** A push service's answer that the subscription is no more. */
class SubscriptionGone extends Error {}

/**
 * web-push encrypts and signs (RFC 8291, VAPID); fetch sends, as web-push's own sender speaks https only and
 * the local push service of the tests answers plain http.
 */
async function send(subscription: StoredSubscription, payload: string, options: webpush.RequestOptions) {
  const request = webpush.generateRequestDetails(subscription, payload, options);
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(request.body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) throw new SubscriptionGone();
  if (!response.ok) throw new Error(`push service answered ${response.status}`);
}

export async function deliverPush(app: FastifyInstance, settings: PushSettings, job: PushJob): Promise<void> {
  const subscriptions = await subscriptionsOf(app.db, job.userId);
  if (subscriptions.length === 0) return;
  const push = await outgoing(app, job);
  if (!push) return;
  const payload = JSON.stringify(push.message);
  const results = await Promise.allSettled(
    subscriptions.map((subscription) =>
      send(subscription, payload, {
        TTL: TTL_SECONDS,
        urgency: push.urgency,
        topic: push.topic,
        vapidDetails: { subject: settings.subject, ...settings.keys },
      }),
    ),
  );
  let failed = 0;
  for (const [index, result] of results.entries()) {
    if (result.status === 'fulfilled') continue;
    const subscription = subscriptions[index];
    if (subscription && result.reason instanceof SubscriptionGone)
      await deleteSubscriptionById(app.db, subscription.id);
    else {
      failed += 1;
      app.log.warn({ err: result.reason, userId: job.userId }, 'push not accepted by the push service');
    }
  }
  if (failed > 0) throw new Error(`${failed} of ${subscriptions.length} pushes failed`);
}
