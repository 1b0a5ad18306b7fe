import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedPictures, rendererVersion } from './picture-cache';
import type { SeedPictures } from './seed-content';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kraam-picture-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Renderers that answer their arguments as bytes and count their calls. */
function countingPictures() {
  const calls: string[] = [];
  const answer = (...parts: unknown[]) => {
    calls.push(parts.join(':'));
    return Promise.resolve(Buffer.from(`${parts.join(':')}#${calls.length}`));
  };
  const pictures: SeedPictures = {
    product: (emoji, variant, prop) => answer('product', emoji, variant, prop),
    category: (emoji) => answer('category', emoji),
    booth: (emoji, variant) => answer('booth', emoji, variant),
    companyLogo: () => answer('company'),
  };
  return { pictures, calls };
}

describe('the seed picture cache', () => {
  it('renders each picture once and gives the same bytes back on a later seed', async () => {
    const dir = tempDir();
    const first = countingPictures();
    const made = await cachedPictures(first.pictures, dir, 'v1').product('1f6b2', 3, '1f6cd');
    const second = countingPictures();
    const cache = cachedPictures(second.pictures, dir, 'v1');
    expect(await cache.product('1f6b2', 3, '1f6cd')).toEqual(made);
    expect(second.calls).toEqual([]);
    // Other arguments are another picture.
    await cache.product('1f6b2', 4, '1f6cd');
    await cache.product('1f6b2', 3);
    await cache.booth('1f6b2', 3);
    expect(second.calls).toEqual(['product:1f6b2:4:1f6cd', 'product:1f6b2:3:', 'booth:1f6b2:3']);
  });

  it('renders anew for another renderer version', async () => {
    const dir = tempDir();
    await cachedPictures(countingPictures().pictures, dir, 'v1').companyLogo();
    const next = countingPictures();
    await cachedPictures(next.pictures, dir, 'v2').companyLogo();
    expect(next.calls).toEqual(['company']);
  });

  it('still renders when the folder cannot be written', async () => {
    const dir = tempDir();
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    const { pictures, calls } = countingPictures();
    const cache = cachedPictures(pictures, blocked, 'v1');
    expect((await cache.category('1f6b2')).toString()).toBe('category:1f6b2#1');
    expect((await cache.category('1f6b2')).toString()).toBe('category:1f6b2#2');
    expect(calls).toHaveLength(2);
  });

  it('versions by the renderers’ source', () => {
    const dir = tempDir();
    const source = path.join(dir, 'photos.ts');
    writeFileSync(source, 'export const a = 1;');
    const before = rendererVersion(source);
    writeFileSync(source, 'export const a = 2;');
    expect(rendererVersion(source)).not.toBe(before);
  });
});
