// Auth abuse, across the whole API rather than one route: every forged, stale or garbage
// bearer token against every gated route (user and admin), session kinds kept apart; the password
// reset flow (reuse, expiry, another purpose, another user, old sessions ended, brute force limited);
// and per-address rate limits that a made-up X-Forwarded-For cannot reset. Single-route versions of
// some of these live in accounts.test.ts, admin-routes.test.ts and rate-limits.test.ts.
import { API_PATHS, RESET_TOKEN_MINUTES } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../modules/accounts/account-routes';
import { createEmailToken } from '../modules/accounts/email-tokens';
import { insertUser } from '../test/fixtures';
import { answerProblem } from './answer-check';
import { createAccessWorld } from './access-world';
import type { AccessWorld } from './access-world';
import { recordFigure } from './figures';
import { GARBAGE_AUTHORIZATION, forgedTokens } from './forged-tokens';
import { routeCollector, routeName } from './route-table';
import type { FuzzRoute } from './route-table';
import { addressLimitCases } from './address-limits';

const SECTION = 'Auth abuse';

describe('forged, stale and garbage tokens on every gated route', () => {
  const collector = routeCollector();
  let world: AccessWorld;
  beforeAll(async () => {
    world = await createAccessWorld({ onRoute: collector.onRoute });
  });
  afterAll(() => world.t.close());

  const send = (route: FuzzRoute, authorization: string | undefined) =>
    world.t.app.inject({
      method: route.method,
      url: route.url.replace(':id', '1'),
      headers: {
        'content-type': 'application/json',
        ...(authorization === undefined ? {} : { authorization }),
      },
      ...(route.method === 'POST' || route.method === 'PUT' ? { payload: '{}' } : {}),
    });

  /** Tokens that must not pass: forged from a live one, and sessions ended by logout or deleted. */
  async function deadTokens(kind: 'user' | 'admin'): Promise<Record<string, string>> {
    const userId = kind === 'admin' ? world.adminId : world.owner.id;
    const live = kind === 'admin' ? world.adminToken : world.owner.token;
    const loggedOut = await world.t.app.auth.issueToken(userId, kind);
    const logout = kind === 'admin' ? API_PATHS.adminLogout : API_PATHS.logout;
    const out = await world.t.app.inject({
      method: 'POST',
      url: logout,
      headers: { authorization: `Bearer ${loggedOut}` },
    });
    expect(out.statusCode, out.body).toBe(200);
    const deleted = await world.t.app.auth.issueToken(userId, kind);
    const { jti } = JSON.parse(Buffer.from(deleted.split('.')[1] ?? '', 'base64url').toString()) as {
      jti: string;
    };
    await world.t.db.deleteFrom('sessions').where('id', '=', jti).execute();
    return {
      ...(await forgedTokens(live, world.t.config.jwtSecret)),
      'logged out': loggedOut,
      'session row deleted': deleted,
    };
  }

  it('answers 401 to each of them on every user and admin route, 403 to a user session on /admin', async () => {
    const gated = collector.routes.filter((route) => route.gate !== 'public');
    expect(gated.length).toBeGreaterThan(25);
    const dead = { user: await deadTokens('user'), admin: await deadTokens('admin') };
    const failures: string[] = [];
    let cases = 0;
    const expectStatus = async (
      route: FuzzRoute,
      name: string,
      authorization: string | undefined,
      status: number,
    ) => {
      const response = await send(route, authorization);
      cases += 1;
      const problem = answerProblem(response);
      if (response.statusCode !== status || problem)
        failures.push(
          `${routeName(route)} with ${name}: ${response.statusCode} (expected ${status}) ${response.body.slice(0, 200)}`,
        );
    };
    for (const route of gated) {
      const kind = route.gate === 'admin' ? 'admin' : 'user';
      for (const [name, token] of Object.entries(dead[kind]))
        await expectStatus(route, name, `Bearer ${token}`, 401);
      for (const [name, header] of Object.entries(GARBAGE_AUTHORIZATION))
        await expectStatus(route, name, header, 401);
      await expectStatus(route, 'no Authorization', undefined, 401);
      if (kind === 'user') await expectStatus(route, 'an admin session', `Bearer ${world.adminToken}`, 401);
      else await expectStatus(route, 'a user session', `Bearer ${world.owner.token}`, 403);
    }
    // The live tokens themselves still work, and lower-case `bearer` is the same scheme.
    const userGet = { method: 'GET', url: API_PATHS.userGet, gate: 'user' } as const;
    await expectStatus(userGet, 'the live token', `bearer ${world.owner.token}`, 200);
    const audit = { method: 'GET', url: API_PATHS.adminAudit, gate: 'admin' } as const;
    await expectStatus(audit, 'the live admin token', `Bearer ${world.adminToken}`, 200);
    recordFigure({
      section: SECTION,
      name: 'gated routes × dead or garbage tokens',
      value: cases,
      unit: 'requests',
    });
    expect(failures).toEqual([]);
  });
});

describe('a huge Authorization header over real HTTP', () => {
  let world: AccessWorld;
  beforeAll(async () => {
    world = await createAccessWorld();
  });
  afterAll(() => world.t.close());

  it("is refused by Node's header limit (431) and the server keeps answering", async () => {
    const base = await world.t.app.listen({ host: '127.0.0.1', port: 0 });
    const huge = await fetch(`${base}${API_PATHS.userGet}`, {
      headers: { authorization: `Bearer ${'a'.repeat(64 * 1024)}` },
    });
    expect(huge.status).toBe(431);
    const after = await fetch(`${base}${API_PATHS.userGet}`, {
      headers: { authorization: `Bearer ${world.owner.token}` },
    });
    expect(after.status).toBe(200);
  });
});

describe('the password reset flow', () => {
  let world: AccessWorld;
  let address = 0;
  const nextAddress = () => `198.51.100.${(address += 1)}`;
  beforeAll(async () => {
    world = await createAccessWorld();
  });
  afterAll(() => world.t.close());

  const reset = (token: string, password: string, ip = nextAddress(), spoofed?: string) =>
    world.t.app.inject({
      method: 'POST',
      url: API_PATHS.resetPassword,
      remoteAddress: ip,
      headers: spoofed ? { 'x-forwarded-for': spoofed } : {},
      payload: { token, password },
    });
  const login = (email: string, password: string) =>
    world.t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      remoteAddress: nextAddress(),
      payload: { email, password },
    });

  it('uses a token once, refuses an expired one and one made for confirming', async () => {
    const userId = await insertUser(world.t.db, {
      email: 'once@example.com',
      password: 'Eerste-wachtwoord-1',
    });
    const token = await createEmailToken(world.t.db, userId, 'reset', RESET_TOKEN_MINUTES);
    expect((await reset(token, 'Tweede-wachtwoord-2')).statusCode).toBe(200);
    const again = await reset(token, 'Derde-wachtwoord-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await login('once@example.com', 'Tweede-wachtwoord-2')).statusCode).toBe(200);

    const expired = await createEmailToken(world.t.db, userId, 'reset', -1);
    expect((await reset(expired, 'Vierde-wachtwoord-4')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const confirm = await createEmailToken(world.t.db, userId, 'confirm', 60);
    expect((await reset(confirm, 'Vijfde-wachtwoord-5')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await login('once@example.com', 'Tweede-wachtwoord-2')).statusCode).toBe(200);
  });

  it("one user's token changes that user's password only, and a new token spends the older ones", async () => {
    const a = await insertUser(world.t.db, { email: 'anna@example.com', password: 'Anna-wachtwoord-1' });
    const b = await insertUser(world.t.db, { email: 'bram@example.com', password: 'Bram-wachtwoord-1' });
    const older = await createEmailToken(world.t.db, b, 'reset', RESET_TOKEN_MINUTES);
    const newer = await createEmailToken(world.t.db, b, 'reset', RESET_TOKEN_MINUTES);
    expect((await reset(newer, 'Gekozen-door-bram-2')).statusCode).toBe(200);
    expect((await reset(older, 'Gekozen-door-een-ander-3')).statusCode).toBe(400);
    expect((await login('bram@example.com', 'Gekozen-door-bram-2')).statusCode).toBe(200);
    expect((await login('anna@example.com', 'Anna-wachtwoord-1')).statusCode).toBe(200);
    expect((await login('anna@example.com', 'Gekozen-door-bram-2')).statusCode).toBe(401);
    expect(a).not.toBe(b);
  });

  it('ends every session of the account, and only of that account', async () => {
    const victim = await insertUser(world.t.db, {
      email: 'victim@example.com',
      password: 'Oud-wachtwoord-1',
    });
    const sessions = [await world.userToken(victim), await world.userToken(victim)];
    const token = await createEmailToken(world.t.db, victim, 'reset', RESET_TOKEN_MINUTES);
    expect((await reset(token, 'Nieuw-wachtwoord-2')).statusCode).toBe(200);
    for (const session of [...sessions, world.owner.token]) {
      const response = await world.t.app.inject({
        method: 'GET',
        url: API_PATHS.userGet,
        headers: { authorization: `Bearer ${session}` },
      });
      expect(response.statusCode).toBe(session === world.owner.token ? 200 : 401);
    }
  });

  it('limits guessing tokens per address, whatever X-Forwarded-For says', async () => {
    const guesser = '203.0.113.200';
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) {
      const guess = Buffer.from(`guess-${i}-${'x'.repeat(32)}`).toString('base64url');
      answers.push((await reset(guess, 'Geraden-wachtwoord-1', guesser, `192.0.2.${i}`)).statusCode);
    }
    const limitedFrom = answers.indexOf(429);
    expect(limitedFrom).toBe(ACCOUNT_LIMITS.reset.max);
    expect(answers.slice(0, limitedFrom).every((status) => status === 400)).toBe(true);
    expect(answers.slice(limitedFrom).every((status) => status === 429)).toBe(true);
    recordFigure({ section: SECTION, name: 'reset token guesses before 429', value: limitedFrom });
  });
});

describe.each([
  { trustProxy: false as const, label: 'TRUST_PROXY unset' },
  { trustProxy: 'loopback', label: 'TRUST_PROXY=loopback' },
])('per-address limits with a spoofed X-Forwarded-For, $label', ({ trustProxy, label }) => {
  let world: AccessWorld;
  beforeAll(async () => {
    world = await createAccessWorld({ app: { config: { trustProxy } } });
  });
  afterAll(() => world.t.close());

  it('counts the real client and not what it claims', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const [index, c] of addressLimitCases(world.t.config).entries()) {
      // Unset: the socket is the client. Loopback: the socket is the web server, and the client is the
      // address it appended last; what came before it is the client's own claim.
      const client = `203.0.113.${index + 1}`;
      const as = (real: string, i: number) =>
        world.t.app.inject({
          method: c.method,
          url: c.url,
          remoteAddress: trustProxy ? '127.0.0.1' : real,
          headers: {
            'x-forwarded-for': trustProxy
              ? `198.18.${i >> 8}.${i & 255}, ${real}`
              : `198.18.${i >> 8}.${i & 255}`,
            ...(c.method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(c.method === 'POST' ? { payload: '{}' } : {}),
        });
      for (let i = 0; i < c.max; i++) {
        const response = await as(client, i);
        requests += 1;
        if (response.statusCode === 429) {
          failures.push(`${c.name}: limited after ${i} of ${c.max}`);
          break;
        }
      }
      const limited = await as(client, c.max);
      const neighbour = await as(`203.0.113.${index + 101}`, c.max);
      requests += 2;
      if (limited.statusCode !== 429 || answerProblem(limited))
        failures.push(`${c.name}: call ${c.max + 1} answered ${limited.statusCode}, expected 429`);
      if (neighbour.statusCode === 429) failures.push(`${c.name}: another client was limited too`);
    }
    recordFigure({
      section: SECTION,
      name: `X-Forwarded-For spoofing, ${label}`,
      value: requests,
      unit: 'requests',
    });
    expect(failures).toEqual([]);
  });

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    // A client that connects directly, not through the proxy, and claims to be someone new each time.
    const direct = '198.51.100.250';
    const [c] = addressLimitCases(world.t.config);
    if (!c) throw new Error('no limited call');
    const statuses: number[] = [];
    for (let i = 0; i <= c.max; i++) {
      const response = await world.t.app.inject({
        method: c.method,
        url: c.url,
        remoteAddress: direct,
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).not.toContain(429);
  });
});
