import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIR = path.join(ROOT, 'apps/web');
export const API_ENTRY = path.join(ROOT, 'apps/api/src/server.ts');
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
export const OXLINT_BIN = path.join(ROOT, 'node_modules/oxlint/bin/oxlint');
