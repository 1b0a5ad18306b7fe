// What a client writes in its headers, and what it must never buy: a forged X-Forwarded-For through the
// web server, two lang cookies against the guest page cache, a new User-Agent per view beacon, and the hub
// token under a percent-encoded name. Each on the real servers (the web over its build) or the real app.
import { request } from 'node:http';
import { API_PATHS } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdRow, insertBoothRow } from '../test/ad-fixtures';
import { insertCategory, insertUser } from '../test/fixtures';
import { LogLines, listen } from '../test/hub-clients';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { launchApi } from './api-runner';
import type { RunningApi } from './api-runner';
import { FULL_RUN, recordFigure } from './figures';
import { createProcessWorld } from './process-world';
import type { ProcessWorld } from './process-world';
import { launchWeb } from './web-runner';
import type { RunningWeb } from './web-runner';

const SECTION = 'Forged and doubled headers';
const GUESSES = FULL_RUN ? 200 : 30;
const BEACONS = FULL_RUN ? 2_000 : 300;

/** A POST from a loopback address of its own, so this visitor's count is nobody else's. */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

const octet = () => 1 + Math.floor(Math.random() * 250);

describe('through the web server', () => {
  let world: ProcessWorld;
  let api: RunningApi;
  let web: RunningWeb;
  beforeAll(async () => {
    world = await createProcessWorld({ buyers: 0 });
    // As `npm start` runs it: the API believes the web server on loopback.
    api = await launchApi({ ...world.env, TRUST_PROXY: 'loopback' });
    web = await launchWeb(api.origin);
  });
  afterAll(async () => {
    await web?.stop();
    await api?.stop();
    await world?.cleanup();
  });

  it('a new X-Forwarded-For per admin-login guess buys no more guesses', async () => {
    const visitor = `127.${octet()}.${octet()}.${octet()}`;
    const statuses: number[] = [];
    for (let guess = 0; guess < GUESSES; guess += 1)
      statuses.push(
        await postFrom(
          visitor,
          `${web.origin}/api/admin/login`,
          { email: 'nobody@battery.example', password: `wrong-${guess}` },
          { 'x-forwarded-for': `198.51.100.${guess % 250}, 203.0.113.${guess % 250}` },
        ),
      );
    const wrong = statuses.filter((status) => status === 401).length;
    recordFigure({
      section: SECTION,
      name: 'admin-login guesses answered 401, forged address each',
      value: `${wrong} of ${GUESSES}`,
    });
    // Five failures per address and account (decision 0011), whatever the header claimed.
    expect(wrong).toBe(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('two lang cookies neither render nor store a page in the other language', async () => {
    const htmlLang = async (path: string, cookie: string) => {
      const response = await fetch(`${web.origin}${path}`, { headers: { cookie } });
      return /<html[^>]* lang="(\w+)"/.exec(await response.text())?.[1];
    };
    let mismatches = 0;
    for (const [first, second] of [
      ['nl', 'en'],
      ['en', 'nl'],
    ] as const) {
      const path = `/categoryAds?search=dubbel${Math.random().toString(36).slice(2, 8)}`;
      if ((await htmlLang(path, `lang=${first}; lang=${second}`)) !== first) mismatches += 1;
      if ((await htmlLang(path, `lang=${first}`)) !== first) mismatches += 1;
      if ((await htmlLang(path, `lang=${second}`)) !== second) mismatches += 1;
    }
    recordFigure({
      section: SECTION,
      name: 'pages served in the wrong language after a doubled lang cookie',
      value: mismatches,
    });
    expect(mismatches).toBe(0);
  });
});

describe('on the API', () => {
  let t: TestApp;
  let origin: string;
  const logs = new LogLines();
  let adId: number;
  beforeAll(async () => {
    t = await createTestApp({ logStream: logs, config: { logLevel: 'info' } });
    origin = await listen(t.app);
    const seller = await insertUser(t.db, {
      email: 'edge-seller@battery.example',
      password: 'Geheim-wachtwoord-1',
    });
    const categoryId = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
    const boothId = await insertBoothRow(t.db, seller);
    adId = await insertAdRow(t.db, { booth_id: boothId, user_id: seller, category_id: categoryId });
  });
  afterAll(() => t.close());

  it('a new User-Agent per view beacon counts one view per address and hour', async () => {
    const before = await t.db
      .selectFrom('ads')
      .select('view_count')
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    const addresses = ['192.0.2.10', '2001:db8:7:7::1', '2001:db8:7:7::2'];
    for (let i = 0; i < BEACONS; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.adView,
        remoteAddress: addresses[i % addresses.length],
        headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Rotating/${i}` },
        payload: { advertisementId: adId },
      });
      expect([200, 429]).toContain(response.statusCode);
    }
    await t.app.viewBuffer.flush();
    const after = await t.db
      .selectFrom('ads')
      .select('view_count')
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    const added = after.view_count - before.view_count;
    recordFigure({
      section: SECTION,
      name: `views counted from ${BEACONS} beacons, rotating User-Agents, 2 visitors`,
      value: added,
    });
    // One IPv4 address and one IPv6 /64.
    expect(added).toBe(2);
  });

  it('the hub token under a percent-encoded name neither authenticates nor reaches the log', async () => {
    const userId = await insertUser(t.db, {
      email: 'edge-hub@battery.example',
      password: 'Geheim-wachtwoord-1',
    });
    const token = await t.app.auth.issueToken(userId);
    const spellings = ['access%5Ftoken', '%61ccess_token', 'access_toke%6E', 'ACCESS_TOKEN', 'Access_Token'];
    const statuses: number[] = [];
    for (const key of spellings) {
      const response = await fetch(`${origin}/ChatHub/negotiate?negotiateVersion=1&${key}=${token}`, {
        method: 'POST',
      });
      statuses.push(response.status);
    }
    recordFigure({
      section: SECTION,
      name: 'encoded spellings of access_token that authenticated',
      value: statuses.filter((status) => status !== 401).length,
    });
    expect(statuses).toEqual(spellings.map(() => 401));
    const exact = await fetch(`${origin}/ChatHub/negotiate?negotiateVersion=1&access_token=${token}`, {
      method: 'POST',
    });
    expect(exact.status).toBe(200);
    expect(logs.lines.join('\n')).not.toContain(token);
  });
});
