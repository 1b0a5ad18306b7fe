// The baseline: a bare `ws` relay with no protocol, no authentication and no persistence. A client
// connects with ?user=<id> and sends `{ to, id }`; every socket of `to` gets `{ from, id }`. Run as its
// own process (argument: the port), like the API, so both are measured the same way.
import { WebSocketServer } from 'ws';
import type WebSocket from 'ws';
import { frameText } from './hub-client';

const port = Number(process.argv[2] ?? 0);
const sockets = new Map<number, Set<WebSocket>>();
const server = new WebSocketServer({ port, host: '127.0.0.1', perMessageDeflate: false });

server.on('connection', (socket, request) => {
  const userId = Number(new URL(request.url ?? '/', 'http://relay').searchParams.get('user'));
  const own = sockets.get(userId) ?? new Set<WebSocket>();
  own.add(socket);
  sockets.set(userId, own);
  socket.on('message', (data: WebSocket.RawData) => {
    const { to, id } = JSON.parse(frameText(data)) as { to: number; id: string };
    const out = JSON.stringify({ from: userId, id });
    for (const target of sockets.get(to) ?? []) target.send(out);
  });
  socket.on('close', () => own.delete(socket));
});

server.on('listening', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address !== null ? address.port : port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
