// Misuse (Digital Services Act, Art. 23), applied after each decision with the settings of MisuseSettings:
// a reporter whose notices keep being manifestly unfounded is warned, then their notices are not taken for
// a while; a user whose content keeps being removed is warned, then suspended by a decision of its own
// (automatic, with its statement of reasons). Reversed decisions do not count.
import type { DecisionInsert, Lang } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database-types';
import { AppError } from '../../plugins/app-error';
import { accountRecipient } from './decision-aftermath';
import type { DecisionRow } from './decision-summaries';
import { STATEMENTS_PATH, misuseWarningMail, noticeStopMail } from './moderation-mails';

type MisuseConfig = Pick<Config, 'misuse' | 'publicWebUrl'>;

const DAY = 86_400_000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** 403 for a reporter whose notices are stopped; `keys` are every identity the report came with. */
export async function assertNoticesTaken(db: Kysely<Database>, keys: string[], lang: Lang): Promise<void> {
  const stop = await db
    .selectFrom('notice_stops')
    .select('until')
    .where('reporter_key', 'in', keys)
    .where('until', '>', new Date())
    .orderBy('until', 'desc')
    .executeTakeFirst();
  if (!stop) return;
  const until = new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(stop.until);
  throw new AppError('FORBIDDEN', 'NOTICES_STOPPED', undefined, { params: { until } });
}

/** After 'no action' on manifestly unfounded notices: warn or stop each of their reporters. */
async function unfoundedNotices(app: FastifyInstance, config: MisuseConfig, decision: DecisionRow) {
  const settings = config.misuse;
  const link = `${config.publicWebUrl}${STATEMENTS_PATH}`;
  const reporters = await app.db
    .selectFrom('notices')
    .select(['reporter_key', 'reporter_email', 'reporter_name', 'lang'])
    .distinctOn('reporter_key')
    .where('decision_id', '=', decision.id)
    .execute();
  for (const reporter of reporters) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from notices n join moderation_decisions d on d.id = n.decision_id
      where n.reporter_key = ${reporter.reporter_key} and d.manifestly_unfounded and d.reversed_at is null
        and d.created_at > now() - make_interval(days => ${settings.windowDays}::integer)`.execute(app.db);
    const count = Number(rows[0]?.n ?? 0);
    const mailTo = reporter.reporter_email;
    // A stop by client address would silence everyone behind it: only accounts and mailboxes are stopped.
    if (count >= settings.unfoundedStopAt && !reporter.reporter_key.startsWith('address:')) {
      const until = new Date(Date.now() + settings.noticeStopDays * DAY);
      await app.db
        .insertInto('notice_stops')
        .values({ reporter_key: reporter.reporter_key, until })
        .onConflict((conflict) =>
          conflict.column('reporter_key').doUpdateSet({ until, created_at: new Date() }),
        )
        .execute();
      if (mailTo)
        app.sendMailLater(
          noticeStopMail(reporter.lang, mailTo, reporter.reporter_name ?? '', {
            count,
            until: isoDay(until),
            link,
          }),
        );
    } else if (count === settings.unfoundedWarnAt && mailTo)
      app.sendMailLater(
        misuseWarningMail(reporter.lang, mailTo, reporter.reporter_name ?? '', {
          kind: 'notices',
          count,
          nextAt: settings.unfoundedStopAt,
          link,
        }),
      );
  }
}

/**
 * After a removal: warn its owner, or, once warned and removed again, the body of an automatic
 * suspension for the caller to decide (with its statement of reasons).
 */
async function repeatedRemovals(
  app: FastifyInstance,
  config: MisuseConfig,
  decision: DecisionRow,
): Promise<DecisionInsert | undefined> {
  const settings = config.misuse;
  const ownerId = decision.target_user_id;
  if (ownerId === null || decision.decision_account !== null) return undefined;
  const { rows } = await sql<{ n: string; suspended: boolean }>`
    select count(*) as n,
      coalesce((select suspended_until > now() from users where id = ${ownerId}::integer), false) as suspended
    from moderation_decisions
    where target_user_id = ${ownerId}::integer and reversed_at is null
      and 'DECISION_VISIBILITY_CONTENT_REMOVED' = any(decision_visibility)
      and created_at > now() - make_interval(days => ${settings.windowDays}::integer)`.execute(app.db);
  const count = Number(rows[0]?.n ?? 0);
  if (rows[0]?.suspended) return undefined;
  const owner = await accountRecipient(app, ownerId);
  if (count === settings.removalsWarnAt && owner)
    app.sendMailLater(
      misuseWarningMail(owner.lang, owner.email, owner.name, {
        kind: 'removals',
        count,
        nextAt: settings.removalsSuspendAt,
        link: `${config.publicWebUrl}${STATEMENTS_PATH}`,
      }),
    );
  if (count < settings.removalsSuspendAt) return undefined;
  const nl = owner?.lang !== 'en';
  const today = new Date();
  return {
    reportIds: [],
    target: { type: 'user', id: ownerId },
    outcome: 'restriction',
    decision_visibility: [],
    decision_account: 'DECISION_ACCOUNT_SUSPENDED',
    decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    incompatible_content_ground: nl
      ? 'Artikel 9.3 van de gebruiksvoorwaarden (herhaalde overtredingen)'
      : 'Article 9.3 of the terms of use (repeated violations)',
    incompatible_content_explanation: nl
      ? `Na een waarschuwing is opnieuw inhoud van dit account verwijderd: ${count} keer in de afgelopen ${settings.windowDays} dagen.`
      : `After a warning, content of this account was removed again: ${count} times in the last ${settings.windowDays} days.`,
    category: 'STATEMENT_CATEGORY_OTHER_VIOLATION_TC',
    decision_facts: nl
      ? `Inhoud van dit account is ${count} keer verwijderd in de afgelopen ${settings.windowDays} dagen, ook na een waarschuwing.`
      : `Content of this account was removed ${count} times in the last ${settings.windowDays} days, also after a warning.`,
    content_type: ['CONTENT_TYPE_TEXT', 'CONTENT_TYPE_PRODUCT'],
    automated_detection: 'Yes',
    automated_decision: 'AUTOMATED_DECISION_FULLY',
    territorial_scope: ['NL'],
    application_date: isoDay(today),
    end_date: isoDay(new Date(today.getTime() + settings.suspendDays * DAY)),
    source_type: 'SOURCE_VOLUNTARY',
    manifestlyUnfounded: false,
  };
}

/** What misuse a decision reveals; an automatic suspension to decide when it is due. */
export async function misuseAfter(
  app: FastifyInstance,
  config: MisuseConfig,
  decision: DecisionRow,
): Promise<DecisionInsert | undefined> {
  if (decision.outcome === 'no_action') {
    if (decision.manifestly_unfounded) await unfoundedNotices(app, config, decision);
    return undefined;
  }
  if (!decision.decision_visibility.includes('DECISION_VISIBILITY_CONTENT_REMOVED')) return undefined;
  return repeatedRemovals(app, config, decision);
}
