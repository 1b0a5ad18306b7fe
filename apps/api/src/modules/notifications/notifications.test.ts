// The notification centre: made once per dedupe key and pushed with the unread count, listed newest
// first by keyset cursor (a forged cursor is a 400), read one by one or all, never another user's rows.
import {
  API_PATHS,
  HUB_NOTIFICATION_METHOD,
  NOTIFICATION_RETENTION_DAYS,
  notificationListResponseSchema,
  notificationReadResponseSchema,
} from '@kraam/shared';
import type { NotificationPush } from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caller, json } from '../../test/auth-helpers';
import { insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { notify, notifyMany } from './notify';

describe('notification centre', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  const pushes: { userIds: readonly number[]; push: NotificationPush }[] = [];

  const newUser = async (name: string) => {
    const id = await insertUser(t.db, { email: `${name}@example.com`, password: `${name}-Wachtwoord-1` });
    return { id, token: await t.app.auth.issueToken(id) };
  };
  const list = async (token: string, query = '') => {
    const response = await call('GET', `${API_PATHS.notifications}${query}`, undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
    return notificationListResponseSchema.parse(response.json());
  };
  const read = async (token: string, body: unknown) => {
    const response = await call('POST', API_PATHS.notificationRead, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return notificationReadResponseSchema.parse(response.json()).data.unreadTotal;
  };
  const system = (userId: number, n: number) =>
    notify(t.app, { userId, kind: 'system', subject: { title: `Bericht ${n}` }, dedupeKey: `system:${n}` });

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    owner = await newUser('eigenaar');
    other = await newUser('ander');
    vi.spyOn(t.app.chatDelivery, 'sendToUsers').mockImplementation((userIds, target, args) => {
      if (target === HUB_NOTIFICATION_METHOD) pushes.push({ userIds, push: args[0] as NotificationPush });
      return Promise.resolve();
    });
    for (let n = 1; n <= 5; n++) await system(owner.id, n);
    await system(other.id, 1);
  });
  afterAll(() => t.close());

  it('makes a notification once per dedupe key and pushes it with the unread count', async () => {
    expect(pushes.filter((p) => p.userIds.includes(owner.id)).map((p) => p.push.unreadTotal)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    const before = pushes.length;
    expect(await system(owner.id, 3)).toBeNull();
    expect(pushes).toHaveLength(before);
  });

  it('makes many at once: one per new dedupe key, and each user hears their own count', async () => {
    const [first, second] = [await newUser('veel-een'), await newUser('veel-twee')];
    const batch = (userId: number, n: number) => ({
      userId,
      kind: 'system' as const,
      subject: { title: `Partij ${n}` },
      dedupeKey: `batch:${n}`,
    });
    const inputs = [batch(first.id, 1), batch(first.id, 2), batch(second.id, 1), batch(first.id, 1)];
    const before = pushes.length;
    const made = await notifyMany(t.app, inputs);
    expect(made.map((n) => [n.userId, n.notification.subject.title])).toEqual([
      [first.id, 'Partij 1'],
      [first.id, 'Partij 2'],
      [second.id, 'Partij 1'],
    ]);
    const heard = pushes.slice(before).map((p) => [p.userIds, p.push.unreadTotal, p.push.notification?.id]);
    expect(heard).toEqual([
      [[first.id], 2, made[0]?.notification.id],
      [[first.id], 2, made[1]?.notification.id],
      [[second.id], 1, made[2]?.notification.id],
    ]);
    expect((await list(first.token)).unreadTotal).toBe(2);
    expect(await notifyMany(t.app, inputs)).toEqual([]);
    expect(pushes).toHaveLength(before + 3);
  });

  it('asks for a session first', async () => {
    expect((await call('GET', API_PATHS.notifications)).statusCode).toBe(401);
    expect((await call('POST', API_PATHS.notificationRead, { all: true })).statusCode).toBe(401);
  });

  it("lists only the caller's notifications, newest first, page by page", async () => {
    const first = await list(owner.token, '?limit=2');
    expect(first.data.map((n) => n.subject.title)).toEqual(['Bericht 5', 'Bericht 4']);
    expect(first.unreadTotal).toBe(5);
    expect(first.data[0]).toMatchObject({ kind: 'system', readAt: null });
    expect(first.data[0]?.subject.advertisementId).toBeNull();
    const second = await list(owner.token, `?limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(second.data.map((n) => n.subject.title)).toEqual(['Bericht 3', 'Bericht 2']);
    const third = await list(owner.token, `?limit=2&cursor=${second.nextCursor ?? ''}`);
    expect(third.data.map((n) => n.subject.title)).toEqual(['Bericht 1']);
    expect(third.nextCursor).toBeNull();
    expect((await list(other.token)).data.map((n) => n.subject.title)).toEqual(['Bericht 1']);
  });

  it('refuses a forged or foreign cursor with a field error, in the request language', async () => {
    const forged = [
      'bm90LWEtY3Vyc29y',
      Buffer.from(JSON.stringify(['notifications', [], -1])).toString('base64url'),
      Buffer.from(JSON.stringify(['notifications', ['x'], 3])).toString('base64url'),
      Buffer.from(JSON.stringify(['own-ads', [], 3])).toString('base64url'),
      Buffer.from(JSON.stringify(['notifications', [], 1e20])).toString('base64url'),
      '%27%3B--',
    ];
    for (const cursor of forged) {
      const response = await call('GET', `${API_PATHS.notifications}?cursor=${cursor}`, undefined, {
        token: owner.token,
        lang: 'en',
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
      expect(json(response).errors?.cursor?.[0]).toMatch(/invalid/i);
    }
  });

  it('leaves out notifications older than the retention period', async () => {
    const old = await system(owner.id, 99);
    await sql`update notifications set created_at = now() - make_interval(days => ${NOTIFICATION_RETENTION_DAYS + 1}::integer)
      where id = ${old?.id ?? 0}::integer`.execute(t.db);
    const all = await list(owner.token, '?limit=50');
    expect(all.data.map((n) => n.subject.title)).not.toContain('Bericht 99');
    expect(all.unreadTotal).toBe(5);
  });

  it("marks one read, ignores others' ids, then all; each time the other tabs hear the count", async () => {
    const [newest] = (await list(owner.token)).data;
    const otherId = (await list(other.token)).data[0]?.id ?? 0;
    pushes.length = 0;
    expect(await read(owner.token, { ids: [newest?.id, otherId] })).toBe(4);
    expect(pushes).toEqual([{ userIds: [owner.id], push: { notification: null, unreadTotal: 4 } }]);
    expect((await list(owner.token)).data[0]?.readAt).not.toBeNull();
    expect((await list(other.token)).unreadTotal).toBe(1);
    expect(await read(owner.token, { all: true })).toBe(0);
    expect((await list(other.token)).unreadTotal).toBe(1);
  });

  it('refuses a read body that is neither ids nor all', async () => {
    for (const body of [{}, { ids: [] }, { all: false }, { ids: [1], all: true }, { ids: ['x'] }]) {
      const response = await call('POST', API_PATHS.notificationRead, body, { token: owner.token });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
