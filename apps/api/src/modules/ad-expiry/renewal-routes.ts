// The expiry reminder's renewal link. GET describes what a press would do (the web's confirmation page;
// changes nothing, as mail scanners follow links); POST renews the ad for FREE_AD_DAYS, keeping its id,
// favourites and conversations, by the signed token alone. The token names the period it was sent for:
// once renewed the link answers 'used'. An expired ad is relisted the same way for RELIST_DAYS.
import {
  API_PATHS,
  FREE_AD_DAYS,
  RELIST_DAYS,
  adRenewalBodySchema,
  adRenewalQuerySchema,
  adRenewalResponseSchema,
  errorResponseSchema,
} from '@kraam/shared';
import type { AdRenewal, AdRenewalState, AdStatus, TradeState } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { AppError } from '../../plugins/app-error';
import { infoMessage } from '../../plugins/messages';
import { limit } from '../../plugins/rate-limit';
import { requestLang } from '../../plugins/request-lang';
import { readRenewalToken } from './renewal-token';
import type { RenewalTokenSubject } from './renewal-token';

const tags = ['advertisements'];
const DAY_MS = 86_400_000;

interface AdRow {
  id: number;
  title: string;
  status: AdStatus;
  trade_state: TradeState;
  valid_until: Date | null;
}

function stateOf(ad: AdRow, subject: RenewalTokenSubject, now: Date): AdRenewalState {
  if (ad.status === 'deleted' || ad.status === 'removed' || ad.status === 'inactive') return 'unavailable';
  if (ad.trade_state === 'sold') return 'unavailable';
  if (ad.valid_until?.getTime() !== subject.validUntil.getTime()) return 'used';
  if (now.getTime() > subject.validUntil.getTime() + RELIST_DAYS * DAY_MS) return 'tooLate';
  return 'renewable';
}

const answer = (ad: AdRow, state: AdRenewalState): AdRenewal => ({
  advertisementId: ad.id,
  title: ad.title,
  validUntil: (ad.valid_until ?? new Date(0)).toISOString(),
  state,
});

const adOf = (db: Kysely<Database>, id: number) =>
  db.selectFrom('ads').select(['id', 'title', 'status', 'trade_state', 'valid_until']).where('id', '=', id);

export const renewalRoutes: FastifyPluginCallbackZod<{ config: { jwtSecret: string } }> = (
  app,
  { config },
  done,
) => {
  const byLink = limit(app, { name: 'renewal-link', max: 30, timeWindow: 3_600_000 });
  const subjectOf = (token: string): RenewalTokenSubject => {
    const subject = readRenewalToken(config.jwtSecret, token);
    if (!subject) throw new AppError('INVALID_TOKEN');
    return subject;
  };

  app.get(
    API_PATHS.adRenewal,
    {
      onRequest: byLink,
      schema: {
        tags,
        summary: "What the expiry reminder's renewal link would do; changes nothing (no session needed)",
        querystring: adRenewalQuerySchema,
        response: { 200: adRenewalResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request.query.token);
      const ad = await adOf(app.db, subject.adId).executeTakeFirst();
      if (!ad) throw new AppError('NOT_FOUND');
      void reply.header('cache-control', 'no-store');
      return { data: answer(ad, stateOf(ad, subject, new Date())), message: null };
    },
  );

  app.post(
    API_PATHS.adRenewal,
    {
      onRequest: byLink,
      schema: {
        tags,
        summary: "Renews (or relists) the ad of an expiry reminder's link, once; no session needed",
        body: adRenewalBodySchema,
        response: {
          200: adRenewalResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const subject = subjectOf(request.body.token);
      const now = new Date();
      const renewed = await app.adEvents.write(async (trx, tell) => {
        const ad = await adOf(trx, subject.adId).forUpdate().executeTakeFirst();
        if (!ad) throw new AppError('NOT_FOUND');
        const state = stateOf(ad, subject, now);
        if (state === 'used') throw new AppError('CONFLICT', 'RENEWAL_LINK_USED');
        if (state === 'tooLate') throw new AppError('GONE', 'RENEWAL_TOO_LATE');
        if (state === 'unavailable') throw new AppError('CONFLICT', 'RENEWAL_NOT_POSSIBLE');
        // A new free period from now, as renewing from My ads gives (ad-lifecycle.ts).
        const validUntil = new Date(now.getTime() + FREE_AD_DAYS * DAY_MS);
        await trx
          .updateTable('ads')
          .set({ valid_from: now, valid_until: validUntil, updated_at: now })
          .where('id', '=', ad.id)
          .execute();
        tell({ kind: 'visible', adIds: [ad.id] });
        return { ...ad, valid_until: validUntil };
      });
      return { data: answer(renewed, 'renewed'), message: infoMessage(requestLang(request), 'AD_RENEWED') };
    },
  );

  done();
};
