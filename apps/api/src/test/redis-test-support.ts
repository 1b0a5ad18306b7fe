// Redis for tests: the local server CI runs (127.0.0.1:6379), a prefix per test so parallel files never
// share a channel, and whether a missing Redis may skip (on a laptop) or must fail (CI=true).
import { randomBytes } from 'node:crypto';
import net from 'node:net';

export const REDIS_TEST_URL = 'redis://127.0.0.1:6379';
const REDIS_PORT = 6379;

/** Under CI the Redis tests fail loudly rather than skip. */
export const redisRequired = process.env.CI === 'true' || process.env.CI === '1';

export const uniqueRedisPrefix = (): string => `kraam-test-${randomBytes(6).toString('hex')}:`;

/** Whether a Redis server answers PING on 127.0.0.1:6379 within a second. */
export function redisAnswers(port = REDIS_PORT): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A TCP proxy in front of Redis that a test can cut (Redis "goes down") and restore on the same port. */
export interface TcpProxy {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function redisProxy(targetPort = REDIS_PORT): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const createServer = () =>
    net.createServer((client) => {
      const upstream = net.connect(targetPort, '127.0.0.1');
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  let server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no proxy address');
  const port = address.port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: stop,
    async restore() {
      server = createServer();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: stop,
  };
}
