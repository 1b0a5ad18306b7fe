// Makes the database (and the file store built on it) available to every module as app.db / app.fileStore.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/database-types';
import type { FileStore } from '../files/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    fileStore: FileStore;
  }
}

/** `owned`: the app opened the database itself and closes it when it closes. */
export function registerDatabase(
  app: FastifyInstance,
  database: DatabaseHandle,
  fileStore: FileStore,
  owned: boolean,
): void {
  app.decorate('db', database.db);
  app.decorate('fileStore', fileStore);
  if (owned) app.addHook('onClose', () => database.close());
}
