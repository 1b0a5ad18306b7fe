// A real API process (its bundle, started as `npm start` starts it) the battery can SIGKILL as well as SIGTERM, whose pid it
// can sample and whose start it times. test/api-process.ts only stops gracefully, so this is its own.
import { spawnApiBundle } from '../../../../scripts/lib/server-bundles.mjs';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningApi {
  origin: string;
  pid: number;
  /** From spawn to the 'listening' line (migrations and, after a crash, recovery included). */
  startMs: number;
  output(): string;
  exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, SIGKILL after `graceMs`; resolves with how it ended. */
  stop(graceMs?: number): Promise<Exit>;
}

const START_LIMIT_MS = 60_000;
const OUTPUT_KEPT = 200_000;

export interface LaunchOptions {
  /** How much of the output's tail to keep (characters); whole runs' logs for tests that read them. */
  keepOutput?: number;
}

export function launchApi(env: Record<string, string>, options: LaunchOptions = {}): Promise<RunningApi> {
  const keepOutput = options.keepOutput ?? OUTPUT_KEPT;
  const began = performance.now();
  const child = spawnApiBundle(
    { ...process.env, API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'info', ...env },
    ['ignore', 'pipe', 'pipe'],
  );
  let output = '';
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    if (alive()) child.kill(name);
  };
  const stop = async (graceMs = 12_000): Promise<Exit> => {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), graceMs);
    const exit = await exited;
    clearTimeout(timer);
    return exit;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal('SIGKILL');
      reject(new Error(`API process did not start within ${START_LIMIT_MS} ms:\n${output}`));
    }, START_LIMIT_MS);
    let listening = false;
    const onData = (chunk: Buffer) => {
      // Only the tail is kept: under load every request logs, and a soak runs for minutes.
      output = (output + chunk.toString('utf8')).slice(-keepOutput);
      if (listening) return;
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      listening = true;
      clearTimeout(timer);
      resolve({
        origin: `http://127.0.0.1:${port}`,
        pid: child.pid ?? 0,
        startMs: Math.round(performance.now() - began),
        output: () => output,
        exited,
        signal,
        stop,
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`API process exited (${exit.code ?? exit.signal}) before listening:\n${output}`));
    });
  });
}
