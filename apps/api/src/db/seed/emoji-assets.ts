// Locates the Fluent Emoji 3D WebP files (256 px) shipped in the npm package @lobehub/fluent-emoji-3d.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { EmojiCode } from './seed-types';

const require = createRequire(import.meta.url);
// The package has no entry point, so resolve its package.json to find the folder.
const ASSET_DIR = join(dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');

export function emojiAssetPath(code: EmojiCode): string {
  return join(ASSET_DIR, `${code}.webp`);
}

export function emojiAssetExists(code: EmojiCode): boolean {
  return existsSync(emojiAssetPath(code));
}
