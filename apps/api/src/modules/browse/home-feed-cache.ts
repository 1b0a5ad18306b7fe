// A home feed page by name (a sort, or the promoted strip), and the cache key of its first page.
import type { HomeSort, Lang } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { homeFeedSpec, promotedSpec } from './home-feed-spec';
import { listPage, listPosition } from './list-query';
import type { ListPage } from './list-query';

export type FeedName = HomeSort | 'promoted';

export const homeFeedCacheKey = (feed: FeedName, lang: Lang, limit: number): string =>
  `${feed}:${lang}:${limit}`;

/** userId only personalises 'forYou'; a page after the first needs its cursor. */
export async function loadHomeFeed(
  db: Kysely<Database>,
  feed: FeedName,
  lang: Lang,
  options: { limit: number; cursor?: string | undefined; userId: number | null },
): Promise<ListPage> {
  const spec = feed === 'promoted' ? promotedSpec : await homeFeedSpec(db, feed, options.userId);
  const after = listPosition(spec, options.cursor);
  return listPage(db, spec, lang, { limit: options.limit, ...(after ? { after } : {}) });
}
