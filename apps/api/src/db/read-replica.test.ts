import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { databaseFromUrl } from './client';
import type { DatabaseHandle } from './client';
import { createReadRouter } from './read-replica';
import type { ReadReason, ReadTarget } from './read-replica';
import { createTestDatabase } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';

// The routing rule on a real database. A real streaming replica (caught up, lagging, stopped) is proven by
// `npm run scale-out` (e2e/scale-out/read-replica.scale-out.ts).
let test: TestDatabase;
let unreachable: DatabaseHandle;
beforeAll(async () => {
  test = await createTestDatabase(loadConfig().databaseUrl);
  // Nothing listens on port 1: every connection is refused at once.
  unreachable = databaseFromUrl('postgres://postgres@127.0.0.1:1/none', { connectionTimeoutMillis: 500 });
});
afterAll(async () => {
  await unreachable.close();
  await test.drop();
});

const options = { waitMs: 20, retryMs: 60_000 };
const whereRan = (router: ReturnType<typeof createReadRouter>) => {
  const seen: [ReadTarget, ReadReason][] = [];
  router.onRead((target, reason) => seen.push([target, reason]));
  return seen;
};
const countAds = (db: DatabaseHandle['db']) =>
  db
    .selectFrom('ads')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();

describe('public reads', () => {
  it('run on the primary when no replica is configured', async () => {
    const router = createReadRouter(test.database, undefined, options);
    const seen = whereRan(router);
    await expect(router.read(countAds)).resolves.toEqual({ n: '0' });
    expect(seen).toEqual([['primary', 'none']]);
  });

  it('never trust a server that is not a standby: it has no replay position, so the primary answers', async () => {
    const router = createReadRouter(test.database, test.database, options);
    const seen = whereRan(router);
    await expect(router.read(countAds)).resolves.toEqual({ n: '0' });
    expect(seen).toEqual([['primary', 'lagging']]);
  });

  it('fall back to the primary when the replica is down, then leave the replica alone for a while', async () => {
    const router = createReadRouter(test.database, unreachable, options);
    const seen = whereRan(router);
    await expect(router.read(countAds)).resolves.toEqual({ n: '0' });
    await expect(router.read(countAds)).resolves.toEqual({ n: '0' });
    expect(seen).toEqual([
      ['primary', 'failed'],
      ['primary', 'down'],
    ]);
  });

  it("pass on the primary's own error, and do not blame the replica for it", async () => {
    const router = createReadRouter(test.database, unreachable, { ...options, retryMs: 0 });
    const broken = (db: DatabaseHandle['db']) =>
      db
        .selectFrom('no_such_table' as 'ads')
        .selectAll()
        .execute();
    await expect(router.read(broken)).rejects.toThrow(/no_such_table/);
  });
});
