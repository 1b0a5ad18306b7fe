import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A real 64×64 PNG, like a photo a user would pick from disk. */
export const samplePng = (): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#0261BF' } })
    .png()
    .toBuffer();

/** GPS tags (EXIF IFD3) of a phone in Utrecht, as sharp/libvips writes them. */
const UTRECHT_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '52/1 5/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '5/1 7/1 0/1',
};

let phonePhotoBytes: Promise<Buffer> | undefined;

/**
 * A photo as a 12-megapixel phone takes it: a 4000×3000 JPEG of about 6 MB (smooth colour plus sensor-like
 * noise, so it really weighs that much), held sideways (EXIF orientation 6: upright it is portrait) and
 * carrying where it was taken (GPS tags). Made once per run.
 */
export function phonePhoto(): Promise<Buffer> {
  phonePhotoBytes ??= (async () => {
    const [width, height] = [4000, 3000];
    const pixels = await sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    const noise = randomBytes(pixels.length);
    for (let i = 0; i < pixels.length; i += 1) {
      pixels[i] = Math.min(255, Math.max(0, (pixels[i] ?? 0) + ((noise[i] ?? 0) >> 3) - 16));
    }
    return sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .withExif({ IFD0: { Make: 'Kraamfoon', Model: 'Test 12' }, IFD3: UTRECHT_GPS })
      .withMetadata({ orientation: 6 })
      .toBuffer();
  })();
  return phonePhotoBytes;
}

/** Whether an EXIF block (as sharp's metadata gives it) points at GPS tags (tag 0x8825 in IFD0). */
export function hasGpsTags(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let entry = 0; entry < entries; entry += 1) {
    if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true;
  }
  return false;
}
