// Views: the ad page's beacon buffers a view, one per visitor per ad per hour; reading the
// ad writes nothing; a flush writes the batch (and app.close() the rest); with Redis two instances
// share one buffer and never write the same views twice.
import { adListResponseSchema } from '@kraam/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { App } from '../../../app';
import { caller, loginToken } from '../../../test/auth-helpers';
import { redisAnswers, redisRequired, uniqueRedisPrefix } from '../../../test/redis-test-support';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { PASSWORDS, buildBrowseWorld } from '../browse-fixtures';
import type { BrowseWorld } from '../browse-fixtures';
import { isBotAgent } from './bot-agents';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const redisAvailable = await redisAnswers();

interface Counted {
  viewCount: number;
  todayViews: number;
}

async function counted(t: TestApp, adId: number): Promise<Counted> {
  const ad = await t.db
    .selectFrom('ads')
    .select('view_count')
    .where('id', '=', adId)
    .executeTakeFirstOrThrow();
  const stats = await t.db.selectFrom('ad_daily_stats').select('views').where('ad_id', '=', adId).execute();
  return { viewCount: ad.view_count, todayViews: stats.reduce((sum, row) => sum + row.views, 0) };
}

const beacon = (
  app: App,
  advertisementId: number,
  options: { ip?: string; token?: string; agent?: string } = {},
) =>
  caller(app)(
    'POST',
    '/public/v2/Advertisement/View',
    { advertisementId },
    {
      ip: options.ip ?? '192.0.2.1',
      ...(options.token ? { token: options.token } : {}),
      headers: { 'user-agent': options.agent ?? BROWSER },
    },
  );

describe('views through the beacon, buffered in this process', () => {
  let t: TestApp;
  let w: BrowseWorld;
  beforeEach(async () => {
    t = await createTestApp();
    w = await buildBrowseWorld(t.db);
  });
  afterEach(() => t.close());

  it('reading the ad writes nothing; a visitor counts once however often the beacon comes', async () => {
    const before = await counted(t, w.ads.cafeTable);
    for (let i = 0; i < 3; i++)
      expect(
        (await caller(t.app)('GET', `/public/v2/Advertisement/Get?id=${w.ads.cafeTable}`)).statusCode,
      ).toBe(200);
    for (let i = 0; i < 5; i++) expect((await beacon(t.app, w.ads.cafeTable)).statusCode).toBe(200);
    // Buffered: nothing written yet.
    expect(await counted(t, w.ads.cafeTable)).toEqual(before);
    expect(await t.app.viewBuffer.flush()).toBe(1);
    expect(await counted(t, w.ads.cafeTable)).toEqual({
      viewCount: before.viewCount + 1,
      todayViews: before.todayViews + 1,
    });
    expect(await t.app.viewBuffer.flush()).toBe(0);
  });

  it('counts different visitors (address, account) apart; not bots, not the seller', async () => {
    const before = await counted(t, w.ads.cafeTable);
    await beacon(t.app, w.ads.cafeTable, { ip: '192.0.2.1' });
    await beacon(t.app, w.ads.cafeTable, { ip: '192.0.2.2' });
    const buyer = await loginToken(t.app, 'buyer@example.com', PASSWORDS.buyer);
    await beacon(t.app, w.ads.cafeTable, { token: buyer });
    await beacon(t.app, w.ads.cafeTable, { token: buyer, ip: '192.0.2.9' });
    // The ad's seller ('other') and robots count nothing.
    const seller = await loginToken(t.app, 'other@example.com', PASSWORDS.other);
    await beacon(t.app, w.ads.cafeTable, { token: seller });
    await beacon(t.app, w.ads.cafeTable, {
      agent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      ip: '192.0.2.50',
    });
    await beacon(t.app, w.ads.cafeTable, { agent: 'curl/8.5.0', ip: '192.0.2.51' });
    await t.app.viewBuffer.flush();
    expect((await counted(t, w.ads.cafeTable)).viewCount).toBe(before.viewCount + 3);
  });

  it('counts a guest address once per ad and hour, whatever User-Agent it claims or IPv6 address of its /64', async () => {
    const before = await counted(t, w.ads.cafeTable);
    for (let i = 0; i < 55; i++) {
      const agent = `${BROWSER} Rotating/${i}`;
      expect((await beacon(t.app, w.ads.cafeTable, { ip: '192.0.2.77', agent })).statusCode).toBe(200);
      const ip = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await beacon(t.app, w.ads.cafeTable, { ip, agent })).statusCode).toBe(200);
    }
    await t.app.viewBuffer.flush();
    expect((await counted(t, w.ads.cafeTable)).viewCount).toBe(before.viewCount + 2);
  });

  it("records a signed-in visitor's recently viewed entry from a headless browser, counting no view", async () => {
    const before = await counted(t, w.ads.cafeTable);
    const buyer = await loginToken(t.app, 'buyer@example.com', PASSWORDS.buyer);
    const headless = BROWSER.replace('Chrome/', 'HeadlessChrome/');
    expect((await beacon(t.app, w.ads.cafeTable, { token: buyer, agent: headless })).statusCode).toBe(200);
    await t.app.viewBuffer.flush();
    expect(await counted(t, w.ads.cafeTable)).toEqual(before);
    const visits = await caller(t.app)('GET', '/exhibitor/v2/LastVisit/GetAll', undefined, { token: buyer });
    expect(adListResponseSchema.parse(visits.json()).data.map((ad) => ad.id)).toContain(w.ads.cafeTable);
  });

  it('answers 200 for an id that is no ad and writes nothing for it; refuses a bad body with 400', async () => {
    expect((await beacon(t.app, 2_000_000_000)).statusCode).toBe(200);
    await t.app.viewBuffer.flush();
    expect(
      await t.db.selectFrom('ad_daily_stats').select('ad_id').where('ad_id', '=', 2_000_000_000).execute(),
    ).toEqual([]);
    const bad = await caller(t.app)('POST', '/public/v2/Advertisement/View', { advertisementId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('writes what is still buffered when the app closes', async () => {
    const app = await buildApp(t.config, { database: t.database });
    const before = await counted(t, w.ads.gazelle);
    await beacon(app, w.ads.gazelle, { ip: '192.0.2.1' });
    await beacon(app, w.ads.gazelle, { ip: '192.0.2.2' });
    await app.close();
    expect((await counted(t, w.ads.gazelle)).viewCount).toBe(before.viewCount + 2);
  });

  it('knows the obvious robots', () => {
    for (const agent of [
      undefined,
      '',
      'Googlebot/2.1',
      'bingbot',
      'facebookexternalhit/1.1',
      'HeadlessChrome/140',
      'python-requests/2.32',
    ])
      expect(isBotAgent(agent), String(agent)).toBe(true);
    expect(isBotAgent(BROWSER)).toBe(false);
    expect(isBotAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1')).toBe(false);
  });
});

describe.skipIf(!redisAvailable && !redisRequired)('views buffered in Redis, two instances', () => {
  let t: TestApp;
  let b: App;
  let w: BrowseWorld;
  beforeEach(async () => {
    expect(redisAvailable, 'Redis must answer on 127.0.0.1:6379').toBe(true);
    const redis = { redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix: uniqueRedisPrefix() };
    t = await createTestApp({ config: redis });
    b = await buildApp(t.config, { database: t.database });
    w = await buildBrowseWorld(t.db);
    await Promise.all([t.app.ready(), b.ready()]);
    // ioredis connects in the background; views wait for it so they land in Redis, not in memory.
    for (const app of [t.app, b])
      while (app.redis?.status !== 'ready') await new Promise((r) => setTimeout(r, 20));
  });
  afterEach(async () => {
    await b.close();
    await t.close();
  });

  it('dedups one visitor across instances and writes each view once, whichever instance flushes', async () => {
    const before = await counted(t, w.ads.kidsBike);
    await beacon(t.app, w.ads.kidsBike, { ip: '192.0.2.1' });
    await beacon(b, w.ads.kidsBike, { ip: '192.0.2.1' });
    await beacon(b, w.ads.kidsBike, { ip: '192.0.2.2' });
    const flushed = await Promise.all([t.app.viewBuffer.flush(), b.viewBuffer.flush()]);
    expect(flushed[0] + flushed[1]).toBe(2);
    expect(await counted(t, w.ads.kidsBike)).toEqual({
      viewCount: before.viewCount + 2,
      todayViews: before.todayViews + 2,
    });
  });

  it('writes the shared buffer on close', async () => {
    const before = await counted(t, w.ads.freeSofa);
    await beacon(b, w.ads.freeSofa, { ip: '192.0.2.3' });
    await b.close();
    expect((await counted(t, w.ads.freeSofa)).viewCount).toBe(before.viewCount + 1);
    b = await buildApp(t.config, { database: t.database });
  });
});
