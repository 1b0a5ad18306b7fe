// What a write must remove from the cache, and the keys it names, in one place so the readers (browse,
// booths) and the writers (advertisements, ad-gallery, booths, reviews, moderation) agree without importing
// each other.
// Called after the write has committed and before the response, so the writer's next read is fresh.
// The web servers' cached guest pages showing the same data are dropped by tag at the same time.
import { LANGUAGES, pageCacheTags } from '@kraam/shared';
import type { Lang } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import type { Cache } from './cache';

/** The caches a write invalidates: the API's data cache and the web's guest pages. */
export type Caches = Pick<FastifyInstance, 'cache' | 'guestPages'>;

/** The public part of an ad page, per language. */
export const adCacheKey = (adId: number, lang: Lang): string => `${adId}:${lang}`;
/** A public booth (no language in it). */
export const boothCacheKey = (boothId: number): string => String(boothId);

/** Above this many ads, a booth change drops the whole ad group rather than key by key. */
const MAX_AD_KEYS = 200;

const deleteAds = async (cache: Cache, adIds: readonly number[]): Promise<void> => {
  if (adIds.length > MAX_AD_KEYS) {
    await cache.deleteGroup('ad');
    return;
  }
  await Promise.all(adIds.flatMap((id) => LANGUAGES.map((lang) => cache.delete('ad', adCacheKey(id, lang)))));
};

/** Lists whose cards or counts any ad change can alter: feeds, searches and suggestions. */
const deleteLists = async (cache: Cache): Promise<void> => {
  await Promise.all([
    cache.deleteGroup('homeFeeds'),
    cache.deleteGroup('search'),
    cache.deleteGroup('suggestions'),
  ]);
};

/** The ad pages' tags: one by one, or all of them beyond MAX_AD_KEYS. */
const adPageTags = (adIds: readonly number[]): string[] =>
  adIds.length > MAX_AD_KEYS ? [pageCacheTags.ads] : adIds.map(pageCacheTags.ad);

/** Ads inserted, edited, deleted, promoted, re-photographed or changed in state. */
export async function adsChanged({ cache, guestPages }: Caches, adIds: readonly number[]): Promise<void> {
  await Promise.all([deleteAds(cache, adIds), deleteLists(cache)]);
  await guestPages.invalidate([...adPageTags(adIds), pageCacheTags.feed]);
}

/** Only the ad page's own counters changed (a favourite): lists keep their cards. */
export async function adCountersChanged({ cache, guestPages }: Caches, adId: number): Promise<void> {
  await deleteAds(cache, [adId]);
  await guestPages.invalidate(adPageTags([adId]));
}

/** A booth edited: its page, its ads' pages (they show the booth) and the lists (cards, suggestions). */
export async function boothChanged(
  { cache, guestPages }: Caches,
  boothId: number,
  adIds: readonly number[],
): Promise<void> {
  await Promise.all([
    cache.delete('booth', boothCacheKey(boothId)),
    deleteAds(cache, adIds),
    deleteLists(cache),
  ]);
  await guestPages.invalidate([pageCacheTags.booth(boothId), ...adPageTags(adIds), pageCacheTags.feed]);
}

/**
 * A booth's seller type changed: what boothChanged drops and every ad page, not only the booth's own. Any
 * ad page may show the booth's ads among its related cards, and a card must not give a seller the wrong
 * label (consumer law hangs on it). Changes of type are rare, so dropping all ad pages costs little.
 */
export async function sellerTypeChanged({ cache, guestPages }: Caches, boothId: number): Promise<void> {
  await Promise.all([
    cache.delete('booth', boothCacheKey(boothId)),
    cache.deleteGroup('ad'),
    deleteLists(cache),
  ]);
  await guestPages.invalidate([pageCacheTags.booth(boothId), pageCacheTags.ads, pageCacheTags.feed]);
}

/** A person's rating changed (a review written, replied to, removed or restored): it shows on their booth
 * and its ads' pages, so those caches go. */
export async function ratingChanged(
  app: Caches & Pick<FastifyInstance, 'db'>,
  userId: number,
): Promise<void> {
  const booth = await app.db
    .selectFrom('booths')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!booth) return;
  const ads = await app.db.selectFrom('ads').select('id').where('booth_id', '=', booth.id).execute();
  await boothChanged(
    app,
    booth.id,
    ads.map((ad) => ad.id),
  );
}
