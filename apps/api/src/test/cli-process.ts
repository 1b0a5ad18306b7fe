// Runs one of the API's command-line scripts through tsx, as npm does, and answers how it ended.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../config';

const run = promisify(execFile);

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A test that runs a script: tsx compiles the script's whole import graph first, which took more than the
 * API tests' 20 s on a slow machine beside the battery and scale-out.
 */
export const CLI_TEST_TIMEOUT_MS = 90_000;

/** `env` is laid over this process's environment. */
export async function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CliOutcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliOutcome;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
