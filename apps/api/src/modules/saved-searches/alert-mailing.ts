// Alert mails of saved searches. Instant: one (search, ad) match, at most one mail per search in
// SAVED_SEARCH_MAIL_GAP_MINUTES; the claim is one atomic update of the search's last_mailed_at, so two
// instances never both mail, and a match inside the gap keeps mailed_at null. Held: the matches no mail
// named yet, in one mail per search, sent by the jobs of alert-jobs.ts (the instant searches' held
// matches, the daily and weekly digests).
import { DIGEST_MAX_ADS, SAVED_SEARCH_MAIL_GAP_MINUTES } from '@kraam/shared';
import type { SAVED_SEARCH_RUNNING_FREQUENCIES } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { isActive } from '../../db/active-ads';
import { alertAdOf, matchedAd } from '../../db/alert-ad';
import type { MatchedAd } from '../../db/alert-ad';
import type { Database } from '../../db/database-types';
import { alertMail } from '../../mail/alert-mail';
import type { Mailer } from '../../mail/mailer';
import { unsubscribeLinks } from '../../mail/alert-unsubscribe';
import type { AlertLinksConfig } from '../../mail/alert-unsubscribe';
import type { Candidate } from './match-candidates';

export type AlertMailConfig = AlertLinksConfig;

async function claimMail(db: Kysely<Database>, searchId: number): Promise<boolean> {
  const claimed = await db
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

/** A digest goes out whatever the gap; the stamp keeps the next instant mail from following at once. */
async function stampMailed(db: Kysely<Database>, searchId: number): Promise<boolean> {
  const stamped = await db
    .updateTable('saved_searches')
    .set({ last_mailed_at: sql<Date>`now()` })
    .where('id', '=', searchId)
    .where('email', '=', true)
    .returning('id')
    .executeTakeFirst();
  return stamped !== undefined;
}

interface MailedSearch {
  id: number;
  userId: number;
  name: string;
  query: string;
}

async function sendAlertMail(
  db: Kysely<Database>,
  mailer: Mailer,
  config: AlertMailConfig,
  search: MailedSearch,
  ads: MatchedAd[],
  total: number,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'lang'])
    .where('id', '=', search.userId)
    .executeTakeFirstOrThrow();
  await mailer.send(
    alertMail({
      lang: user.lang,
      to: user.email,
      name: user.first_name,
      searchName: search.name,
      ads: ads.map((ad) => alertAdOf(config, ad)),
      total,
      searchLink: `${config.publicWebUrl}/categoryAds?${search.query}`,
      ...unsubscribeLinks(config, search.userId, search.id),
    }),
  );
}

/** Mails the match now when the search's gap allows; returns whether it went out. */
export async function mailAlert(
  app: FastifyInstance,
  config: AlertMailConfig,
  search: Candidate,
  ad: MatchedAd,
): Promise<boolean> {
  if (!(await claimMail(app.db, search.id))) return false;
  await sendAlertMail(app.db, app.mailer, config, search, [ad], 1);
  await app.db
    .updateTable('saved_search_matches')
    .set({ mailed_at: new Date() })
    .where('saved_search_id', '=', search.id)
    .where('advertisement_id', '=', ad.id)
    .execute();
  return true;
}

/** Which searches a run of mailHeldMatches serves: the instant ones (whose gap held matches back) or a digest. */
export type HeldMailFrequency = (typeof SAVED_SEARCH_RUNNING_FREQUENCIES)[number];

/**
 * One mail per search of `frequency` with email on, naming the matches no mail has named yet (newest
 * first, at most DIGEST_MAX_ADS, 'see all N' for the rest) that are still live; an instant search only
 * once its gap has passed. Each search is one transaction that locks its unmailed matches (another run
 * skips them), sends, and marks them mailed: a run that dies before its commit leaves them for the
 * next run, so no match goes unmailed and only a death between the mail server's acceptance and the
 * commit can repeat one (decision 0042). Answers how many mails went out.
 */
export async function mailHeldMatches(
  app: FastifyInstance,
  config: AlertMailConfig,
  frequency: HeldMailFrequency,
): Promise<number> {
  const searches = await app.db
    .selectFrom('saved_searches as s')
    .select(['s.id', 's.user_id as userId', 's.name', 's.query'])
    .where('s.email', '=', true)
    .where('s.frequency', '=', frequency)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('saved_search_matches as m')
          .select('m.advertisement_id')
          .whereRef('m.saved_search_id', '=', 's.id')
          .where('m.mailed_at', 'is', null),
      ),
    )
    .orderBy('s.id')
    .execute();
  let mailed = 0;
  for (const search of searches) {
    try {
      if (await mailSearch(app, config, search, frequency)) mailed += 1;
    } catch (error) {
      // One search failing (an address the mail server refuses) holds up no other; its matches stay
      // unmailed and the next run tries again.
      app.log.error({ err: error, savedSearchId: search.id }, 'held saved-search alerts not mailed');
    }
  }
  return mailed;
}

async function mailSearch(
  app: FastifyInstance,
  config: AlertMailConfig,
  search: MailedSearch,
  frequency: HeldMailFrequency,
): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    if (frequency === 'instant' ? !(await claimMail(trx, search.id)) : !(await stampMailed(trx, search.id)))
      return false;
    const held = await trx
      .selectFrom('saved_search_matches as m')
      .innerJoin('ads as a', 'a.id', 'm.advertisement_id')
      .select(['m.advertisement_id as adId', isActive('a').as('live')])
      .where('m.saved_search_id', '=', search.id)
      .where('m.mailed_at', 'is', null)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.advertisement_id', 'desc')
      .forUpdate('m')
      .skipLocked()
      .execute();
    const live = held.filter((row) => row.live).map((row) => row.adId);
    if (live.length > 0) {
      const ads = (
        await Promise.all(live.slice(0, DIGEST_MAX_ADS).map((adId) => matchedAd(trx, adId)))
      ).filter((ad) => ad !== undefined);
      await sendAlertMail(trx, app.mailer, config, search, ads, live.length);
    }
    // Gone ads are marked too: they are never mailed, and must not hold the search in every run.
    if (held.length > 0)
      await trx
        .updateTable('saved_search_matches')
        .set({ mailed_at: sql<Date>`now()` })
        .where('saved_search_id', '=', search.id)
        .where(
          'advertisement_id',
          'in',
          held.map((row) => row.adId),
        )
        .execute();
    return live.length > 0;
  });
}
