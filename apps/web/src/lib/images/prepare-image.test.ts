import { describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from '@kraam/shared';
import { isUndecodable, needsShrinking, prepareImage } from './prepare-image';
import { shrinkImage, UndecodableImageError } from './shrink-image';
import type * as ShrinkModule from './shrink-image';

// The test document decodes no images: the shrinking itself is proven in the browser (e2e/photo-shrinking.e2e.ts).
vi.mock('./shrink-image', async (original) => ({
  ...(await original<typeof ShrinkModule>()),
  shrinkImage: vi.fn(),
}));

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('prepareImage', () => {
  it('sends SVGs and GIFs up to 1 MB and small PNGs as they are', async () => {
    for (const small of [
      file('logo.svg', 'image/svg+xml', MAX_IMAGE_BYTES),
      file('anim.gif', 'image/gif', MAX_IMAGE_BYTES),
      file('icon.png', 'image/png', 2048),
    ]) {
      expect(needsShrinking(small)).toBe(false);
      expect(await prepareImage(small)).toBe(small);
    }
  });

  it('shrinks every JPEG (its location tags must not leave the device) and anything else over 1 MB', () => {
    expect(needsShrinking(file('a.jpg', 'image/jpeg', 10))).toBe(true);
    expect(needsShrinking(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe(true);
    expect(needsShrinking(file('a.gif', 'image/gif', MAX_IMAGE_BYTES + 1))).toBe(true);
    expect(needsShrinking(file('a.webp', 'image/webp', MAX_IMAGE_BYTES + 1))).toBe(true);
    // An SVG has no pixels to shrink: the picker refuses it before.
    expect(needsShrinking(file('a.svg', 'image/svg+xml', MAX_IMAGE_BYTES + 1))).toBe(false);
  });

  it('hands what needs shrinking to the shrinker, and tells its decoding failure apart', async () => {
    const shrunk = file('groot.jpg', 'image/jpeg', 900_000);
    vi.mocked(shrinkImage).mockResolvedValueOnce(shrunk);
    expect(await prepareImage(file('groot.jpg', 'image/jpeg', 6_000_000))).toBe(shrunk);
    vi.mocked(shrinkImage).mockRejectedValueOnce(new UndecodableImageError());
    const failure = await prepareImage(file('kapot.jpg', 'image/jpeg', 5000)).catch(
      (error: unknown) => error,
    );
    expect(isUndecodable(failure)).toBe(true);
    expect(isUndecodable(new Error('network'))).toBe(false);
  });
});
