// `npm run db:types`: migrate a fresh in-memory PGlite and write src/db/generated-schema.ts from it.
// No PostgreSQL needed; a new migration is picked up by the migrator like any other.
import { writeFile } from 'node:fs/promises';
import { createPglite, databaseFromPglite } from '../client';
import { migrateToLatest } from '../migrator';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from './schema-codegen';

const database = databaseFromPglite(await createPglite());
try {
  await migrateToLatest(database.db);
  await writeFile(GENERATED_SCHEMA_FILE, await generateSchemaTypes(database.db));
  console.log(`db:types: wrote ${GENERATED_SCHEMA_FILE}`);
} finally {
  await database.close();
}
