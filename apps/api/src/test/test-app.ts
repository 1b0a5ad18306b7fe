// createTestApp(): the real app on its own fresh database and its own temporary DATA_DIR, for
// app.inject() tests. Call close() in afterAll.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { onRouteHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import type { App } from '../app';
import { loadConfig } from '../config';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { HubOptions } from '../modules/chat/hub/hub-options';
import type { Database } from '../db/database-types';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  db: Kysely<Database>;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  logStream?: Writable;
  /** Shorter chat hub timings and limits. */
  chatHub?: Partial<HubOptions>;
  /** Sees every route as it is registered. */
  onRoute?: onRouteHookHandler;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // vitest.config.ts provides JWT_SECRET and LOG_LEVEL; DATABASE_URL decides the engine.
  const base = loadConfig();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kraam-test-'));
  const config: Config = { ...base, dataDir, ...options.config };
  const { database, drop } = await createTestDatabase(base.databaseUrl);
  const app = await buildApp(config, {
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.chatHub ? { chatHub: options.chatHub } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
