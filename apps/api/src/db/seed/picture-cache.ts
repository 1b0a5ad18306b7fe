// Rendered demo pictures kept on disk: a render is the same for the same renderer and arguments, and most
// of a seed's minute is image work. A second seed on one checkout (CI seeds for the journeys and again for
// the cluster; `npm start` after the tests) reads them back. The key holds a hash of the renderers' source
// and sharp's version, so an edited photos.ts or another sharp renders anew.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writeBufferAtomic } from '../../files/atomic-write';
import type { SeedPictures } from './seed-content';

/** A fingerprint of what makes the pictures: the renderers' source file and the image library. */
export function rendererVersion(rendererFile: string): string {
  return createHash('sha256')
    .update(readFileSync(rendererFile))
    .update(JSON.stringify(sharp.versions))
    .digest('hex')
    .slice(0, 16);
}

/**
 * `pictures` with each render read from `dir` when made before by the same `version`, else made and kept.
 * A folder that cannot be written (a read-only install) only costs the renders.
 */
export function cachedPictures(pictures: SeedPictures, dir: string, version: string): SeedPictures {
  const folder = path.join(dir, version);
  const cached = async (parts: readonly (string | number | undefined)[], render: () => Promise<Buffer>) => {
    const file = path.join(folder, `${createHash('sha256').update(JSON.stringify(parts)).digest('hex')}.img`);
    const kept = await readFile(file).catch(() => undefined);
    if (kept) return kept;
    const made = await render();
    await writeBufferAtomic(file, made).catch(() => undefined);
    return made;
  };
  return {
    product: (emoji, variant, prop) =>
      cached(['product', emoji, variant, prop], () => pictures.product(emoji, variant, prop)),
    category: (emoji) => cached(['category', emoji], () => pictures.category(emoji)),
    booth: (emoji, variant) => cached(['booth', emoji, variant], () => pictures.booth(emoji, variant)),
    companyLogo: () => cached(['company'], () => pictures.companyLogo()),
  };
}
