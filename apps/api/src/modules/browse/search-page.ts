// One page of GET /public/v2/Advertisement/GetAllWithFilter, with the total on the first page. A first
// page takes the words as typed and only when it counts fewer than FEW_MATCHES reads the typo-corrected
// list, so a common word is not searched twice (once to decide, once to list).
import { TOTAL_COUNT_CAP } from '@kraam/shared';
import type { AdFilterQuery, Lang } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { cursorList } from '../../db/keyset-cursor';
import { resolveReferences } from './filter-references';
import type { FilterReferences } from './filter-references';
import { listPage, listPosition } from './list-query';
import type { CappedCount, ListPage } from './list-query';
import { CORRECTED_LIST, FEW_MATCHES, searchSpec } from './search-spec';
import type { TextChoice } from './search-spec';

async function firstPage(
  db: Kysely<Database>,
  query: AdFilterQuery,
  refs: FilterReferences,
  lang: Lang,
  text: TextChoice,
): Promise<{ page: ListPage & { count: CappedCount }; typed: boolean }> {
  const { spec, typed } = await searchSpec(db, query, refs, text);
  const page = await listPage(db, spec, lang, { limit: query.limit, countCap: TOTAL_COUNT_CAP });
  return { page: { ...page, count: page.count ?? { total: 0, capped: false } }, typed };
}

/** The page a search asks for; `count` (its total) on the first page only. */
export async function searchPage(db: Kysely<Database>, query: AdFilterQuery, lang: Lang): Promise<ListPage> {
  const refs = await resolveReferences(db, query);
  if (!query.cursor) {
    const asTyped = await firstPage(db, query, refs, lang, 'asTyped');
    const tooFew = asTyped.typed && asTyped.page.count.total < FEW_MATCHES;
    return (tooFew ? await firstPage(db, query, refs, lang, 'corrected') : asTyped).page;
  }
  // A later page continues the list its cursor names; listPosition refuses a cursor of any other.
  const corrected = cursorList(query.cursor)?.endsWith(CORRECTED_LIST) === true;
  const { spec } = await searchSpec(db, query, refs, corrected ? 'corrected' : 'asTyped');
  const after = listPosition(spec, query.cursor);
  return listPage(db, spec, lang, { limit: query.limit, ...(after ? { after } : {}) });
}
