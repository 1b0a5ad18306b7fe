import sharp from 'sharp';

/** A real 64×64 PNG, like a photo a user would pick from disk. */
export const samplePng = (): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#0261BF' } })
    .png()
    .toBuffer();
