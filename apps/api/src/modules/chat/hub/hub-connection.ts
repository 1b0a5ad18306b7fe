// One hub connection: reads frames into records, answers the handshake, dispatches invocations and
// sends records. It holds only counters and timestamps; the hub's one sweep timer pings and expires it.
import type { AuthUser } from '../../../plugins/auth';
import type { HubPeer } from '../delivery/connection-registry';
import type { HubOptions } from './hub-options';
import {
  HANDSHAKE_OK_RECORD,
  closeRecord,
  completionRecord,
  createRecordReader,
  handshakeErrorRecord,
  parseClientRecord,
  parseHandshake,
} from './hub-protocol';

/** The part of a `ws` WebSocket the hub uses. */
export interface HubSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  readonly bufferedAmount: number;
}

export interface HubConnectionHooks {
  /** After the handshake: registers it, or answers why it is refused. */
  opened(connection: HubConnection): string | undefined;
  /** Once, however the connection ended. */
  closed(connection: HubConnection): void;
  /** Runs a client invocation; throws HubMethodError for what the client should see. */
  invoke(connection: HubConnection, target: string, args: unknown[]): Promise<unknown>;
  /** An unexpected failure (a bug), for the log. */
  failed(error: unknown, target: string): void;
}

/** An error whose message the client may read in the completion. */
export class HubMethodError extends Error {}

const CLOSE_NORMAL = 1000;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_TOO_BIG = 1009;

export class HubConnection implements HubPeer {
  readonly userId: number;
  readonly sessionId: string;
  lastReceivedAt: number;
  lastSentAt: number;
  readonly openedAt: number;
  invocations = 0;
  handshaken = false;
  private ended = false;
  private readonly reader;

  constructor(
    user: AuthUser,
    private readonly socket: HubSocket,
    private readonly options: HubOptions,
    private readonly hooks: HubConnectionHooks,
    now = Date.now(),
  ) {
    this.userId = user.id;
    this.sessionId = user.sessionId;
    this.openedAt = now;
    this.lastReceivedAt = now;
    this.lastSentAt = now;
    this.reader = createRecordReader(options.maxFrameBytes);
  }

  get closed(): boolean {
    return this.ended;
  }

  /** A WebSocket message (text or binary). */
  receive(frame: Buffer, now = Date.now()): void {
    if (this.ended) return;
    this.lastReceivedAt = now;
    const records = this.reader.push(frame);
    if (records === null) {
      this.close('Message too large.', false, CLOSE_TOO_BIG);
      return;
    }
    for (const text of records) {
      if (this.ended) return;
      if (this.handshaken) this.handle(text);
      else this.handshake(text);
    }
  }

  send(record: string): void {
    if (this.ended) return;
    // A client that stopped reading would make us hold every push for it: drop it instead.
    if (this.socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.terminate();
      return;
    }
    this.socket.send(record);
    this.lastSentAt = Date.now();
  }

  /** A close record, then the WebSocket closing handshake. */
  close(error: string | undefined, allowReconnect: boolean, code = CLOSE_NORMAL): void {
    if (this.ended) return;
    if (this.handshaken) this.send(closeRecord(error, allowReconnect));
    this.end();
    this.socket.close(code);
  }

  /** Shutdown: the client may reconnect (to another instance). */
  goAway(): void {
    if (this.ended) return;
    this.send(closeRecord('Server is shutting down.', true));
    this.end();
    this.socket.close(CLOSE_GOING_AWAY);
  }

  /** Drops the socket without a goodbye: for dead or stuck clients. */
  terminate(): void {
    this.end();
    this.socket.terminate();
  }

  /** The socket closed (either side). */
  socketClosed(): void {
    this.end();
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.hooks.closed(this);
  }

  private handshake(text: string): void {
    const result = parseHandshake(text);
    if (!result.ok) {
      this.socket.send(handshakeErrorRecord(result.error));
      this.end();
      this.socket.close(CLOSE_NORMAL);
      return;
    }
    const refusal = this.hooks.opened(this);
    if (refusal !== undefined) {
      this.socket.send(handshakeErrorRecord(refusal));
      this.end();
      this.socket.close(CLOSE_NORMAL);
      return;
    }
    this.handshaken = true;
    this.send(HANDSHAKE_OK_RECORD);
  }

  private handle(text: string): void {
    const record = parseClientRecord(text);
    switch (record.kind) {
      case 'invocation':
        this.invoke(record.target, record.invocationId, record.arguments);
        return;
      case 'streamInvocation':
        if (record.invocationId !== undefined)
          this.send(completionRecord(record.invocationId, { error: 'Streaming is not supported.' }));
        return;
      case 'close':
        this.end();
        this.socket.close(CLOSE_NORMAL);
        return;
      case 'invalid':
        this.close(record.error, false);
        return;
      case 'ping':
      case 'ignored':
        return;
    }
  }

  private invoke(target: string, invocationId: string | undefined, args: unknown[]): void {
    this.invocations += 1;
    if (this.invocations > this.options.maxInvocationsPerSweep) {
      if (invocationId !== undefined)
        this.send(completionRecord(invocationId, { error: 'Too many invocations; try again shortly.' }));
      return;
    }
    this.hooks.invoke(this, target, args).then(
      (result) => {
        if (invocationId !== undefined) this.send(completionRecord(invocationId, { result: result ?? null }));
      },
      (error: unknown) => {
        if (!(error instanceof HubMethodError)) this.hooks.failed(error, target);
        if (invocationId === undefined) return;
        const message =
          error instanceof HubMethodError
            ? error.message
            : `An unexpected error occurred invoking '${target}' on the server.`;
        this.send(completionRecord(invocationId, { error: message }));
      },
    );
  }
}
