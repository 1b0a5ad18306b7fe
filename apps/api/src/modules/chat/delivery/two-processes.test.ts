// The chat's scale-out proof: two real API processes on one PostgreSQL database, fanning out through
// Redis. A message posted to one reaches the official client connected to the other. Runs where
// DATABASE_URL is set (`npm run test:postgres`, in CI); under CI a missing Redis fails it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@kraam/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createAuthService } from '../../../plugins/auth';
import { insertAdRow, insertBoothRow } from '../../../test/ad-fixtures';
import { startApiProcess } from '../../../test/api-process';
import type { ApiProcess } from '../../../test/api-process';
import { insertCategory, insertUser } from '../../../test/fixtures';
import { eventually, officialClient } from '../../../test/hub-clients';
import type { OfficialClient } from '../../../test/hub-clients';
import {
  REDIS_TEST_URL,
  redisAnswers,
  redisRequired,
  uniqueRedisPrefix,
} from '../../../test/redis-test-support';
import { createTestDatabase } from '../../../test/test-database';
import type { TestDatabase } from '../../../test/test-database';

const config = loadConfig();
const redisUp = await redisAnswers();

describe.runIf(config.databaseUrl)('two API processes on PostgreSQL through Redis', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.skipIf(!redisUp && !redisRequired)(
    'deliver a message posted to one process to a client connected to the other',
    async () => {
      expect(redisUp, 'Redis must answer on 127.0.0.1:6379').toBe(true);
      const test: TestDatabase = await createTestDatabase(config.databaseUrl);
      cleanups.push(test.drop);
      const db = test.database.db;
      const seller = await insertUser(db, { email: 'seller@two.example', password: 'Geheim-wachtwoord-1' });
      const buyer = await insertUser(db, { email: 'buyer@two.example', password: 'Geheim-wachtwoord-1' });
      const categoryId = await insertCategory(db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
      const boothId = await insertBoothRow(db, seller);
      const adId = await insertAdRow(db, {
        booth_id: boothId,
        user_id: seller,
        category_id: categoryId,
        title: 'Gazelle stadsfiets',
      });
      const auth = createAuthService(db, config.jwtSecret);
      const sellerToken = await auth.issueToken(seller);
      const buyerToken = await auth.issueToken(buyer);

      const dataDir = await mkdtemp(path.join(tmpdir(), 'kraam-two-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const env = {
        DATABASE_URL: test.url ?? '',
        REDIS_URL: REDIS_TEST_URL,
        REDIS_KEY_PREFIX: uniqueRedisPrefix(),
        DATA_DIR: dataDir,
        JWT_SECRET: config.jwtSecret,
      };
      const [one, two]: [ApiProcess, ApiProcess] = await Promise.all([
        startApiProcess(env),
        startApiProcess(env),
      ]);
      cleanups.push(
        () => one.stop(),
        () => two.stop(),
      );
      for (const instance of [one, two])
        await eventually(() => instance.output().includes('Redis connected'), 10_000);

      const client: OfficialClient = officialClient(one.origin, sellerToken);
      await client.connection.start();
      cleanups.push(() => client.connection.stop());
      expect(await client.connection.invoke('Connect')).toMatchObject({ userId: seller });

      const next = client.nextPush(10_000);
      const response = await fetch(`${two.origin}${API_PATHS.conversationInsert}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ advertisementId: adId, message: 'Is de fiets nog te koop?' }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(await next).toMatchObject({
        data: { message: { body: 'Is de fiets nog te koop?', senderId: buyer } },
      });
      expect(client.pushes).toHaveLength(1);

      await client.connection.stop();
      // Both stop gracefully, and neither wrote a token to its log.
      expect(await one.stop()).toBe(0);
      expect(await two.stop()).toBe(0);
      for (const instance of [one, two]) {
        expect(instance.output()).not.toContain(sellerToken);
        expect(instance.output()).not.toContain(buyerToken);
      }
    },
    90_000,
  );
});
