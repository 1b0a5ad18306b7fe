// GetAllWithFilter as a list: the filters of adFilterQuerySchema as conditions, the sort as a key.
import { RADIUS_MAX_KM, TOTAL_COUNT_CAP } from '@kraam/shared';
import type { AdFilterQuery, Delivery } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';
import { isActive } from './active-ads';
import type { FilterReferences } from './filter-references';
import { distanceFrom, withinRadius } from './geo';
import type { ListSpec } from './list-query';
import { cheapestKey, mostExpensiveKey, nearestKey, newestKey, relevanceKey } from './sort-keys';
import { searchWords, textMatch, textQuery } from './text-search';
import type { TextMatch } from './text-search';

/** Fewer full-text matches than this and typo-tolerant matching joins in. */
const FEW_MATCHES = 3;

/** 'post' and 'pickup' include ads offering both. */
const deliveryValues = (wanted: Delivery[]): Delivery[] =>
  wanted.includes('post') || wanted.includes('pickup') ? [...new Set<Delivery>([...wanted, 'both'])] : wanted;

function filterConditions(query: AdFilterQuery, refs: FilterReferences): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [isActive('a')];
  if (refs.categoryIds) conditions.push(sql<boolean>`a.category_id = any(${refs.categoryIds}::integer[])`);
  // Price bounds only keep ads with a price (an amount, or free as 0).
  if (query.priceMin !== undefined)
    conditions.push(
      sql<boolean>`kraam_price_high_first(a.price_type, a.price_cents) >= ${query.priceMin * 100}::bigint`,
    );
  if (query.priceMax !== undefined)
    conditions.push(
      sql<boolean>`kraam_price_low_first(a.price_type, a.price_cents) <= ${query.priceMax * 100}::bigint`,
    );
  if (query.priceType) conditions.push(sql<boolean>`a.price_type = any(${query.priceType}::text[])`);
  if (query.condition) conditions.push(sql<boolean>`a.condition = any(${query.condition}::text[])`);
  if (query.delivery)
    conditions.push(sql<boolean>`a.delivery = any(${deliveryValues(query.delivery)}::text[])`);
  if (query.photosOnly)
    conditions.push(sql<boolean>`exists (select 1 from ad_images i where i.ad_id = a.id)`);
  if (query.boothId !== undefined) conditions.push(sql<boolean>`a.booth_id = ${query.boothId}::integer`);
  if (query.provinceId !== undefined)
    conditions.push(sql<boolean>`a.province_id = ${query.provinceId}::integer`);
  if (query.cityId !== undefined) conditions.push(sql<boolean>`a.city_id = ${query.cityId}::integer`);
  if (refs.centre && (query.radiusKm !== undefined || query.sort === 'nearest'))
    conditions.push(withinRadius(refs.centre, query.radiusKm ?? RADIUS_MAX_KM));
  return conditions;
}

/** Full text; when that finds fewer than FEW_MATCHES, full text with typo-corrected words. */
async function chooseTextMatch(
  db: Kysely<Database>,
  words: string[],
  conditions: RawBuilder<boolean>[],
): Promise<{ match: TextMatch; fuzzy: boolean }> {
  const exact = textMatch(await textQuery(db, words, false));
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (
      select 1 from ads a where ${sql.join([...conditions, exact.condition], sql` and `)} limit ${FEW_MATCHES}
    ) found`.execute(db);
  if ((rows[0]?.n ?? 0) >= FEW_MATCHES) return { match: exact, fuzzy: false };
  return { match: textMatch(await textQuery(db, words, true)), fuzzy: true };
}

export async function searchSpec(
  db: Kysely<Database>,
  query: AdFilterQuery,
  refs: FilterReferences,
): Promise<ListSpec> {
  const conditions = filterConditions(query, refs);
  const words = query.search ? searchWords(query.search) : [];
  const text = words.length > 0 ? await chooseTextMatch(db, words, conditions) : undefined;
  if (text) conditions.push(text.match.condition);
  const sort = query.sort ?? (text ? 'relevance' : 'newest');
  const distance = refs.centre ? { distance: distanceFrom(refs.centre) } : {};
  const spec = (name: string, key: ListSpec['sort']): ListSpec => ({
    name: `search:${name}`,
    conditions,
    sort: key,
    ...distance,
  });
  switch (sort) {
    case 'cheapest':
      return spec(sort, cheapestKey);
    case 'mostExpensive':
      return spec(sort, mostExpensiveKey);
    case 'nearest':
      return refs.centre ? spec(sort, nearestKey(distanceFrom(refs.centre))) : spec('newest', newestKey);
    case 'relevance':
      if (!text) return spec('newest', newestKey);
      // Capped ranking: rank the newest TOTAL_COUNT_CAP matches only, so a common word stays cheap.
      return {
        ...spec(text.fuzzy ? 'relevance-fuzzy' : 'relevance', relevanceKey(text.match.rank)),
        candidates: { order: sql`a.published_at desc, a.id desc`, cap: TOTAL_COUNT_CAP },
      };
    default:
      return spec('newest', newestKey);
  }
}
