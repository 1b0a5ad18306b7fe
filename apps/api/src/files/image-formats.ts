// The image formats the store accepts, keyed by what sharp detects from the bytes (never the name).
const MIME_BY_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
};

export function mimeForFormat(format: string | undefined): string | undefined {
  return format === undefined ? undefined : MIME_BY_FORMAT[format];
}

export const SVG_MIME = 'image/svg+xml';

/** Raster formats recognised from their first bytes (the magic numbers), whatever name or type was sent. */
export type RasterFormat = 'png' | 'jpeg' | 'gif' | 'webp';

const ascii = (data: Buffer, start: number, text: string): boolean =>
  data.length >= start + text.length && data.toString('latin1', start, start + text.length) === text;

export function sniffRasterFormat(data: Buffer): RasterFormat | undefined {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (ascii(data, 0, 'GIF87a') || ascii(data, 0, 'GIF89a')) return 'gif';
  if (ascii(data, 0, 'RIFF') && ascii(data, 8, 'WEBP')) return 'webp';
  return undefined;
}
