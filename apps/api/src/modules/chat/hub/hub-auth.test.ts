// Who may open the hub: bad, expired and revoked tokens are refused on negotiate and on the upgrade,
// revoking a session closes its open connections, and no log line ever holds a token.
import { API_PATHS, errorResponseSchema } from '@kraam/shared';
import { HubConnectionState } from '@microsoft/signalr';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { caller } from '../../../test/auth-helpers';
import { insertUser } from '../../../test/fixtures';
import { LogLines, eventually, listen, officialClient } from '../../../test/hub-clients';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

const PASSWORD = 'Geheim-wachtwoord-1';

/** Opens a raw WebSocket the way browsers authenticate (access_token in the query). */
function rawSocket(origin: string, query: string): Promise<{ socket?: WebSocket; status?: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ChatHub?${query}`);
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', () => resolve({}));
  });
}

describe('hub authorization', () => {
  let t: TestApp;
  let origin: string;
  let userId: number;
  const logs = new LogLines();
  const tokens: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ logStream: logs, config: { logLevel: 'debug' } });
    origin = await listen(t.app);
    userId = await insertUser(t.db, { email: 'hub-auth@example.com', password: PASSWORD });
  });
  afterAll(async () => {
    await t.close();
    // Every token this file used, valid or not, is absent from every log line, upgrades and errors included.
    expect(logs.lines.length).toBeGreaterThan(10);
    const all = logs.lines.join('\n');
    for (const token of tokens) expect(all).not.toContain(token);
  });

  const issue = async (): Promise<string> => {
    const token = await t.app.auth.issueToken(userId);
    tokens.push(token);
    return token;
  };

  /** A token signed with the right key for a live session, with the subject and lifetime given. */
  const forged = async (subject: string, issuedAt: number, expiresAt: number): Promise<string> => {
    const valid = await issue();
    const { jti } = JSON.parse(Buffer.from(valid.split('.')[1] ?? '', 'base64url').toString()) as {
      jti: string;
    };
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('kraam')
      .setSubject(subject)
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    tokens.push(token);
    return token;
  };
  const now = () => Math.floor(Date.now() / 1000);

  const expired = () => forged(String(userId), now() - 7200, now() - 3600);

  const revoked = async (): Promise<string> => {
    const token = await issue();
    expect((await caller(t.app)('POST', API_PATHS.logout, undefined, { token })).statusCode).toBe(200);
    return token;
  };

  const garbage = (): Promise<string> => {
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.garbage-token-value';
    tokens.push(token);
    return Promise.resolve(token);
  };

  // A user id no integer column holds: once a database cast error (500).
  const outOfRange = () => forged('2147483648', now(), now() + 3600);

  const cases: [string, () => Promise<string>][] = [
    ['a garbage', garbage],
    ['an expired', expired],
    ['a revoked', revoked],
    ['an out-of-range subject', outOfRange],
  ];

  for (const [label, make] of cases) {
    it(`refuses ${label} token on negotiate, on the upgrade and in the official client`, async () => {
      const token = await make();
      const negotiate = await fetch(`${origin}/ChatHub/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(negotiate.status).toBe(401);
      expect(await negotiate.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(await rawSocket(origin, `access_token=${encodeURIComponent(token)}`)).toEqual({ status: 401 });
      for (const skipNegotiation of [false, true]) {
        const client = officialClient(origin, token, { skipNegotiation });
        await expect(client.connection.start()).rejects.toThrow();
        expect(client.connection.state).toBe(HubConnectionState.Disconnected);
      }
    });
  }

  it('refuses a missing token', async () => {
    const negotiate = await fetch(`${origin}/ChatHub/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(negotiate.status).toBe(401);
    expect(await rawSocket(origin, 'id=abc')).toEqual({ status: 401 });
    const client = officialClient(origin, '', { skipNegotiation: true });
    await expect(client.connection.start()).rejects.toThrow();
  });

  it('refuses a stranger on negotiate before looking at the query or body', async () => {
    for (const init of [
      { query: 'negotiateVersion=7' },
      { query: 'negotiateVersion=1', body: '{"x":', type: 'application/json' },
      { query: 'negotiateVersion=1', body: '<x/>', type: 'application/xml' },
    ]) {
      const negotiate = await fetch(`${origin}/ChatHub/negotiate?${init.query}`, {
        method: 'POST',
        ...(init.body === undefined ? {} : { body: init.body, headers: { 'content-type': init.type } }),
      });
      expect(negotiate.status, JSON.stringify(init)).toBe(401);
    }
  });

  it('accepts the token as access_token in the query, as browsers send it', async () => {
    const token = await issue();
    const negotiate = await fetch(
      `${origin}/ChatHub/negotiate?negotiateVersion=1&access_token=${encodeURIComponent(token)}`,
      { method: 'POST' },
    );
    expect(negotiate.status).toBe(200);
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    const { socket } = await rawSocket(
      origin,
      `id=${connectionToken}&access_token=${encodeURIComponent(token)}`,
    );
    if (!socket) throw new Error('not opened');
    const first = new Promise<string>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(data.toString())),
    );
    socket.send('{"protocol":"json","version":1}\u001e');
    expect(await first).toBe('{}\u001e');
    socket.close();
  });

  it('answers a plain GET of the hub (no upgrade) with 404 in the usual error shape', async () => {
    const response = await fetch(`${origin}/ChatHub`, {
      headers: { authorization: `Bearer ${await issue()}` },
    });
    expect(response.status).toBe(404);
    const body = errorResponseSchema.parse(await response.json());
    expect(body.code).toBe('NOT_FOUND');
  });

  it('keeps a token sent to a route without WebSocket out of the log too', async () => {
    const token = await issue();
    const marker = `stray${Date.now()}`;
    const stray = new WebSocket(
      `${origin.replace(/^http/, 'ws')}/health?${marker}=1&access_token=${encodeURIComponent(token)}`,
    );
    await new Promise((resolve) => stray.once('close', resolve).once('error', resolve));
    // The upgrade's own log lines, once written, name the request but not its token.
    await eventually(() => logs.lines.some((line) => line.includes(marker)));
    const lines = logs.lines.filter((line) => line.includes(marker));
    for (const line of lines) expect(line).not.toContain(token);
    expect(lines.some((line) => line.includes('access_token=[redacted]'))).toBe(true);
  });

  it('takes the query token only under its exact name, not a percent-encoded spelling of it', async () => {
    const token = await issue();
    for (const key of ['access%5Ftoken', '%61ccess_token', 'ACCESS_TOKEN']) {
      const negotiate = await fetch(`${origin}/ChatHub/negotiate?negotiateVersion=1&${key}=${token}`, {
        method: 'POST',
      });
      expect(negotiate.status, key).toBe(401);
      expect(await rawSocket(origin, `${key}=${encodeURIComponent(token)}`), key).toEqual({ status: 401 });
    }
  });

  it('closes an open connection when its session logs out, and keeps other sessions', async () => {
    const leaving = await issue();
    const staying = await issue();
    const a = officialClient(origin, leaving);
    const b = officialClient(origin, staying, { skipNegotiation: true });
    await a.connection.start();
    await b.connection.start();
    expect((await caller(t.app)('POST', API_PATHS.logout, undefined, { token: leaving })).statusCode).toBe(
      200,
    );
    expect(await a.closed).toBeInstanceOf(Error);
    expect(a.connection.state).toBe(HubConnectionState.Disconnected);
    expect(b.connection.state).toBe(HubConnectionState.Connected);
    await b.connection.stop();
  });

  it('closes the other sessions’ connections on a password change', async () => {
    const other = await issue();
    const current = await issue();
    const a = officialClient(origin, other);
    const b = officialClient(origin, current);
    await a.connection.start();
    await b.connection.start();
    const response = await caller(t.app)(
      'POST',
      API_PATHS.userChangePassword,
      { currentPassword: PASSWORD, newPassword: 'Nieuw-wachtwoord-2' },
      { token: current },
    );
    expect(response.statusCode).toBe(200);
    expect(await a.closed).toBeInstanceOf(Error);
    expect(b.connection.state).toBe(HubConnectionState.Connected);
    await b.connection.stop();
  });

  it('closes a connection whose session was revoked elsewhere once sessionsRevoked names its user', async () => {
    const token = await issue();
    const client = officialClient(origin, token);
    await client.connection.start();
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    expect(client.connection.state).toBe(HubConnectionState.Connected);
    // (hub-lifecycle.test.ts shows the periodic check finding it without this call.)
    await t.app.chatDelivery.sessionsRevoked(userId);
    await eventually(() => client.connection.state === HubConnectionState.Disconnected);
  });
});
