// A real API server process (apps/api/src/server.ts through tsx), as `npm start` runs it, on a free
// port of 127.0.0.1: for tests of what only separate processes show (fan-out across instances).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config';

export interface ApiProcess {
  origin: string;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** SIGTERM, as a deployment stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

const START_LIMIT_MS = 30_000;

export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`API process did not start within ${START_LIMIT_MS} ms:\n${output}`));
    }, START_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ origin: `http://127.0.0.1:${port}`, output: () => output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API process exited (${code}) before listening:\n${output}`));
    });
  });
}
