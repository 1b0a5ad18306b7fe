import type { Kysely } from 'kysely';
import type { FileStore } from '../../files/file-store';
import type { Database } from '../database-types';
import type { SeedContent } from './seed-content';

/** What every seed step gets: the transaction, the file store, the content and a progress logger. */
export interface SeedContext {
  trx: Kysely<Database>;
  fileStore: FileStore;
  content: SeedContent;
  log: (line: string) => void;
  now: Date;
}

/** Pictures render on sharp's thread pool; a few at once keeps both cores busy. */
export const RENDER_CONCURRENCY = 4;
