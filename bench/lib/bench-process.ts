// Processes of the benchmarks: a free port, a script run to completion, the API as its own production
// process, and waiting until it answers /health.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'node:net';
import { buildServerBundles, spawnApiBundle, spawnWebBundle } from '../../scripts/lib/server-bundles.mjs';

/** The repository root, the working directory of every process started here. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a TypeScript entry point with tsx; rejects when it fails. */
export function runNode(cwd: string, script: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

export async function waitForHealth(base: string): Promise<void> {
  for (let tries = 0; tries < 240; tries += 1) {
    const ok = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not answer /health within 60 s');
}

let bundled: Promise<void> | undefined;
/** The servers' bundles as `npm start` runs them, made fresh once per bench. */
const bundleServers = (): Promise<void> => (bundled ??= buildServerBundles());

/**
 * The API on 127.0.0.1:port as production runs it (from its bundle), with its logs at warn and
 * nothing from the developer's environment deciding the database or Redis unless `env` says so.
 */
export async function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  await bundleServers();
  return spawnApiBundle(
    {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    ['ignore', 'ignore', 'inherit'],
  );
}

/** The production web server on `port` as scripts/lib/services.mjs starts it for `npm start`. */
export async function startWeb(port: number, env: Record<string, string>): Promise<ChildProcess> {
  await bundleServers();
  return spawnWebBundle({ ...process.env, ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' }, [
    'ignore',
    'ignore',
    'inherit',
  ]);
}
