// No import cycles anywhere in the repository (docs/architecture.md); `npm run lint` and `npm test` run this.
import { noImportCycles } from './lib/import-cycles.mjs';

process.exit((await noImportCycles(['.'])) ? 0 : 1);
