// What /sitemap.xml lists: categories, booths and active ads, SITEMAP_PAGE_SIZE ids per page. Pages
// are id ranges (page p holds ids p·size+1 … (p+1)·size), so each is one primary-key range scan rather
// than an OFFSET, and an ad stays in the same sitemap file for its whole life.
import { INT4_MAX, SITEMAP_PAGE_SIZE } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';
import { isActive } from '../../db/active-ads';

export type SitemapKind = 'categories' | 'booths' | 'ads';

const SOURCES: Record<SitemapKind, { table: string; updatedAt: string; condition: RawBuilder<boolean> }> = {
  categories: { table: 'categories', updatedAt: 'created_at', condition: sql<boolean>`true` },
  booths: { table: 'booths', updatedAt: 'updated_at', condition: sql<boolean>`true` },
  ads: { table: 'ads', updatedAt: 'updated_at', condition: isActive('a') },
};

export async function sitemapPage(
  db: Kysely<Database>,
  kind: SitemapKind,
  page: number,
): Promise<{ entries: { id: number; updatedAt: string }[]; pages: number }> {
  const source = SOURCES[kind];
  const table = sql.table(source.table);
  const { rows } = await sql<{ id: number; updated_at: Date }>`
    select a.id, ${sql.ref(`a.${source.updatedAt}`)} as updated_at from ${table} a
    where a.id > ${page * SITEMAP_PAGE_SIZE}::integer
      and a.id <= ${Math.min((page + 1) * SITEMAP_PAGE_SIZE, INT4_MAX)}::integer
      and ${source.condition}
    order by a.id`.execute(db);
  const { rows: max } = await sql<{ id: number | null }>`select max(id) as id from ${table}`.execute(db);
  const pages = Math.max(1, Math.ceil((max[0]?.id ?? 0) / SITEMAP_PAGE_SIZE));
  return { entries: rows.map((row) => ({ id: row.id, updatedAt: row.updated_at.toISOString() })), pages };
}
