import { HUB_RECORD_SEPARATOR } from '@kraam/shared';
import { describe, expect, it, vi } from 'vitest';
import { HubConnection, HubMethodError } from './hub-connection';
import type { HubConnectionHooks, HubSocket } from './hub-connection';
import { DEFAULT_HUB_OPTIONS } from './hub-options';
import type { HubOptions } from './hub-options';
import { sweepConnections } from './hub-sweeper';

const RS = HUB_RECORD_SEPARATOR;
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

class FakeSocket implements HubSocket {
  sent: string[] = [];
  closedWith: number | undefined;
  terminated = false;
  bufferedAmount = 0;
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number): void {
    this.closedWith = code;
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Sent records as objects, without the separators. */
  records(): unknown[] {
    return this.sent.flatMap((chunk) =>
      chunk
        .split(RS)
        .filter(Boolean)
        .map((text) => JSON.parse(text) as unknown),
    );
  }
}

function setup(options: Partial<HubOptions> = {}, hooks: Partial<HubConnectionHooks> = {}) {
  const socket = new FakeSocket();
  const closed = vi.fn();
  const opened = vi.fn(() => undefined);
  const connection = new HubConnection(
    { id: 7, sessionId: '00000000-0000-4000-8000-000000000000', role: 'user' },
    socket,
    { ...DEFAULT_HUB_OPTIONS, ...options },
    {
      opened: hooks.opened ?? opened,
      closed,
      invoke:
        hooks.invoke ??
        ((_connection, target) =>
          target === 'Connect'
            ? Promise.resolve({ userId: 7, unreadTotal: 0 })
            : Promise.reject(new HubMethodError(`Method '${target}' does not exist.`))),
      failed: hooks.failed ?? (() => undefined),
    },
    1_000,
  );
  const receive = (text: string, now = 1_000) => connection.receive(Buffer.from(text), now);
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { socket, connection, closed, opened, receive, flush };
}

describe('HubConnection', () => {
  it('answers the handshake with {} and registers the connection', () => {
    const { socket, connection, opened, receive } = setup();
    receive(HANDSHAKE);
    expect(socket.sent).toEqual([`{}${RS}`]);
    expect(connection.handshaken).toBe(true);
    expect(opened).toHaveBeenCalledWith(connection);
  });

  it('handles the handshake and the records after it in one frame', async () => {
    const { socket, receive, flush } = setup();
    receive(
      `${HANDSHAKE}{"type":6}${RS}{"type":1,"invocationId":"0","target":"Connect","arguments":[]}${RS}`,
    );
    await flush();
    expect(socket.records()).toEqual([
      {},
      { type: 3, invocationId: '0', result: { userId: 7, unreadTotal: 0 } },
    ]);
  });

  it('answers a bad handshake with an error and closes, never registering', () => {
    const { socket, opened, closed, receive } = setup();
    receive(`{"protocol":"messagepack","version":1}${RS}{"type":6}${RS}`);
    expect(socket.records()).toEqual([{ error: "Requested protocol 'messagepack' is not available." }]);
    expect(socket.closedWith).toBe(1000);
    expect(opened).not.toHaveBeenCalled();
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('refuses the handshake when the hook says so', () => {
    const { socket, receive } = setup({}, { opened: () => 'Too many open connections for this user.' });
    receive(HANDSHAKE);
    expect(socket.records()).toEqual([{ error: 'Too many open connections for this user.' }]);
    expect(socket.closedWith).toBe(1000);
  });

  it('sends no completion for an invocation without id, and an error for an unknown method', async () => {
    const { socket, receive, flush } = setup();
    receive(HANDSHAKE);
    receive(
      `{"type":1,"target":"Connect","arguments":[]}${RS}{"type":1,"invocationId":"1","target":"Nope"}${RS}`,
    );
    await flush();
    expect(socket.records()).toEqual([
      {},
      { type: 3, invocationId: '1', error: "Method 'Nope' does not exist." },
    ]);
  });

  it('hides unexpected failures behind a generic error and reports them', async () => {
    const failed = vi.fn();
    const { socket, receive, flush } = setup(
      {},
      { invoke: () => Promise.reject(new Error('db down')), failed },
    );
    receive(`${HANDSHAKE}{"type":1,"invocationId":"2","target":"Connect"}${RS}`);
    await flush();
    expect(socket.records()[1]).toEqual({
      type: 3,
      invocationId: '2',
      error: "An unexpected error occurred invoking 'Connect' on the server.",
    });
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('ignores pings, stream items, completions, cancels and unknown types; errors stream invocations', async () => {
    const { socket, connection, receive, flush } = setup();
    receive(HANDSHAKE);
    receive(
      [2, 3, 5, 6, 42].map((type) => `{"type":${type},"invocationId":"9"}${RS}`).join('') +
        `{"type":4,"invocationId":"5","target":"Stream"}${RS}`,
    );
    await flush();
    expect(socket.records()).toEqual([
      {},
      { type: 3, invocationId: '5', error: 'Streaming is not supported.' },
    ]);
    expect(connection.closed).toBe(false);
  });

  it.each(['not json', '42', '{"type":"x"}', '{"type":1,"target":"Connect","arguments":"x"}'])(
    'closes with a close record on %s',
    (text) => {
      const { socket, connection, closed, receive } = setup();
      receive(HANDSHAKE);
      receive(`${text}${RS}`);
      expect(socket.records()[1]).toMatchObject({ type: 7 });
      expect(socket.closedWith).toBe(1000);
      expect(connection.closed).toBe(true);
      expect(closed).toHaveBeenCalledTimes(1);
    },
  );

  it('closes on a client close record', () => {
    const { socket, connection, receive } = setup();
    receive(HANDSHAKE);
    receive(`{"type":7}${RS}`);
    expect(connection.closed).toBe(true);
    expect(socket.closedWith).toBe(1000);
  });

  it('closes with 1009 when a record grows over the frame bound', () => {
    const { socket, connection, receive } = setup({ maxFrameBytes: 1024 });
    receive(HANDSHAKE);
    receive(`{"type":1,"target":"Connect","arguments":["${'x'.repeat(600)}`);
    expect(connection.closed).toBe(false);
    receive('x'.repeat(600));
    expect(connection.closed).toBe(true);
    expect(socket.records()[1]).toEqual({ type: 7, error: 'Message too large.' });
    expect(socket.closedWith).toBe(1009);
  });

  it('refuses invocations beyond the budget of a sweep without running them', async () => {
    const invoke = vi.fn(() => Promise.resolve(1));
    const { socket, receive, flush } = setup({ maxInvocationsPerSweep: 2 }, { invoke });
    receive(HANDSHAKE);
    receive([1, 2, 3].map((id) => `{"type":1,"invocationId":"${id}","target":"Connect"}${RS}`).join(''));
    await flush();
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(socket.records()).toContainEqual({
      type: 3,
      invocationId: '3',
      error: 'Too many invocations; try again shortly.',
    });
    expect(socket.records()).toContainEqual({ type: 3, invocationId: '2', result: 1 });
  });

  it('drops a client that stopped reading instead of queueing pushes for it', () => {
    const { socket, connection, closed, receive } = setup({ maxBufferedBytes: 100 });
    receive(HANDSHAKE);
    socket.bufferedAmount = 101;
    connection.send(`{"type":6}${RS}`);
    expect(socket.terminated).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('says goodbye with a close record that allows reconnecting on shutdown', () => {
    const { socket, connection, receive } = setup();
    receive(HANDSHAKE);
    connection.goAway();
    expect(socket.records()[1]).toEqual({ type: 7, error: 'Server is shutting down.', allowReconnect: true });
    expect(socket.closedWith).toBe(1001);
    connection.send(`{"type":6}${RS}`);
    expect(socket.records()).toHaveLength(2);
  });
});

describe('sweepConnections', () => {
  const options: HubOptions = { ...DEFAULT_HUB_OPTIONS, pingIntervalMs: 15_000, clientTimeoutMs: 30_000 };

  it('pings a connection that was sent nothing for about a ping interval, and only then', () => {
    const { socket, connection, receive } = setup(options);
    receive(HANDSHAKE, 1_000);
    connection.lastSentAt = 1_000;
    sweepConnections([connection], options, 6_000);
    expect(socket.records()).toEqual([{}]);
    sweepConnections([connection], options, 14_000);
    expect(socket.records()).toEqual([{}, { type: 6 }]);
  });

  it('drops a connection that sent nothing for the client timeout', () => {
    const { socket, connection, receive } = setup(options);
    receive(HANDSHAKE, 1_000);
    receive(`{"type":6}${RS}`, 20_000);
    sweepConnections([connection], options, 49_000);
    expect(socket.terminated).toBe(false);
    sweepConnections([connection], options, 50_000);
    expect(socket.terminated).toBe(true);
  });

  it('drops a socket that never finishes its handshake', () => {
    const { socket, connection } = setup({ ...options, handshakeTimeoutMs: 10_000 });
    sweepConnections([connection], options, 10_999);
    expect(socket.terminated).toBe(false);
    sweepConnections([connection], { ...options, handshakeTimeoutMs: 10_000 }, 11_000);
    expect(socket.terminated).toBe(true);
  });

  it('starts every connection’s invocation budget over', () => {
    const { connection } = setup(options);
    connection.invocations = 20;
    sweepConnections([connection], options, 2_000);
    expect(connection.invocations).toBe(0);
  });
});
