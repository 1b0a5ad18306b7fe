// `npm test`: type check, lint, import cycles, format check, and the unit and integration tests of every workspace.
// Type check, lint, import cycles and the format check count as one test each, so the last line sums everything: `N passed, N failed`.
import path from 'node:path';
import { OXLINT_BIN, ROOT } from './lib/paths.mjs';
import { runNode } from './lib/run.mjs';
import { printSummary, runVitest } from './lib/vitest-summary.mjs';

// TypeScript 7, the native compiler, checks the types; the `typescript` package (6.x) stays for
// typescript-eslint, which needs its JS API (docs/decisions/0034-typescript-7-checks-the-types.md).
const TSC = path.join(ROOT, 'node_modules/tsgo/bin/tsc');
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

// ESLint, without types, is the long one (about a minute of one core on a fresh clone); then oxlint runs the
// type-aware rules on TypeScript 7 (decision 0054). Beside it, on the other core, the type check (TypeScript
// 7, a few threads), the import cycles and the format check, and when those are done the tests, which then
// share the cores with the rest of the lint. Each check prints its output once the tests are done, so the
// tests' own output is not interleaved.
const lint = check('lint', [
  [ESLINT, '--max-warnings', '0', '.'],
  [OXLINT_BIN, '--type-aware', '--deny-warnings', '.'],
]);
const others = [];
for (const [label, runs] of [
  ['typecheck', TSCONFIG_DIRS.map((dir) => [TSC, '--noEmit', '-p', dir])],
  ['import cycles', [[path.join(ROOT, 'scripts/check-import-cycles.mjs')]]],
  ['format', [[PRETTIER, '--check', '.']]],
])
  others.push(await check(label, runs));

console.log('▶ unit and integration tests');
const tests = await runVitest(process.argv.slice(2));
passed += tests.passed;
failed += tests.failed;

for (const { label, ok, output } of [...others, await lint]) {
  console.log(`\n▶ ${label}`);
  if (output.trim()) console.log(output.trimEnd());
  console.log(ok ? `✔ ${label}` : `✘ ${label} failed`);
  if (ok) passed += 1;
  else failed += 1;
}

console.log('');
printSummary({ passed, failed, skipped: tests.skipped });
process.exit(failed > 0 || tests.code !== 0 ? 1 : 0);
