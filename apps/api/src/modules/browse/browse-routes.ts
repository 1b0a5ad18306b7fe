// Finding ads (docs/ranking.md): home feeds, search, suggestions, the ad page and its seller's number,
// favourites, recently viewed and the sitemap. Public lists only ever hold active ads (active-ads.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adPageRoutes } from './ad-page-routes';
import { registerBrowseWarmers } from './browse-cache-warmers';
import { syncSearchTerms } from './search-terms/sync-search-terms';
import { listRoutes } from './list-routes';
import { ownListRoutes } from './own-list-routes';
import { phoneRevealRoutes } from './phone-reveal-routes';
import { sitemapRoutes } from './sitemap-routes';
import { viewRoutes } from './views/view-routes';

export const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The term list is in place before the first search (the migrations ran before the server listens).
  app.addHook('onReady', () => syncSearchTerms(app.db));
  registerBrowseWarmers(app);
  await app.register(listRoutes);
  await app.register(adPageRoutes);
  await app.register(phoneRevealRoutes);
  await app.register(ownListRoutes);
  await app.register(sitemapRoutes);
  await app.register(viewRoutes);
};
