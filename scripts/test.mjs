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
/** Runs a check's commands one after another, quietly; answers its label, verdict and output. */
const check = async (label, runs) => {
  let output = '';
  let ok = true;
  for (const args of runs) {
    const result = await runNode(args, { quiet: true });
    output += result.output;
    ok &&= result.code === 0;
  }
  return { label, ok, output };
};

// Each check is single-threaded: the type check and the lint (the two long ones) run side by side, one per
// core, and each prints its output once it is done.
const checks = await Promise.all([
  check(
    'typecheck',
    TSCONFIG_DIRS.map((dir) => [TSC, '--noEmit', '-p', dir]),
  ),
  check('lint', [[ESLINT, '--max-warnings', '0', '.']]).then(async (lint) => [
    lint,
    await check('import cycles', [[path.join(ROOT, 'scripts/check-import-cycles.mjs')]]),
    await check('format', [[PRETTIER, '--check', '.']]),
  ]),
]);
for (const { label, ok, output } of checks.flat()) {
  console.log(`\n▶ ${label}`);
  if (output.trim()) console.log(output.trimEnd());
  console.log(ok ? `✔ ${label}` : `✘ ${label} failed`);
  if (ok) passed += 1;
  else failed += 1;
}

console.log('\n▶ unit and integration tests');
const tests = await runVitest(process.argv.slice(2));
passed += tests.passed;
failed += tests.failed;

console.log('');
printSummary({ passed, failed, skipped: tests.skipped });
process.exit(failed > 0 || tests.code !== 0 ? 1 : 0);
