// Image uploads as load: a whole one (sharp decodes and re-encodes it) and a slow one whose body trickles
// in over a while, so it is certainly in flight when something happens to the server.
import { API_PATHS } from '@kraam/shared';
import { filePart, MULTIPART_TYPE, multipartBody } from '../test/multipart';
import type { Shot } from './steady-load';

const headers = (token: string, reqId: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': MULTIPART_TYPE,
  'x-request-id': reqId,
});

export const uploadShot =
  (origin: string, token: string, png: Buffer): Shot =>
  async (reqId) => {
    const response = await fetch(`${origin}${API_PATHS.fileUpload}`, {
      method: 'POST',
      headers: headers(token, reqId),
      body: new Uint8Array(multipartBody([filePart(png)])),
    });
    await response.arrayBuffer();
    return response.status;
  };

/** The same upload, its body sent in `pieces` chunks spread over `spreadMs` (chunked transfer). */
export function slowUpload(
  origin: string,
  token: string,
  png: Buffer,
  reqId: string,
  spreadMs: number,
  pieces = 8,
) {
  const body = multipartBody([filePart(png)]);
  const size = Math.ceil(body.length / pieces);
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, spreadMs / pieces));
      const piece = body.subarray(index * size, (index + 1) * size);
      index += 1;
      if (piece.length > 0) controller.enqueue(new Uint8Array(piece));
      if (index * size >= body.length) controller.close();
    },
  });
  return fetch(`${origin}${API_PATHS.fileUpload}`, {
    method: 'POST',
    headers: headers(token, reqId),
    body: stream,
    duplex: 'half',
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}
