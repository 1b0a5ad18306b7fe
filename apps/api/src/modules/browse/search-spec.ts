// GetAllWithFilter as a list: the filters of adFilterQuerySchema as conditions, the sort as a key.
import { RADIUS_MAX_KM } from '@kraam/shared';
import type { AdFilterQuery, Delivery, FieldFilter } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';
import { isActive } from '../../db/active-ads';
import type { FilterReferences } from './filter-references';
import type { Centre } from './geo';
import { distanceFrom, nearbyScan, withinRadius } from './geo';
import { countCapped } from './list-query';
import type { ListSpec } from './list-spec';
import { cheapestKey, mostExpensiveKey, nearestKey, newestKey, relevanceKey } from './sort-keys';
import { searchWords, textMatch, textQuery } from './text-search';
import type { TextMatch } from './text-search';

/** 'post' and 'pickup' include ads offering both. */
const deliveryValues = (wanted: Delivery[]): Delivery[] =>
  wanted.includes('post') || wanted.includes('pickup') ? [...new Set<Delivery>([...wanted, 'both'])] : wanted;

/** Below the low-first key of an ad without a price (bigint's maximum, kraam_price_low_first). */
const BELOW_NO_PRICE = sql.raw('9223372036854775806');

/**
 * A price range keeps only ads with a price (an amount, or free as 0); for those both sort keys equal
 * the price. One range on the key the sort reads lets that price index serve it and gives the planner
 * one range to estimate: bounding both keys made it multiply two selectivities, guess 2 rows for
 * thousands and sort them all (bench/RESULTS.md).
 */
function priceRange(query: AdFilterQuery): RawBuilder<boolean> {
  const min = query.priceMin === undefined ? undefined : query.priceMin * 100;
  const max = query.priceMax === undefined ? undefined : query.priceMax * 100;
  if (query.sort === 'mostExpensive') {
    // Ads without a price have -1 here, below any lower bound.
    const key = sql`kraam_price_high_first(a.price_type, a.price_cents)`;
    const upper = max === undefined ? sql`true` : sql`${key} <= ${max}::bigint`;
    return sql<boolean>`${key} >= ${min ?? 0}::bigint and ${upper}`;
  }
  // Ads without a price have bigint's maximum here, above any upper bound.
  const key = sql`kraam_price_low_first(a.price_type, a.price_cents)`;
  const lower = min === undefined ? sql`true` : sql`${key} >= ${min}::bigint`;
  const upper = max === undefined ? BELOW_NO_PRICE : sql`${max}`;
  return sql<boolean>`${lower} and ${key} <= ${upper}::bigint`;
}

/**
 * A category field's filter on the stored values: one of the values (compared as text, so 'true' finds a
 * yes and 'city' a select's option), or a number range, read only from values stored as JSON numbers.
 */
function fieldCondition({ key, values, min, max }: FieldFilter): RawBuilder<boolean> {
  if (values) return sql<boolean>`a.field_values ->> ${key} = any(${values}::text[])`;
  // The CASE keeps the cast away from values that are not numbers.
  const number = sql`(case when jsonb_typeof(a.field_values -> ${key}) = 'number'
    then (a.field_values ->> ${key})::numeric end)`;
  const lower = min === undefined ? sql`${number} is not null` : sql`${number} >= ${min}::numeric`;
  const upper = max === undefined ? sql`true` : sql`${number} <= ${max}::numeric`;
  return sql<boolean>`(${lower} and ${upper})`;
}

export function filterConditions(query: AdFilterQuery, refs: FilterReferences): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [isActive('a')];
  // A leaf (the usual category page) as an equality, so the (category_id, sort key) indexes serve it.
  const [onlyCategory, ...more] = refs.categoryIds ?? [];
  if (onlyCategory !== undefined && more.length === 0)
    conditions.push(sql<boolean>`a.category_id = ${onlyCategory}::integer`);
  else if (refs.categoryIds)
    conditions.push(sql<boolean>`a.category_id = any(${refs.categoryIds}::integer[])`);
  if (query.priceMin !== undefined || query.priceMax !== undefined) conditions.push(priceRange(query));
  if (query.priceType) conditions.push(sql<boolean>`a.price_type = any(${query.priceType}::text[])`);
  if (query.condition) conditions.push(sql<boolean>`a.condition = any(${query.condition}::text[])`);
  if (query.delivery)
    conditions.push(sql<boolean>`a.delivery = any(${deliveryValues(query.delivery)}::text[])`);
  if (query.photosOnly) conditions.push(sql<boolean>`a.image_count > 0`);
  for (const filter of query.fields ?? []) conditions.push(fieldCondition(filter));
  if (query.boothId !== undefined) conditions.push(sql<boolean>`a.booth_id = ${query.boothId}::integer`);
  if (query.provinceId !== undefined)
    conditions.push(sql<boolean>`a.province_id = ${query.provinceId}::integer`);
  if (query.cityId !== undefined) conditions.push(sql<boolean>`a.city_id = ${query.cityId}::integer`);
  if (refs.centre && (query.radiusKm !== undefined || query.sort === 'nearest'))
    conditions.push(withinRadius(refs.centre, query.radiusKm ?? RADIUS_MAX_KM));
  return conditions;
}

/** Fewer full-text matches than this and the words are typo-corrected. */
export const FEW_MATCHES = 3;

/** Lists of typo-corrected words are named apart, so a cursor of one never pages the other. */
export const CORRECTED_LIST = '-corrected';

/**
 * How the words are matched: as typed, typo-corrected, or (`check`) as typed when full text finds at
 * least FEW_MATCHES ads with the other filters.
 */
export type TextChoice = 'asTyped' | 'corrected' | 'check';

async function chooseTextMatch(
  db: Kysely<Database>,
  words: string[],
  conditions: RawBuilder<boolean>[],
  choice: TextChoice,
): Promise<{ match: TextMatch; corrected: boolean }> {
  const corrected = async () => ({ match: textMatch(await textQuery(db, words, true)), corrected: true });
  if (choice === 'corrected') return corrected();
  const exact = { match: textMatch(await textQuery(db, words, false)), corrected: false };
  if (choice === 'asTyped') return exact;
  const probe: ListSpec = {
    name: 'probe',
    conditions: [...conditions, exact.match.condition],
    sort: newestKey,
  };
  return (await countCapped(db, probe, FEW_MATCHES)).total >= FEW_MATCHES ? exact : corrected();
}

/**
 * Capped ranking (docs/ranking.md): by relevance, only the newest RANK_WINDOW matches are ranked and
 * listed, so a common word ranks a few hundred documents, not thousands; older matches are listed by
 * the other sorts.
 */
const RANK_WINDOW = 300;

const withCandidates = (list: SearchList, walk: boolean): SearchList => ({
  ...list,
  spec: { ...list.spec, candidates: { cap: RANK_WINDOW, walk } },
});

const nearest = (list: SearchList, centre: Centre, radiusKm: number): SearchList => ({
  ...list,
  spec: { ...list.spec, nearby: nearbyScan(centre, radiusKm) },
});

export interface SearchList {
  spec: ListSpec;
  /** Whether the list has words, matched as typed: typo-corrected, they make another list. */
  typed: boolean;
}

/** The list a search asks for; `text` says how its words are matched (see TextChoice). */
export async function searchSpec(
  db: Kysely<Database>,
  query: AdFilterQuery,
  refs: FilterReferences,
  text: TextChoice = 'check',
): Promise<SearchList> {
  const conditions = filterConditions(query, refs);
  // Only the active-ads condition: the words alone (see ListSpec.candidates).
  const wordsAlone = conditions.length === 1;
  const words = query.search ? searchWords(query.search) : [];
  const sort = query.sort ?? (words.length > 0 ? 'relevance' : 'newest');
  const match = words.length > 0 ? await chooseTextMatch(db, words, conditions, text) : undefined;
  // A ranked list with other filters reads all its matches (ListSpec.candidates): the planner's view
  // of the words does not change that plan, and testing prefix and family apart cost more per ad.
  const readAllMatches = sort === 'relevance' && !wordsAlone;
  // Any other list of words tells a common word's total from their prefixes alone (ListSpec.narrower).
  const prefixes = readAllMatches ? null : (match?.match.prefixCondition ?? null);
  const narrower = prefixes === null ? {} : { narrower: [...conditions, prefixes] };
  if (match) conditions.push(readAllMatches ? match.match.wholeCondition : match.match.condition);
  const distance = refs.centre ? { distance: distanceFrom(refs.centre) } : {};
  const suffix = match?.corrected ? CORRECTED_LIST : '';
  const spec = (name: string, key: ListSpec['sort']): SearchList => ({
    spec: { name: `search:${name}${suffix}`, conditions, sort: key, ...distance, ...narrower },
    typed: match?.corrected === false,
  });
  switch (sort) {
    case 'cheapest':
      return spec(sort, cheapestKey);
    case 'mostExpensive':
      return spec(sort, mostExpensiveKey);
    case 'nearest':
      if (!refs.centre) return spec('newest', newestKey);
      return nearest(
        spec(sort, nearestKey(distanceFrom(refs.centre))),
        refs.centre,
        query.radiusKm ?? RADIUS_MAX_KM,
      );
    case 'relevance':
      if (!match) return spec('newest', newestKey);
      // Words alone, typo-corrected too, sample the newest ads and walk on (capped-candidates.ts).
      return withCandidates(spec('relevance', relevanceKey(match.match.rank)), wordsAlone);
    default:
      return spec('newest', newestKey);
  }
}
