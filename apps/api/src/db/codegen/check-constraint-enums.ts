// The schema keeps its closed value sets as CHECK (column IN ('a', 'b')) on text columns rather than
// PostgreSQL enum types. kysely-codegen reads only enum types, so this step reads those constraints and
// hands their values to the generator: the columns become unions of string literals.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { PostprocessFunction } from 'kysely-codegen';

interface CheckConstraintRow {
  table_name: string;
  column_name: string;
  definition: string;
}

// PostgreSQL stores `col IN ('a', 'b')` as `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))`.
const IN_LIST = /^CHECK \(\(\w+ = ANY \(ARRAY\[(.*)\]\)\)\)$/;
const LITERAL = /'((?:[^']|'')*)'::text/g;

/** The values of a single-column `IN (…)` check, or null for any other check. */
export function inListValues(definition: string): string[] | null {
  const list = IN_LIST.exec(definition)?.[1];
  if (list === undefined) return null;
  return [...list.matchAll(LITERAL)].map(([, value = '']) => value.replaceAll("''", "'"));
}

async function checkConstraints(db: Kysely<unknown>): Promise<CheckConstraintRow[]> {
  const { rows } = await sql<CheckConstraintRow>`
    SELECT c.relname AS table_name, a.attname AS column_name, pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
    WHERE k.contype = 'c' AND n.nspname = 'public' AND cardinality(k.conkey) = 1
  `.execute(db);
  return rows;
}

/** A kysely-codegen postprocess step: sets enumValues on every text column with an `IN (…)` check. */
export const withCheckConstraintEnums: PostprocessFunction = async ({ db, metadata }) => {
  for (const row of await checkConstraints(db)) {
    const values = inListValues(row.definition);
    if (!values) continue;
    const table = metadata.tables.find((candidate) => candidate.name === row.table_name);
    const column = table?.columns.find((candidate) => candidate.name === row.column_name);
    if (column) column.enumValues = values;
  }
  return metadata;
};
