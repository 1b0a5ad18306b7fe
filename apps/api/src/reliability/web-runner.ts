// The production web server (the bundle of apps/web/src/server/web-server.ts, over the existing build) in front of an
// API process of the battery, for what only the web's edge decides: forwarded addresses and languages.
import { randomBytes } from 'node:crypto';
import { spawnWebBundle } from '../../../../scripts/lib/server-bundles.mjs';
import { freePort } from './free-port';

export interface RunningWeb {
  origin: string;
  stop(): Promise<void>;
}

const START_LIMIT_MS = 120_000;

export async function launchWeb(apiOrigin: string, env: Record<string, string> = {}): Promise<RunningWeb> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnWebBundle(
    {
      ...process.env,
      PORT: String(port),
      PUBLIC_WEB_URL: origin,
      PUBLIC_API_URL: apiOrigin,
      INTERNAL_API_URL: apiOrigin,
      // Guest pages cached, as under `npm start`: the duplicated-cookie case is about that cache.
      PAGE_CACHE_SECRET: randomBytes(24).toString('hex'),
      ...env,
    },
    ['ignore', 'pipe', 'pipe'],
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`web server did not start within ${START_LIMIT_MS} ms:\n${output}`));
    }, START_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
      if (!/web: listening on/.test(output)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`web server exited before listening:\n${output}`));
    });
  });
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
