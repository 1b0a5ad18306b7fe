import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runNode } from './run.mjs';
import { ROOT } from './paths.mjs';

const VITEST_BIN = path.join(ROOT, 'node_modules/vitest/vitest.mjs');

/**
 * Runs vitest with its usual output (kept in `output` instead when quiet) plus a JSON report; returns the
 * counts from that report.
 */
export async function runVitest(args, { env, quiet = false } = {}) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kraam-vitest-')), 'report.json');
  const { code, output } = await runNode(
    [VITEST_BIN, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env, quiet },
  );
  if (!fs.existsSync(report)) return { passed: 0, failed: 1, skipped: 0, code: code || 1, output };
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  // A file that fails to load has no tests but still fails the run: count it as one failure.
  const brokenFiles = result.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  return {
    passed: result.numPassedTests,
    failed: result.numFailedTests + brokenFiles.length,
    skipped: result.numPendingTests + result.numTodoTests,
    code,
    output,
  };
}

export function printSummary({ passed, failed, skipped }) {
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
