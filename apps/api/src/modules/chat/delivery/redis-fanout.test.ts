// Two API instances on one database fanning out through Redis (127.0.0.1:6379, a prefix per test),
// and what happens when Redis is unreachable or drops and comes back. Without Redis these skip, except
// under CI, where they fail.
import { API_PATHS, HUB_SERVER_METHODS } from '@kraam/shared';
import { HubConnectionState } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { App } from '../../../app';
import type { Config } from '../../../config';
import { insertAdRow, insertBoothRow } from '../../../test/ad-fixtures';
import { insertCategory, insertUser } from '../../../test/fixtures';
import { LogLines, eventually, listen, officialClient } from '../../../test/hub-clients';
import type { OfficialClient } from '../../../test/hub-clients';
import {
  REDIS_TEST_URL,
  redisAnswers,
  redisProxy,
  redisRequired,
  uniqueRedisPrefix,
} from '../../../test/redis-test-support';
import type { TcpProxy } from '../../../test/redis-test-support';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

const available = await redisAnswers();
const PASSWORD = 'Geheim-wachtwoord-1';
const push = (text: string) => ['Anna', { data: { text } }];

/** Instance A (owns the database) and B (shares it), both on this Redis URL and prefix. */
async function twoInstances(redisUrl: string, logStream?: LogLines) {
  const redis: Partial<Config> = { redisUrl, redisKeyPrefix: uniqueRedisPrefix() };
  const a = await createTestApp({
    config: { ...redis, ...(logStream ? { logLevel: 'info' } : {}) },
    ...(logStream ? { logStream } : {}),
  });
  const b = await buildApp({ ...a.config, ...redis }, { database: a.database });
  return { a, b };
}

describe.skipIf(!available && !redisRequired)('chat fan-out through Redis', () => {
  let a: TestApp | undefined;
  let b: App | undefined;
  let proxy: TcpProxy | undefined;
  const clients: OfficialClient[] = [];

  beforeEach(() => {
    expect(available, 'Redis must answer on 127.0.0.1:6379').toBe(true);
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.connection.stop();
    await b?.close();
    await a?.close();
    await proxy?.close();
    a = b = proxy = undefined;
  });

  const connect = async (app: App, token: string): Promise<OfficialClient> => {
    const client = officialClient(await listen(app), token);
    await client.connection.start();
    clients.push(client);
    return client;
  };

  it('delivers a push sent through instance A to a client connected to instance B', async () => {
    ({ a, b } = await twoInstances(REDIS_TEST_URL));
    const userId = await insertUser(a.db, { email: 'fanout@example.com', password: PASSWORD });
    const client = await connect(b, await a.app.auth.issueToken(userId));
    await eventually(() => a?.app.chatDelivery.isOnline(userId) ?? false);

    const next = client.nextPush();
    await a.app.chatDelivery.sendToUsers([userId], HUB_SERVER_METHODS.sendMessage, push('via A'));
    expect(await next).toEqual({ data: { text: 'via A' } });

    await client.connection.stop();
    await eventually(async () => !(await a?.app.chatDelivery.isOnline(userId)));
  });

  it('closes a connection on instance B when its session logs out through instance A', async () => {
    ({ a, b } = await twoInstances(REDIS_TEST_URL));
    const userId = await insertUser(a.db, { email: 'fanout-logout@example.com', password: PASSWORD });
    const token = await a.app.auth.issueToken(userId);
    const client = await connect(b, token);
    await eventually(() => a?.app.chatDelivery.isOnline(userId) ?? false);
    const response = await a.app.inject({
      method: 'POST',
      url: '/v1/Logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(await client.closed).toBeInstanceOf(Error);
  });

  it('delivers locally while Redis is down, then fans out again when it returns', async () => {
    proxy = await redisProxy();
    const logs = new LogLines();
    ({ a, b } = await twoInstances(proxy.url, logs));
    const onA = await insertUser(a.db, { email: 'local@example.com', password: PASSWORD });
    const onB = await insertUser(a.db, { email: 'remote@example.com', password: PASSWORD });
    const local = await connect(a.app, await a.app.auth.issueToken(onA));
    const remoteToken = await a.app.auth.issueToken(onB);
    const remote = await connect(b, remoteToken);
    await eventually(() => a?.app.chatDelivery.isOnline(onB) ?? false);

    await proxy.cut();
    await eventually(() => logs.lines.some((line) => line.includes('chat fan-out: Redis unavailable')));
    for (let i = 0; i < 20; i += 1) {
      const next = local.nextPush();
      await expect(
        a.app.chatDelivery.sendToUsers([onA, onB], HUB_SERVER_METHODS.sendMessage, push(`down ${i}`)),
      ).resolves.toBeUndefined();
      expect(await next).toEqual({ data: { text: `down ${i}` } });
    }
    // Presence falls back to this instance's own connections, without throwing.
    expect(await a.app.chatDelivery.isOnline(onA)).toBe(true);
    expect(await a.app.chatDelivery.isOnline(onB)).toBe(false);
    await expect(a.app.chatDelivery.sessionsRevoked(onB)).resolves.toBeUndefined();
    // A message posted while Redis is down is stored (200) and reaches the connection on this instance.
    const categoryId = await insertCategory(a.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
    const boothId = await insertBoothRow(a.db, onA);
    const adId = await insertAdRow(a.db, { booth_id: boothId, user_id: onA, category_id: categoryId });
    const toSeller = local.nextPush();
    const insert = await a.app.inject({
      method: 'POST',
      url: API_PATHS.conversationInsert,
      headers: { authorization: `Bearer ${remoteToken}` },
      payload: { advertisementId: adId, message: 'Nog te koop?' },
    });
    expect(insert.statusCode).toBe(200);
    expect(await toSeller).toMatchObject({ data: { message: { body: 'Nog te koop?', senderId: onB } } });
    expect(remote.pushes).toEqual([]);
    expect(remote.connection.state).toBe(HubConnectionState.Connected);

    await proxy.restore();
    // ioredis reconnects and the subscriber subscribes again: a push through A reaches B once more.
    // (A publish in flight at the cut may arrive late, as ioredis resends it: that is fine for a chat.)
    const back = { data: { text: 'back' } };
    await eventually(async () => {
      await a?.app.chatDelivery.sendToUsers([onB], HUB_SERVER_METHODS.sendMessage, push('back'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      return remote.pushes.some((received) => JSON.stringify(received) === JSON.stringify(back));
    }, 15_000);
    await eventually(() => a?.app.chatDelivery.isOnline(onB) ?? false);
    // State changes are logged once each, not per message.
    expect(logs.lines.filter((line) => line.includes('chat fan-out: Redis unavailable'))).toHaveLength(1);
  }, 30_000);
});

describe('chat delivery with Redis unreachable from the start', () => {
  it('delivers locally, answers presence locally and never throws', async () => {
    const logs = new LogLines();
    const t = await createTestApp({
      config: { redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: uniqueRedisPrefix(), logLevel: 'info' },
      logStream: logs,
    });
    try {
      const userId = await insertUser(t.db, { email: 'no-redis@example.com', password: PASSWORD });
      const client = officialClient(await listen(t.app), await t.app.auth.issueToken(userId));
      await client.connection.start();
      expect(await t.app.chatDelivery.isOnline(userId)).toBe(true);
      expect(await t.app.chatDelivery.isOnline(userId + 1)).toBe(false);
      for (let i = 0; i < 5; i += 1) {
        const next = client.nextPush();
        await t.app.chatDelivery.sendToUsers([userId], HUB_SERVER_METHODS.sendMessage, push(`local ${i}`));
        expect(await next).toEqual({ data: { text: `local ${i}` } });
      }
      await t.app.chatDelivery.sessionsRevoked(userId);
      expect(client.connection.state).toBe(HubConnectionState.Connected);
      await client.connection.stop();
      await eventually(() => logs.lines.some((line) => line.includes('chat fan-out: Redis unavailable')));
      expect(logs.lines.filter((line) => line.includes('chat fan-out: Redis unavailable'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
