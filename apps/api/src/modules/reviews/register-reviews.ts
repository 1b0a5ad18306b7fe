// The reviews module (decision 0047): its routes, with the configured age a conversation needs before its two
// people may review each other without a marked sale.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { reviewRoutes } from './review-routes';

export async function registerReviews(app: FastifyInstance, config: Pick<Config, 'reviewMinAgeHours'>) {
  await app.register(reviewRoutes, { minAgeHours: config.reviewMinAgeHours });
}
