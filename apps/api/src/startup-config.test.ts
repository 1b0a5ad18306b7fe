// A DATA_DIR the server cannot use ends the start with one sentence (path and cause) and exit code 1,
// never a stack. Tests run as root, for whom no mode bit makes a folder unwritable: a path through a
// plain file (ENOTDIR) stands in for every cause.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_TEST_TIMEOUT_MS, runCli } from './test/cli-process';

describe('starting with an unusable DATA_DIR', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  let dir: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kraam-startup-'));
    await writeFile(path.join(dir, 'a-file'), '');
    dataDir = path.join(dir, 'a-file', 'data');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const sentence = () => `DATA_DIR ${dataDir} cannot be created (ENOTDIR: a part of the path is a file)`;

  it.each([
    ['the API server, JWT_SECRET set', 'apps/api/src/server.ts', {}],
    ['the API server, secret generated', 'apps/api/src/server.ts', { JWT_SECRET: '' }],
    ['npm run migrate', 'apps/api/src/db/migrate-cli.ts', {}],
  ])('%s: one sentence and exit code 1', async (_label, script, env: Record<string, string>) => {
    const outcome = await runCli(script, [], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim()).toBe(sentence());
    expect(outcome.stdout).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});
