// The SignalR JSON hub protocol (DESIGN §5) as pure functions: splitting frames into records, the
// handshake, reading a client record and building the server's records. No sockets here.
import { HUB_MESSAGE_TYPES, HUB_RECORD_SEPARATOR } from '@kraam/shared';

const SEPARATOR_BYTE = HUB_RECORD_SEPARATOR.charCodeAt(0);
/** Longer names or ids are not something the official client sends; refusing them bounds the work. */
const MAX_NAME_LENGTH = 128;

export interface RecordReader {
  /**
   * The complete records this frame finishes, as text without the separator; `null` when the
   * unfinished record held back would grow beyond the bound (the caller closes the connection).
   */
  push(frame: Buffer): string[] | null;
  /** Bytes held back for a record a later frame completes. */
  readonly pendingBytes: number;
}

/**
 * One frame may carry several records and a record may be split over frames. 0x1E never occurs
 * inside a UTF-8 sequence, so splitting bytes is safe; a record is decoded only once complete.
 */
export function createRecordReader(maxPendingBytes: number): RecordReader {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  return {
    push(frame) {
      const records: string[] = [];
      let start = 0;
      let end = frame.indexOf(SEPARATOR_BYTE, start);
      while (end !== -1) {
        const piece = frame.subarray(start, end);
        const bytes = pending.length > 0 ? Buffer.concat([...pending, piece]) : piece;
        if (bytes.length > maxPendingBytes) return null;
        pending = [];
        pendingBytes = 0;
        records.push(bytes.toString('utf8'));
        start = end + 1;
        end = frame.indexOf(SEPARATOR_BYTE, start);
      }
      if (start < frame.length) {
        pendingBytes += frame.length - start;
        if (pendingBytes > maxPendingBytes) return null;
        pending.push(frame.subarray(start));
      }
      return records;
    },
    get pendingBytes() {
      return pendingBytes;
    },
  };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export type HandshakeResult = { ok: true } | { ok: false; error: string };

/** Only `{"protocol":"json","version":1}` is spoken; anything else is answered with an error. */
export function parseHandshake(text: string): HandshakeResult {
  const request = parseObject(text);
  if (!request) return { ok: false, error: 'Handshake request is not a JSON object.' };
  if (request.protocol !== 'json')
    return {
      ok: false,
      error: `Requested protocol '${String(request.protocol).slice(0, 32)}' is not available.`,
    };
  if (request.version !== 1) return { ok: false, error: 'Requested protocol version is not supported.' };
  return { ok: true };
}

export type ClientRecord =
  | { kind: 'invocation'; target: string; invocationId: string | undefined; arguments: unknown[] }
  /** Streams are not offered: answered with an error completion when it has an id. */
  | { kind: 'streamInvocation'; invocationId: string | undefined }
  | { kind: 'ping' }
  | { kind: 'close' }
  /** Stream items, completions, cancels and types this server does not know: nothing to do. */
  | { kind: 'ignored'; type: number }
  /** Not a hub record at all: the connection is closed. */
  | { kind: 'invalid'; error: string };

const optionalId = (value: unknown): string | undefined | false =>
  value === undefined ? undefined : typeof value === 'string' && value.length <= MAX_NAME_LENGTH && value;

/** Reads one record after the handshake. */
export function parseClientRecord(text: string): ClientRecord {
  const record = parseObject(text);
  if (!record) return { kind: 'invalid', error: 'Record is not a JSON object.' };
  const type = record.type;
  if (typeof type !== 'number' || !Number.isInteger(type))
    return { kind: 'invalid', error: 'Record has no message type.' };
  switch (type) {
    case HUB_MESSAGE_TYPES.invocation: {
      const invocationId = optionalId(record.invocationId);
      const { target, arguments: args = [] } = record;
      if (invocationId === false || typeof target !== 'string' || target.length > MAX_NAME_LENGTH)
        return { kind: 'invalid', error: 'Invalid invocation.' };
      if (!Array.isArray(args)) return { kind: 'invalid', error: 'Invocation arguments must be an array.' };
      return { kind: 'invocation', target, invocationId, arguments: args as unknown[] };
    }
    case HUB_MESSAGE_TYPES.streamInvocation: {
      const invocationId = optionalId(record.invocationId);
      if (invocationId === false) return { kind: 'invalid', error: 'Invalid stream invocation.' };
      return { kind: 'streamInvocation', invocationId };
    }
    case HUB_MESSAGE_TYPES.ping:
      return { kind: 'ping' };
    case HUB_MESSAGE_TYPES.close:
      return { kind: 'close' };
    default:
      return { kind: 'ignored', type };
  }
}

const record = (value: object): string => JSON.stringify(value) + HUB_RECORD_SEPARATOR;

export const HANDSHAKE_OK_RECORD = record({});
export const PING_RECORD = record({ type: HUB_MESSAGE_TYPES.ping });

export const handshakeErrorRecord = (error: string): string => record({ error });

/** A server → client call; built once per push and sent to every connection as is. */
export const invocationRecord = (target: string, args: readonly unknown[]): string =>
  record({ type: HUB_MESSAGE_TYPES.invocation, target, arguments: args });

export const completionRecord = (
  invocationId: string,
  outcome: { result: unknown } | { error: string },
): string => record({ type: HUB_MESSAGE_TYPES.completion, invocationId, ...outcome });

/** `allowReconnect` tells the official client whether its automatic reconnect may try again. */
export const closeRecord = (error?: string, allowReconnect = false): string =>
  record({
    type: HUB_MESSAGE_TYPES.close,
    ...(error === undefined ? {} : { error }),
    ...(allowReconnect ? { allowReconnect: true } : {}),
  });
