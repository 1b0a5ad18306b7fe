import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

type Chunk = string | Uint8Array;

const toBuffer = (chunk: Chunk, encoding: unknown) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Lets the response go to the client as Next writes it (streaming kept) while keeping a copy of the body;
 * `done` gets the copy once the response finished, unless it outgrew `maxBytes` or the client left.
 * Headers handed to writeHead are moved to setHeader first, so getHeaders() sees every header sent.
 */
export function captureResponse(res: ServerResponse, maxBytes: number, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || bytes > maxBytes) return;
    const buffer = toBuffer(chunk as Chunk, encoding);
    bytes += buffer.length;
    chunks.push(buffer);
  };

  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  res.writeHead = (status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null);
    if (!headers || Array.isArray(headers)) return writeHead(status, ...rest);
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return writeHead(status, ...rest.filter((arg) => arg !== headers));
  };

  res.once('finish', () => {
    if (bytes <= maxBytes) done(Buffer.concat(chunks));
  });
}
