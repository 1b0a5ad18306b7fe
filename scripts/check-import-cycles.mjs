// No import cycles in any workspace (docs/architecture.md); `npm run lint` and `npm test` run this.
import { noImportCycles } from './lib/import-cycles.mjs';

const WORKSPACES = [
  { dir: 'packages/shared', files: '**/*.ts' },
  { dir: 'apps/api', files: '**/*.ts' },
  { dir: 'apps/web', files: 'src/**/*.{ts,tsx}' },
  { dir: 'e2e', files: '**/*.ts' },
  { dir: 'bench', files: '**/*.ts' },
];

process.exit((await noImportCycles(WORKSPACES)) ? 0 : 1);
