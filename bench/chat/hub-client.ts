// A lean SignalR JSON-protocol client on `ws` for the load: thousands of them in one process would not
// fit with the official client (each brings its own timers and HTTP negotiation). The integration tests
// prove the official client against the same hub.
import WebSocket from 'ws';
import {
  HUB_CLIENT_METHODS,
  HUB_MESSAGE_TYPES,
  HUB_RECORD_SEPARATOR,
  HUB_SERVER_METHODS,
  sendMessagePushSchema,
} from '@kraam/shared';
import type { SendMessagePush } from '@kraam/shared';

export interface HubClient {
  userId: number;
  /** Sends a ping record: the hub closes connections that stay silent for 30 s. */
  ping(): void;
  isOpen(): boolean;
  close(): void;
}

const record = (value: unknown): string => `${JSON.stringify(value)}${HUB_RECORD_SEPARATOR}`;

/** A frame's text: `ws` hands Buffers by default (binaryType 'nodebuffer'). */
export function frameText(data: WebSocket.RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(new Uint8Array(data)).toString('utf8');
}

/** Opens /ChatHub, shakes hands, invokes Connect and resolves once its completion arrives. */
export function connectHubClient(
  apiUrl: string,
  userId: number,
  token: string,
  onPush: (push: SendMessagePush) => void,
): Promise<HubClient> {
  const url = `${apiUrl.replace(/^http/, 'ws')}/ChatHub?access_token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    let buffer = '';
    let handshakeDone = false;
    const client: HubClient = {
      userId,
      ping: () =>
        socket.readyState === WebSocket.OPEN && socket.send(record({ type: HUB_MESSAGE_TYPES.ping })),
      isOpen: () => socket.readyState === WebSocket.OPEN,
      close: () => socket.close(),
    };
    socket.on('open', () => {
      socket.send(record({ protocol: 'json', version: 1 }));
    });
    socket.on('message', (data: WebSocket.RawData) => {
      buffer += frameText(data);
      let end = buffer.indexOf(HUB_RECORD_SEPARATOR);
      while (end >= 0) {
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        end = buffer.indexOf(HUB_RECORD_SEPARATOR);
        const message = JSON.parse(text) as {
          type?: number;
          target?: string;
          arguments?: unknown[];
          error?: string;
          invocationId?: string;
        };
        if (!handshakeDone) {
          if (message.error) return reject(new Error(`handshake refused: ${message.error}`));
          handshakeDone = true;
          socket.send(
            record({
              type: HUB_MESSAGE_TYPES.invocation,
              invocationId: '1',
              target: HUB_CLIENT_METHODS.connect,
              arguments: [],
            }),
          );
          continue;
        }
        if (message.type === HUB_MESSAGE_TYPES.completion && message.invocationId === '1') {
          if (message.error) return reject(new Error(`Connect failed: ${message.error}`));
          resolve(client);
        } else if (
          message.type === HUB_MESSAGE_TYPES.invocation &&
          message.target === HUB_SERVER_METHODS.sendMessage
        ) {
          onPush(sendMessagePushSchema.parse(message.arguments?.[1]));
        }
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('closed before Connect completed')));
  });
}
