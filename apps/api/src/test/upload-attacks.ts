// The upload attack matrix: uploads that must be refused with the given status, whatever
// endpoint takes them. The image part is always the field `file`; callers add their own fields.
import { MAX_IMAGE_BYTES } from '@kraam/shared';
import { samplePng } from './fixtures';
import { GIF_HEADER_SCRIPT, HOSTILE_SVGS, HTML_PAGE, PHP_SCRIPT, pixelFloodPng } from './hostile-images';
import { filePart } from './multipart';
import type { Part } from './multipart';

export interface AttackCase {
  name: string;
  parts: Part[];
  status: 400 | 413 | 415;
  code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE';
}

const unsupported = (name: string, part: Part): AttackCase => ({
  name,
  parts: [part],
  status: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
});

export async function uploadAttacks(): Promise<AttackCase[]> {
  const png = await samplePng();
  return [
    unsupported('HTML renamed .jpg', filePart(HTML_PAGE, 'photo.jpg', 'image/jpeg')),
    unsupported('PHP renamed .jpg', filePart(PHP_SCRIPT, 'shell.php.jpg', 'image/jpeg')),
    unsupported('HTML sent as image/png', filePart(HTML_PAGE, 'photo.png', 'image/png')),
    unsupported('GIF signature in front of script', filePart(GIF_HEADER_SCRIPT, 'anim.gif', 'image/gif')),
    ...Object.entries(HOSTILE_SVGS).map(([name, data]) =>
      unsupported(`SVG: ${name}`, filePart(data, 'logo.svg', 'image/svg+xml')),
    ),
    {
      name: '1 MB + 1 byte',
      parts: [filePart(Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]))],
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      name: 'pixel flood (a tiny PNG declaring 30000 × 30000)',
      parts: [filePart(pixelFloodPng(30_000, 30_000))],
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      name: 'two files in one request',
      parts: [filePart(png), filePart(png, 'second.png')],
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    { name: '0 bytes', parts: [filePart(Buffer.alloc(0))], status: 400, code: 'VALIDATION_FAILED' },
    {
      name: 'no file part',
      parts: [{ name: 'photo', filename: 'a.png', type: 'image/png', data: png }],
      status: 400,
      code: 'VALIDATION_FAILED',
    },
  ];
}
