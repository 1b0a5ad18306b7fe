// The sellers' ads feature: category fields, own ads, bulk actions and promotion.
import type { FastifyPluginAsync } from 'fastify';
import { adActionRoutes } from './ad-action-routes';
import type { AdActionOptions } from './ad-action-routes';
import { adRoutes } from './ad-routes';
import { categoryFieldRoutes } from './category-field-routes';

export const advertisementRoutes: FastifyPluginAsync<AdActionOptions> = async (app, options) => {
  await app.register(categoryFieldRoutes);
  await app.register(adRoutes);
  await app.register(adActionRoutes, options);
};
