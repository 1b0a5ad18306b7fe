import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { API_ENTRY, NEXT_BIN, ROOT, WEB_DIR } from './paths.mjs';
import { spawnApiBundle, spawnWebBundle } from './server-bundles.mjs';
import { supervise } from './supervise.mjs';

/**
 * Environment both apps see: ports and the public URLs derived from them unless given, and how the API
 * reaches the web server to drop cached guest pages (its internal URL and a secret made per start).
 */
export function serviceEnv(base = process.env) {
  const port = base.PORT ?? '3000';
  const apiPort = base.API_PORT ?? '4000';
  return {
    ...base,
    PORT: port,
    API_PORT: apiPort,
    PUBLIC_WEB_URL: base.PUBLIC_WEB_URL ?? `http://localhost:${port}`,
    PUBLIC_API_URL: base.PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
    INTERNAL_WEB_URL: base.INTERNAL_WEB_URL ?? `http://127.0.0.1:${port}`,
    PAGE_CACHE_SECRET: base.PAGE_CACHE_SECRET ?? randomBytes(32).toString('hex'),
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/** The API: from its bundle (buildServerBundles), or in development from its source, restarted on changes. */
export function startApi(env, { dev = false, stdio = 'inherit' } = {}) {
  if (dev)
    // next dev caches no pages: nothing to tell it about writes.
    return spawn(process.execPath, ['--import', 'tsx', '--watch', API_ENTRY], {
      cwd: ROOT,
      env: { ...env, PAGE_CACHE_SECRET: '' },
      stdio,
    });
  return spawnApiBundle(env, stdio);
}

/** `next dev`, or the production server: Next behind the guest page cache (apps/web/src/server). */
export function startWeb(env, { dev = false, stdio = 'inherit' } = {}) {
  if (dev)
    return spawn(process.execPath, [NEXT_BIN, 'dev', '--port', env.PORT], { cwd: WEB_DIR, env, stdio });
  return spawnWebBundle(env, stdio);
}

export async function waitFor(url, label, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM (a graceful stop), SIGKILL after 12 s; resolves once the process has exited. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
  });
}

/**
 * Starts API and web, waits until both answer, and returns a stop() that ends both gracefully.
 * If either process dies, the other is stopped too and onExit is called (the journeys: a crash fails the run).
 */
export async function startServices(env, { dev = false, stdio = 'inherit', onExit } = {}) {
  const children = [startApi(env, { dev, stdio }), startWeb(env, { dev, stdio })];
  let stopping = false;
  const stop = () => {
    stopping = true;
    return Promise.all(children.map(stopChild));
  };
  for (const child of children) {
    child.once('exit', (code) => {
      if (stopping) return;
      void stop().then(() => onExit?.(code ?? 1));
    });
  }
  await waitFor(`http://127.0.0.1:${env.API_PORT}/health`, 'API', 60_000);
  await waitFor(`http://127.0.0.1:${env.PORT}/`, 'web', 120_000);
  return { stop, children };
}

/**
 * `npm start`: API and web, each kept running by supervise.mjs. Once both answered, a process that dies
 * is logged and restarted with backoff while the other keeps serving. Before that a death is final
 * (a port in use or a broken build does not mend itself): `ready` rejects with the reason.
 * stop() works at any time, also while starting.
 */
export function superviseServices(env, { dev = false } = {}) {
  // stderr is piped through the supervisor, which keeps its last lines to explain a crash.
  const stdio = ['inherit', 'inherit', 'pipe'];
  let up = false;
  let gaveUp;
  const died = new Promise((_resolve, reject) => {
    gaveUp = (reason) => reject(new Error(`${reason} before it answered`));
  });
  const options = { canRestart: () => up, onGiveUp: (reason) => gaveUp(reason) };
  const services = [
    supervise({ name: 'api', spawnChild: () => startApi(env, { dev, stdio }), ...options }),
    supervise({ name: 'web', spawnChild: () => startWeb(env, { dev, stdio }), ...options }),
  ];
  const answering = (async () => {
    await waitFor(`http://127.0.0.1:${env.API_PORT}/health`, 'API', 60_000);
    await waitFor(`http://127.0.0.1:${env.PORT}/`, 'web', 120_000);
  })();
  const ready = Promise.race([died, answering]).then(() => {
    up = true;
  });
  return { ready, stop: () => Promise.all(services.map((service) => service.stop())) };
}
