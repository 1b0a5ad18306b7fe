// `npm test`: type check, lint, import cycles, format check, then unit and integration tests of every workspace.
// Type check, lint, import cycles and the format check count as one test each, so the last line sums everything: `N passed, N failed`.
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { runNode } from './lib/run.mjs';
import { printSummary, runVitest } from './lib/vitest-summary.mjs';

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');
const PRETTIER = path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs');
const TSCONFIG_DIRS = ['packages/shared', 'apps/api', 'apps/web', 'e2e'];

let passed = 0;
let failed = 0;
const check = async (label, runs) => {
  console.log(`\n▶ ${label}`);
  const codes = [];
  for (const args of runs) codes.push((await runNode(args)).code);
  const ok = codes.every((code) => code === 0);
  console.log(ok ? `✔ ${label}` : `✘ ${label} failed`);
  if (ok) passed += 1;
  else failed += 1;
};

await check(
  'typecheck',
  TSCONFIG_DIRS.map((dir) => [TSC, '--noEmit', '-p', dir]),
);
await check('lint', [[ESLINT, '--max-warnings', '0', '.']]);
await check('import cycles', [[path.join(ROOT, 'scripts/check-import-cycles.mjs')]]);
await check('format', [[PRETTIER, '--check', '.']]);

console.log('\n▶ unit and integration tests');
const tests = await runVitest(process.argv.slice(2));
passed += tests.passed;
failed += tests.failed;

console.log('');
printSummary({ passed, failed, skipped: tests.skipped });
process.exit(failed > 0 || tests.code !== 0 ? 1 : 0);
