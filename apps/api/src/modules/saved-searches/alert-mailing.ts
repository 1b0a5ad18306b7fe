// The instant alert mail of one (search, ad) match: at most one per search in SAVED_SEARCH_MAIL_GAP_MINUTES.
// The claim is one atomic update of the search's last_mailed_at, so two instances never both mail; a match
// inside the gap keeps mailed_at null for the digest slice to pick up.
import { API_PATHS, SAVED_SEARCH_MAIL_GAP_MINUTES, fileUrl } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { alertMail } from '../../mail/alert-mail';
import type { MatchedAd } from '../../db/alert-ad';
import { alertToken } from './alert-token';
import type { Candidate } from './match-candidates';

export interface AlertMailConfig {
  jwtSecret: string;
  publicWebUrl: string;
  publicApiUrl: string;
}

/** The web page that asks before unsubscribing; a scanner following the mail's link changes nothing. */
export const unsubscribePage = (publicWebUrl: string, token: string): string =>
  `${publicWebUrl}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

const PHOTO_WIDTH = 640;

async function claimMail(app: FastifyInstance, searchId: number): Promise<boolean> {
  const claimed = await app.db
    .updateTable('saved_searches')
    .set({ last_mailed_at: sql<Date>`now()` })
    .where('id', '=', searchId)
    .where('email', '=', true)
    .where((eb) =>
      eb.or([
        eb('last_mailed_at', 'is', null),
        eb(
          'last_mailed_at',
          '<=',
          sql<Date>`now() - make_interval(mins => ${SAVED_SEARCH_MAIL_GAP_MINUTES}::integer)`,
        ),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Mails the match now when the search's gap allows; returns whether it went out. */
export async function mailAlert(
  app: FastifyInstance,
  config: AlertMailConfig,
  search: Candidate,
  ad: MatchedAd,
): Promise<boolean> {
  if (!(await claimMail(app, search.id))) return false;
  const user = await app.db
    .selectFrom('users')
    .select(['email', 'first_name', 'lang'])
    .where('id', '=', search.userId)
    .executeTakeFirstOrThrow();
  const token = alertToken(config.jwtSecret, search.userId, search.id, 'email');
  const host = new URL(config.publicWebUrl).hostname;
  await app.mailer.send(
    alertMail({
      lang: user.lang,
      to: user.email,
      name: user.first_name,
      searchName: search.name,
      ad: {
        ...ad,
        adLink: `${config.publicWebUrl}/ads/${ad.id}`,
        photoLink: ad.imageId ? fileUrl(config.publicApiUrl, ad.imageId, { w: PHOTO_WIDTH, q: 75 }) : null,
      },
      searchLink: `${config.publicWebUrl}/categoryAds?${search.query}`,
      unsubscribePage: unsubscribePage(config.publicWebUrl, token),
      unsubscribeUrl: `${config.publicApiUrl}${API_PATHS.alertUnsubscribe}?token=${encodeURIComponent(token)}`,
      unsubscribeMailto: `mailto:unsubscribe@${host}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
      listId: `Kraam <saved-search-${search.id}.alerts.${host}>`,
    }),
  );
  await app.db
    .updateTable('saved_search_matches')
    .set({ mailed_at: new Date() })
    .where('saved_search_id', '=', search.id)
    .where('advertisement_id', '=', ad.id)
    .execute();
  return true;
}
