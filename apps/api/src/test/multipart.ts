// Multipart bodies built by hand, so tests control every byte: file names, part types, odd headers.
import type { App } from '../app';

export const BOUNDARY = '----kraam-test-boundary-7d1c';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The one image part every upload call takes. */
export const filePart = (data: Buffer | string, filename = 'photo.png', type = 'image/png'): Part => ({
  name: 'file',
  filename,
  type,
  data,
});

export interface MultipartOptions {
  token?: string;
  lang?: 'nl' | 'en';
  ip?: string;
}

/** POSTs the parts as multipart/form-data, signed in when a token is given. */
export const postMultipart = (app: App, url: string, parts: Part[], options: MultipartOptions = {}) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': MULTIPART_TYPE,
      'accept-language': options.lang ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: multipartBody(parts),
  });
