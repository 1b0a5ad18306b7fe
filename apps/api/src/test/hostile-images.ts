// Files an attacker would upload: pixel floods, polyglots (a real image carrying a script) and SVGs
// with active content or entity tricks. Each carries POLYGLOT_PAYLOAD where a payload fits, so a test
// can look for it in what the server stores and serves.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const POLYGLOT_PAYLOAD = 'kraam-polyglot-payload';
const SCRIPT = `<script>alert('${POLYGLOT_PAYLOAD}')</script>`;

export const HTML_PAGE = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
export const PHP_SCRIPT = Buffer.from(`<?php echo '${POLYGLOT_PAYLOAD}'; system($_GET['c']); ?>`);

/** A PNG whose header claims `width` × `height` pixels, with hardly any data behind it. */
export function pixelFloodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const solid = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d44' } });

/** A valid JPEG with the script in a comment segment (COM) and again after the end marker. */
export async function jpegPolyglot(): Promise<Buffer> {
  const jpeg = await solid().jpeg().toBuffer();
  const comment = Buffer.from(SCRIPT);
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xfe], 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2), Buffer.from(SCRIPT)]);
}

/** A valid GIF with the script appended after its trailer. */
export async function gifPolyglot(): Promise<Buffer> {
  return Buffer.concat([await solid().gif().toBuffer(), Buffer.from(SCRIPT)]);
}

/** The GIFAR trick: a GIF signature in front of script, and no image at all. */
export const GIF_HEADER_SCRIPT = Buffer.from(`GIF89a/*${SCRIPT}*/=1;`);

/** A JPEG as a phone stores it: sideways pixels, EXIF orientation 6 and the place it was taken. */
export const exifGpsJpeg = (width: number, height: number): Promise<Buffer> =>
  solid(width, height)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'KraamPhone', Copyright: 'secret-owner-name' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 22/1 123/10',
          GPSLongitudeRef: 'E',
          GPSLongitude: '4/1 53/1 456/10',
        },
      },
    })
    .toBuffer();

const svg = (body: string, prolog = '') =>
  Buffer.from(
    `${prolog}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20">${body}</svg>`,
  );

/** A harmless drawing with a gradient referenced by fragment: accepted. */
export const CLEAN_SVG = svg(
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#ff4200"/><stop offset="1" stop-color="#0261bf"/></linearGradient></defs><rect width="40" height="20" fill="url(#g)"/>',
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n',
);

export const HOSTILE_SVGS: Record<string, Buffer> = {
  script: svg(`${SCRIPT}<rect width="40" height="20"/>`),
  onload: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert('${POLYGLOT_PAYLOAD}')"><rect width="40" height="20"/></svg>`,
  ),
  foreignObject: svg(
    `<foreignObject width="40" height="20"><body xmlns="http://www.w3.org/1999/xhtml">${SCRIPT}</body></foreignObject>`,
  ),
  javascriptLink: svg(
    `<a xlink:href="javascript:alert('${POLYGLOT_PAYLOAD}')"><rect width="40" height="20"/></a>`,
  ),
  externalEntity: svg(
    '<text y="15">&xxe;</text>',
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  ),
  billionLaughs: svg(
    '<text y="15">&lol9;</text>',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
    ).join('')}]>`,
  ),
  externalImage: svg('<image href="file:///etc/hostname" width="40" height="20"/>'),
  remoteStylesheet: svg(
    '<rect width="40" height="20"/>',
    '<?xml version="1.0"?><?xml-stylesheet href="http://evil.example/x.css"?>',
  ),
  cssUrl: svg('<rect width="40" height="20" style="fill: url(http://evil.example/track.svg#p)"/>'),
  entityEncodedLink: svg('<a href="&#106;avascript:alert(1)"><rect width="40" height="20"/></a>'),
};

/**
 * `levels` groups, each drawing the one below `perLevel` times with `<use>`, and one `<use>` of
 * the top: 191 `<use>` elements in under 5 KB (10 × 19) that expand into 19^10 copies of a rectangle,
 * the vector form of billion laughs. librsvg gives up only after seconds of work.
 */
export function nestedUseSvg(levels = 10, perLevel = 19): Buffer {
  let defs = '<rect id="l0" width="1" height="1" fill="#3a7d44"/>';
  for (let level = 1; level <= levels; level++) {
    const uses = Array.from({ length: perLevel }, (_, k) => `<use href="#l${level - 1}" x="${k % 2}"/>`);
    defs += `<g id="l${level}">${uses.join('')}</g>`;
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><defs>${defs}</defs><use href="#l${levels}"/></svg>`,
  );
}

/**
 * Passes every check of the guard, small and without a single reference to expand, and still keeps
 * librsvg busy for many seconds: a large dilation filter over the whole drawing.
 */
export const SLOW_FILTER_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><filter id="f"><feMorphology radius="200"/></filter><rect width="1024" height="1024" fill="#3a7d44" filter="url(#f)"/></svg>',
);
