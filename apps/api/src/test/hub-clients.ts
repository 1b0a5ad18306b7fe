// Hub tests: a listening test app, the official @microsoft/signalr client in either connection mode,
// and a log collector for the "no token in any log line" checks.
import { Writable } from 'node:stream';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { HUB_RECORD_SEPARATOR, HUB_SERVER_METHODS } from '@kraam/shared';
import WebSocket from 'ws';
import type { App } from '../app';

/** Starts the app on a free port of 127.0.0.1 and returns its origin. */
export async function listen(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export interface OfficialClient {
  connection: HubConnection;
  /** SendMessage pushes received, in order (their second argument). */
  pushes: unknown[];
  /** Resolves with the first SendMessage push received after the call, or rejects after timeoutMs. */
  nextPush(timeoutMs?: number): Promise<unknown>;
  /** Resolves when the connection closes (by the server or stop()), with the error if any. */
  closed: Promise<Error | undefined>;
}

export function officialClient(
  origin: string,
  token: string | (() => string),
  options: {
    skipNegotiation?: boolean;
    /** The socket class the client opens (signalR's `WebSocket` option, absent from its typings). */
    webSocket?: new (url: string, protocols?: string | string[], options?: object) => WebSocket;
  } = {},
): OfficialClient {
  const connection = new HubConnectionBuilder()
    .withUrl(`${origin}/ChatHub`, {
      accessTokenFactory: typeof token === 'function' ? token : () => token,
      skipNegotiation: options.skipNegotiation ?? false,
      transport: HttpTransportType.WebSockets,
      ...(options.webSocket ? { WebSocket: options.webSocket } : {}),
    })
    .configureLogging(LogLevel.None)
    .build();
  const pushes: unknown[] = [];
  let waiters: ((push: unknown) => void)[] = [];
  connection.on(HUB_SERVER_METHODS.sendMessage, (_name: unknown, push: unknown) => {
    pushes.push(push);
    const current = waiters;
    waiters = [];
    for (const waiter of current) waiter(push);
  });
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  return {
    connection,
    pushes,
    closed,
    nextPush: (timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no SendMessage push arrived')), timeoutMs);
        waiters.push((push) => {
          clearTimeout(timer);
          resolve(push);
        });
      }),
  };
}

/** Collects every log line an app writes. */
export class LogLines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

/** Resolves once `check` holds, polling; rejects after timeoutMs. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A bare WebSocket on the hub, for what the official client never sends. */
export interface RawHubSocket {
  socket: WebSocket;
  /** Records received so far, parsed. */
  records: unknown[];
  /** Resolves with the next record received (or an already received one not yet taken). */
  nextRecord(timeoutMs?: number): Promise<unknown>;
  /** Resolves with the close code once the socket closed. */
  closed: Promise<number>;
  send(text: string): void;
}

export function rawHubSocket(origin: string, token: string): Promise<RawHubSocket> {
  const socket = new WebSocket(
    `${origin.replace(/^http/, 'ws')}/ChatHub?access_token=${encodeURIComponent(token)}`,
  );
  const records: unknown[] = [];
  let taken = 0;
  let wake: (() => void) | undefined;
  socket.on('message', (data: Buffer) => {
    for (const text of data.toString('utf8').split(HUB_RECORD_SEPARATOR).filter(Boolean))
      records.push(JSON.parse(text));
    wake?.();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
  const nextRecord = async (timeoutMs = 3_000): Promise<unknown> => {
    const deadline = Date.now() + timeoutMs;
    while (records.length <= taken) {
      if (Date.now() > deadline) throw new Error('no record arrived');
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 20);
      });
    }
    taken += 1;
    return records[taken - 1];
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({ socket, records, nextRecord, closed, send: (text) => socket.send(text) }),
    );
    socket.once('error', reject);
  });
}
