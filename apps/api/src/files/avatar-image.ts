// Turns an uploaded avatar into the stored one: the format is judged by the bytes (PNG, JPEG, GIF or
// WebP; never SVG), the pixel count is capped before decoding (pixel floods), the image is turned
// upright from its EXIF orientation, and re-encoded as WebP of at most AVATAR_MAX_PX, which drops all
// metadata (location, camera) on the way.
import { AVATAR_MAX_PX } from '@kraam/shared';
import sharp from 'sharp';
import { sniffRasterFormat } from './image-formats';

/** At most 40 megapixels (e.g. 8000 × 5000) are decoded; a 1 MB file claiming more is refused. */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

export class AvatarImageError extends Error {
  constructor(readonly reason: 'unsupported' | 'too-many-pixels') {
    super(reason);
    this.name = 'AvatarImageError';
  }
}

export async function processAvatar(data: Buffer): Promise<Buffer> {
  const sniffed = sniffRasterFormat(data);
  if (!sniffed) throw new AvatarImageError('unsupported');
  const options = { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(data, options).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch (error) {
    throw decodeError(error);
  }
  // The decoder must agree with the magic bytes (a WebP header on something else is refused).
  if (format !== sniffed) throw new AvatarImageError('unsupported');
  if (pixels > AVATAR_MAX_INPUT_PIXELS) throw new AvatarImageError('too-many-pixels');
  try {
    return await sharp(data, options)
      .rotate()
      .resize(AVATAR_MAX_PX, AVATAR_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    throw decodeError(error);
  }
}

/** sharp says "Input image exceeds pixel limit" for a pixel flood; anything else is no usable image. */
const decodeError = (error: unknown): AvatarImageError =>
  new AvatarImageError(
    error instanceof Error && /pixel limit/i.test(error.message) ? 'too-many-pixels' : 'unsupported',
  );
