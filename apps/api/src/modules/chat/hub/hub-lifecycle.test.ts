// The hub over a real socket with short timings: framing, handshake errors, pings both ways, timeouts,
// oversized frames, the periodic session check and a shutdown that sends type 7 and never hangs.
import { HUB_RECORD_SEPARATOR } from '@kraam/shared';
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertUser } from '../../../test/fixtures';
import { eventually, listen, officialClient, rawHubSocket } from '../../../test/hub-clients';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

const RS = HUB_RECORD_SEPARATOR;
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const TIMINGS = {
  pingIntervalMs: 300,
  clientTimeoutMs: 900,
  handshakeTimeoutMs: 600,
  sessionCheckIntervalMs: 300,
};

describe('the hub over a socket', () => {
  let t: TestApp;
  let origin: string;
  let userId: number;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ chatHub: TIMINGS });
    origin = await listen(t.app);
    userId = await insertUser(t.db, { email: 'hub-life@example.com', password: 'Geheim-wachtwoord-1' });
    token = await t.app.auth.issueToken(userId);
  });
  afterAll(() => t.close());

  it('answers a handshake and an invocation batched in one frame, and a record split over frames', async () => {
    const raw = await rawHubSocket(origin, token);
    raw.send(`${HANDSHAKE}{"type":1,"invocationId":"1","target":"Connect","arguments":[]}${RS}`);
    expect(await raw.nextRecord()).toEqual({});
    expect(await raw.nextRecord()).toEqual({
      type: 3,
      invocationId: '1',
      result: { userId, unreadTotal: 0 },
    });
    raw.send('{"type":1,"invocationId":"2",');
    raw.send(`"target":"connect"}${RS}{"type":6}${RS}`);
    expect(await raw.nextRecord()).toMatchObject({ type: 3, invocationId: '2', result: { userId } });
    raw.socket.close();
  });

  it('answers an unsupported handshake with an error record and closes', async () => {
    const raw = await rawHubSocket(origin, token);
    raw.send(`{"protocol":"json","version":2}${RS}`);
    expect(await raw.nextRecord()).toEqual({ error: 'Requested protocol version is not supported.' });
    expect(await raw.closed).toBe(1000);
  });

  it('closes with a close record on a record that is not JSON', async () => {
    const raw = await rawHubSocket(origin, token);
    raw.send(HANDSHAKE);
    await raw.nextRecord();
    raw.send(`{"type":1,${RS}`);
    expect(await raw.nextRecord()).toEqual({ type: 7, error: 'Record is not a JSON object.' });
    expect(await raw.closed).toBe(1000);
  });

  it('closes on an oversized frame, and on a record growing over frames', async () => {
    const big = await rawHubSocket(origin, token);
    big.send(HANDSHAKE);
    await big.nextRecord();
    big.send(`{"type":1,"target":"Connect","arguments":["${'x'.repeat(70 * 1024)}"]}${RS}`);
    expect(await big.closed).toBe(1009);

    const growing = await rawHubSocket(origin, token);
    growing.send(HANDSHAKE);
    await growing.nextRecord();
    growing.send(`{"type":1,"target":"Connect","arguments":["${'x'.repeat(40 * 1024)}`);
    growing.send('x'.repeat(40 * 1024));
    expect(await growing.nextRecord()).toEqual({ type: 7, error: 'Message too large.' });
    expect(await growing.closed).toBe(1009);
  });

  it('pings an idle connection and keeps one that pings back', async () => {
    const raw = await rawHubSocket(origin, token);
    raw.send(HANDSHAKE);
    await raw.nextRecord();
    const pinger = setInterval(() => raw.send(`{"type":6}${RS}`), 200);
    // Five server pings span more than the client timeout: a connection that pings back outlives it.
    const serverPings = () => raw.records.filter((record) => JSON.stringify(record) === '{"type":6}').length;
    await eventually(() => serverPings() >= 5 || raw.socket.readyState !== raw.socket.OPEN, 20_000);
    clearInterval(pinger);
    expect(serverPings()).toBeGreaterThanOrEqual(5);
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    raw.socket.close();
  });

  it('drops a connection that stops sending, and a socket that never shakes hands', async () => {
    // Each clock starts before the server's can: before the handshake is sent, before the socket connects.
    const silent = await rawHubSocket(origin, token);
    const lastSent = Date.now();
    silent.send(HANDSHAKE);
    const connecting = Date.now();
    const shy = await rawHubSocket(origin, token);
    expect(await shy.closed).toBe(1006);
    expect(Date.now() - connecting).toBeGreaterThanOrEqual(TIMINGS.handshakeTimeoutMs - 50);
    expect(await silent.closed).toBe(1006);
    expect(Date.now() - lastSent).toBeGreaterThanOrEqual(TIMINGS.clientTimeoutMs - 50);
  });

  it('keeps the official client connected on the server’s pings alone', async () => {
    let serverPings = 0;
    /** The client's own socket, counting the server's pings as they arrive. */
    class CountingSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[], options?: object) {
        super(url, protocols, options);
        this.on('message', (data: Buffer) => {
          serverPings += data.toString().split('{"type":6}').length - 1;
        });
      }
    }
    const client = officialClient(origin, token, { webSocket: CountingSocket });
    client.connection.serverTimeoutInMilliseconds = 1_000;
    client.connection.keepAliveIntervalInMilliseconds = 250;
    await client.connection.start();
    // Pings over more than twice the client's server timeout: only the server's pings kept it open.
    await eventually(
      () => serverPings >= 7 || client.connection.state !== HubConnectionState.Connected,
      20_000,
    );
    expect(serverPings).toBeGreaterThanOrEqual(7);
    expect(client.connection.state).toBe(HubConnectionState.Connected);
    await client.connection.stop();
  });

  it('closes a connection whose session was revoked behind the API’s back on the periodic check', async () => {
    const own = await t.app.auth.issueToken(userId);
    const raw = await rawHubSocket(origin, own);
    raw.send(HANDSHAKE);
    await raw.nextRecord();
    const pinger = setInterval(() => raw.send(`{"type":6}${RS}`), 200);
    const { jti } = JSON.parse(Buffer.from(own.split('.')[1] ?? '', 'base64url').toString()) as {
      jti: string;
    };
    await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', jti).execute();
    expect(await raw.closed).toBe(1000);
    clearInterval(pinger);
    expect(raw.records).toContainEqual({ type: 7, error: 'Session ended.' });
  });
});

describe('shutting down', () => {
  it('sends every connection a close record and closes, even with a client that stopped reading', async () => {
    const t = await createTestApp();
    try {
      const origin = await listen(t.app);
      const userId = await insertUser(t.db, {
        email: 'hub-close@example.com',
        password: 'Geheim-wachtwoord-1',
      });
      const token = await t.app.auth.issueToken(userId);
      const client = officialClient(origin, token);
      await client.connection.start();
      const raw = await rawHubSocket(origin, token);
      raw.send(HANDSHAKE);
      await raw.nextRecord();
      const stuck = await rawHubSocket(origin, token);
      stuck.send(HANDSHAKE);
      await stuck.nextRecord();
      // This one never answers the WebSocket close: shutdown must not wait for it.
      (stuck.socket as unknown as { _socket: { pause(): void } })._socket.pause();

      const started = Date.now();
      await t.app.close();
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await raw.nextRecord()).toEqual({
        type: 7,
        error: 'Server is shutting down.',
        allowReconnect: true,
      });
      expect(await raw.closed).toBe(1001);
      expect(await client.closed).toBeInstanceOf(Error);
      expect(client.connection.state).toBe(HubConnectionState.Disconnected);
    } finally {
      await t.close();
    }
  });
});
