// Actions on own ads beyond editing: bulk changes (MultiEdit) and the paid home promotion.
import {
  API_PATHS,
  errorResponseSchema,
  multiEditBodySchema,
  multiEditResponseSchema,
  promoteBodySchema,
  promotionResponseSchema,
} from '@kraam/shared';
import type { MultiEditAction } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { releaseAfterCommit, releaseDeletedAdPhotos } from '../../files/file-release';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { adsChanged } from '../../plugins/cache-invalidation';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { multiEdit } from './multi-edit';
import { defaultPaymentRegistry } from './payments/payment-registry';
import type { PaymentRegistry } from './payments/payment-registry';
import { promoteAd } from './promotion';

const tags = ['advertisements'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * What others hear of an action: renewed or offered again after a sale is live again (saved searches may
 * want it); reserved, sold and deleted reach whoever favourited the ad.
 */
const ACTION_EVENTS: Partial<Record<MultiEditAction, 'visible' | 'reserved' | 'sold' | 'removed'>> = {
  renew: 'visible',
  markAvailable: 'visible',
  markReserved: 'reserved',
  markSold: 'sold',
  delete: 'removed',
};

export interface AdActionOptions {
  payments?: PaymentRegistry;
}

export const adActionRoutes: FastifyPluginCallbackZod<AdActionOptions> = (app, options, done) => {
  const payments = options.payments ?? defaultPaymentRegistry();

  app.post(
    API_PATHS.adMultiEdit,
    {
      schema: {
        tags,
        summary: 'One action on several own ads; any id that is not yours answers 404 and changes nothing',
        security,
        body: multiEditBodySchema,
        response: { 200: multiEditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { advertisementIds, action } = request.body;
      const data = await app.adEvents.write(async (trx, tell) => {
        const result = await multiEdit(trx, currentUser(request).id, advertisementIds, action, new Date());
        const event = ACTION_EVENTS[action];
        if (event && result.updated.length > 0) tell({ kind: event, adIds: result.updated });
        return result;
      });
      // Deleted ads' photos stop being served at once rather than staying downloadable.
      if (action === 'delete')
        await releaseAfterCommit(request.log, () => releaseDeletedAdPhotos(app, data.updated));
      await adsChanged(app, advertisementIds);
      // Skipped ads (renewing far from expiry) are not an update; all skipped is not "updated" either.
      const message = data.updated.length > 0 ? 'ADS_UPDATED' : 'ADS_UNCHANGED';
      return { data, message: infoMessage(requestLang(request), message) };
    },
  );

  app.post(
    API_PATHS.adPromote,
    {
      schema: {
        tags,
        summary: 'Put an own, live ad on the home page for 3 days, paid through the named provider',
        security,
        body: promoteBodySchema,
        response: {
          200: promotionResponseSchema,
          ...errors,
          402: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const provider = payments.get(request.body.provider);
      if (!provider) throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { provider: ['INVALID'] });
      const data = await promoteAd(app.db, provider, currentUser(request).id, request.body.advertisementId);
      await adsChanged(app, [request.body.advertisementId]);
      return { data, message: infoMessage(requestLang(request), 'AD_PROMOTED') };
    },
  );

  done();
};
