// Every place a row names a stored file. The collector deletes a file only when none of these does, so
// a new column that holds a file id must be added here (file-collector.test.ts compares this list with
// the foreign keys to `files` and fails until it is).
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

export const FILE_REFERENCES = [
  { table: 'ad_images', column: 'file_id' }, // ad photos
  { table: 'users', column: 'gallery_id' }, // avatars
  { table: 'categories', column: 'gallery_id' }, // category pictures
  { table: 'booths', column: 'logo_id' },
  { table: 'booths', column: 'banner_id' },
] as const;

/**
 * True when some row names the file whose id is `id`: a column above, or the site-wide static data
 * (the company logo sits inside its JSON, where no foreign key can point).
 */
export function fileReferenced(id: RawBuilder<string>): RawBuilder<boolean> {
  const checks = FILE_REFERENCES.map(
    ({ table, column }) =>
      sql`exists (select 1 from ${sql.table(table)} r where r.${sql.ref(column)} = ${id})`,
  );
  checks.push(sql`exists (select 1 from static_data s where strpos(s.value::text, ${id}::text) > 0)`);
  return sql<boolean>`(${sql.join(checks, sql` or `)})`;
}
