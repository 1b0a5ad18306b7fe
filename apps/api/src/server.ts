// Start: config and a writable DATA_DIR (else one sentence, exit 1) → app → migrations → listen.
// Stop on SIGTERM/SIGINT: stop accepting, let in-flight requests finish (app.close), close the database
// (the app's onClose), exit 0 — forced after 10 s.
import { buildApp } from './app';
import { loadStartupConfig } from './startup-config';
import { migrateToLatest } from './db/migrator';

const SHUTDOWN_LIMIT_MS = 10_000;

const config = loadStartupConfig();
const app = await buildApp(config);

try {
  const applied = await migrateToLatest(app.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  await app.listen({ host: config.apiHost, port: config.apiPort });
} catch (error) {
  app.log.fatal({ err: error }, 'Kraam API failed to start');
  await app.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : config.apiPort;
app.log.info(`Kraam API listening on http://localhost:${port}`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; forcing exit');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}

process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
