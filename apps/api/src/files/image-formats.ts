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
