// Kysely's view of the database under the names the code uses. The tables come from generated-schema.ts
// (`npm run db:types`); the JSON shapes from column-shapes.ts.
export type { DB as Database } from './generated-schema';
export type { CategoryFieldOption, Json } from './column-shapes';
