// Web push against a push service on this machine (web-push-testing): a browser's subscription is kept
// only for a known push service, a notification reaches it encrypted with TTL, Urgency and Topic, in the
// reader's language, and a subscription the service calls gone is deleted.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  API_PATHS,
  errorResponseSchema,
  pushMessageSchema,
  pushPublicKeyResponseSchema,
} from '@kraam/shared';
import type { PushSubscriptionBody } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalPushService } from '../../../../../../scripts/lib/local-push-service.mjs';
import { caller } from '../../../test/auth-helpers';
import { insertUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { notify } from '../notify';
import { WEB_PUSH_JOB, deliverPush, pushJobSchema } from './push-delivery';
import type { PushJob } from './push-delivery';
import { VAPID_KEYS_FILE } from '../../../config';
import { vapidKeys } from './vapid-keys';

type PushService = Awaited<ReturnType<typeof startLocalPushService>>;
const SUBJECT = 'mailto:test@example.com';

describe('web push', () => {
  let service: PushService;
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const queued: PushJob[] = [];

  const newUser = async (name: string, lang: 'nl' | 'en' = 'nl') => {
    const id = await insertUser(t.db, { email: `${name}@example.com`, password: `${name}-Wachtwoord-1` });
    await t.db.updateTable('users').set({ lang }).where('id', '=', id).execute();
    return { id, token: await t.app.auth.issueToken(id) };
  };
  /** A browser saying yes: the push service's subscription for our key, as PushSubscription.toJSON(). */
  const browserSubscription = async (): Promise<PushSubscriptionBody & { clientHash: string }> => {
    const key = pushPublicKeyResponseSchema.parse((await call('GET', API_PATHS.pushPublicKey)).json());
    const response = await fetch(`${service.origin}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userVisibleOnly: 'true', applicationServerKey: key.data.publicKey }),
    });
    return ((await response.json()) as { data: PushSubscriptionBody & { clientHash: string } }).data;
  };
  const messagesOf = async (clientHash: string) => {
    const response = await fetch(`${service.origin}/get-notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientHash }),
    });
    const { data } = (await response.json()) as { data: { messages: string[] } };
    return data.messages.map((message) => pushMessageSchema.parse(JSON.parse(message)));
  };
  const subscribe = (token: string, subscription: PushSubscriptionBody) =>
    call('POST', API_PATHS.pushSubscriptionInsert, subscription, { token });
  /** Runs what notify() queued, as the queue's worker would. */
  const runQueued = async () => {
    for (const job of queued.splice(0))
      await deliverPush(
        t.app,
        { keys: vapidKeys(t.config.webPush, t.config.dataDir), subject: SUBJECT },
        job,
      );
  };

  beforeAll(async () => {
    service = await startLocalPushService();
    t = await createTestApp({
      config: { webPush: { vapidKeys: undefined, subject: SUBJECT, extraServiceOrigins: [service.origin] } },
    });
    call = caller(t.app);
    vi.spyOn(t.app.jobs, 'send').mockImplementation((name, data) => {
      if (name === WEB_PUSH_JOB) queued.push(pushJobSchema.parse(data));
      return Promise.resolve(null);
    });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('generates its key pair once into DATA_DIR, readable by this account only', async () => {
    const file = path.join(t.config.dataDir, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(vapidKeys(t.config.webPush, t.config.dataDir).publicKey).toBe(t.app.webPush.publicKey);
  });

  it('keeps a subscription only for a signed-in user and a known push service', async () => {
    const user = await newUser('abonnee');
    const subscription = await browserSubscription();
    const anonymous = await call('POST', API_PATHS.pushSubscriptionInsert, subscription);
    expect(anonymous.statusCode).toBe(401);
    for (const endpoint of [
      'http://127.0.0.1:5432/steal',
      'https://fcm.googleapis.com.evil.test/x',
      'https://user:pw@fcm.googleapis.com/x',
    ]) {
      const refused = await call(
        'POST',
        API_PATHS.pushSubscriptionInsert,
        { ...subscription, endpoint },
        { token: user.token, lang: 'en' },
      );
      expect(refused.statusCode, endpoint).toBe(400);
      expect(errorResponseSchema.parse(refused.json()).errors?.endpoint).toEqual([
        'This is not the address of a known browser push service.',
      ]);
    }
    expect((await subscribe(user.token, subscription)).statusCode).toBe(200);
    expect(
      (await subscribe(user.token, { ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }))
        .statusCode,
    ).toBe(200);
    const rows = await t.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((row) => row.endpoint).sort()).toEqual(
      ['https://fcm.googleapis.com/fcm/send/abc', subscription.endpoint].sort(),
    );
  });

  it('pushes a new notification to the browser in its reader language, with TTL, Urgency and Topic', async () => {
    const reader = await newUser('lezer', 'en');
    const subscription = await browserSubscription();
    await subscribe(reader.token, subscription);
    await notify(t.app, {
      userId: reader.id,
      kind: 'priceDrop',
      subject: { advertisementId: 42, title: 'Gazelle', priceCents: 9_000, previousPriceCents: 12_000 },
      dedupeKey: 'price:42:9000',
    });
    await runQueued();
    expect(await messagesOf(subscription.clientHash)).toEqual([
      expect.objectContaining({
        body: 'Your favourite Gazelle is now cheaper: € 90 (was € 120)',
        path: '/ads/42',
      }),
    ]);
    expect(service.received().filter((push) => push.clientHash === subscription.clientHash)).toEqual([
      { clientHash: subscription.clientHash, ttl: '86400', urgency: 'normal', topic: 'ad-42' },
    ]);
  });

  it('leaves out a notification read in an open tab before its push went', async () => {
    const reader = await newUser('snel');
    const subscription = await browserSubscription();
    await subscribe(reader.token, subscription);
    const made = await notify(t.app, {
      userId: reader.id,
      kind: 'system',
      subject: {},
      dedupeKey: 'read-first',
    });
    const read = await call('POST', API_PATHS.notificationRead, { ids: [made?.id] }, { token: reader.token });
    expect(read.statusCode, read.body).toBe(200);
    await runQueued();
    expect(await messagesOf(subscription.clientHash)).toEqual([]);
  });

  it('queues nothing for a notification made quiet, or for a user without a subscribed browser', async () => {
    const quiet = await newUser('stil');
    await subscribe(quiet.token, await browserSubscription());
    const unsubscribed = await newUser('zonder');
    await notify(t.app, { userId: quiet.id, kind: 'system', subject: {}, dedupeKey: 'quiet', push: false });
    await notify(t.app, { userId: unsubscribed.id, kind: 'system', subject: {}, dedupeKey: 'none' });
    expect(queued).toEqual([]);
  });

  it('pushes a chat message as high urgency, and deletes a subscription the push service calls gone', async () => {
    const reader = await newUser('chatter');
    const subscription = await browserSubscription();
    await subscribe(reader.token, subscription);
    await t.app.webPush.chatMessage([reader.id], {
      conversationId: 7,
      sender: 'Piet',
      text: 'Is de fiets er nog?',
    });
    await runQueued();
    expect(await messagesOf(subscription.clientHash)).toEqual([
      {
        title: 'Nieuw bericht van Piet',
        body: 'Is de fiets er nog?',
        path: '/dashboard/chat?conversationId=7',
        tag: 'chat-7',
      },
    ]);
    expect(service.received().at(-1)).toMatchObject({ urgency: 'high', topic: 'chat-7' });

    await fetch(`${service.origin}/expire-subscription/${subscription.clientHash}`, { method: 'POST' });
    await t.app.webPush.chatMessage([reader.id], { conversationId: 7, sender: 'Piet', text: 'Hallo?' });
    await runQueued();
    const left = await t.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', reader.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('forgets only the signed-in user’s own subscription', async () => {
    const [owner, other] = [await newUser('eigen'), await newUser('vreemd')];
    const subscription = await browserSubscription();
    await subscribe(owner.token, subscription);
    const query = `?endpoint=${encodeURIComponent(subscription.endpoint)}`;
    expect(
      (await call('DELETE', `${API_PATHS.pushSubscriptionDelete}${query}`, undefined, { token: other.token }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', owner.id).execute(),
    ).toHaveLength(1);
    expect(
      (await call('DELETE', `${API_PATHS.pushSubscriptionDelete}${query}`, undefined, { token: owner.token }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', owner.id).execute(),
    ).toHaveLength(0);
  });

  it('refuses an endpoint that is no address as a field error, one with a NUL included', async () => {
    const owner = await newUser('nul');
    const subscription = await browserSubscription();
    for (const endpoint of ['\u0000', 'https://fcm.googleapis.com/fcm/send/a\u0000b', 'geen-adres']) {
      const forgotten = await call(
        'DELETE',
        `${API_PATHS.pushSubscriptionDelete}?endpoint=${encodeURIComponent(endpoint)}`,
        undefined,
        { token: owner.token },
      );
      const kept = await subscribe(owner.token, { ...subscription, endpoint });
      for (const response of [forgotten, kept]) {
        expect(response.statusCode, endpoint).toBe(400);
        expect(errorResponseSchema.parse(response.json()).errors, endpoint).toHaveProperty('endpoint');
      }
    }
  });
});
