// previousId/nextId of the ad page: the neighbours of the ad in the list the visitor came from, given
// as that list's query string (the /categoryAds filters, or `sort=` of a home feed).
import { adFilterQuerySchema, homeFeedQuerySchema } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { AppError } from '../../plugins/app-error';
import { resolveReferences } from './filter-references';
import { homeFeedSpec, promotedSpec } from './home-feed-spec';
import { neighbourId, positionOf } from './list-query';
import type { ListSpec } from './list-spec';
import { searchSpec } from './search-spec';

const HOME_ONLY_SORTS = new Set(['trending', 'forYou']);

async function listSpec(
  db: Kysely<Database>,
  list: string,
  userId: number | null,
): Promise<ListSpec | undefined> {
  const params = Object.fromEntries(new URLSearchParams(list));
  delete params.cursor;
  delete params.limit;
  const home = homeFeedQuerySchema.safeParse(params);
  if (home.success && (home.data.promoted || HOME_ONLY_SORTS.has(params.sort ?? '')))
    return home.data.promoted ? promotedSpec : homeFeedSpec(db, home.data.sort, userId);
  const filter = adFilterQuerySchema.safeParse(params);
  if (!filter.success) return undefined;
  try {
    return (await searchSpec(db, filter.data, await resolveReferences(db, filter.data))).spec;
  } catch (error) {
    // A list naming an unknown category or postal code has no neighbours; that is not the page's error.
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

export async function neighbours(
  db: Kysely<Database>,
  adId: number,
  list: string | undefined,
  userId: number | null,
): Promise<{ previousId: number | null; nextId: number | null }> {
  const none = { previousId: null, nextId: null };
  if (!list) return none;
  const spec = await listSpec(db, list, userId);
  const position = spec && (await positionOf(db, spec, adId));
  if (!spec || !position) return none;
  return {
    previousId: await neighbourId(db, spec, position, 'backward'),
    nextId: await neighbourId(db, spec, position, 'forward'),
  };
}
