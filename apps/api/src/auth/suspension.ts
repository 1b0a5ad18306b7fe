// The answer a suspended or terminated account gets at the login form: until when, and the reason of the
// moderation decision in the reader's language (the statement of reasons has the rest).
import type { Lang } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-types';
import { AppError } from '../plugins/app-error';
import { categoryWords } from '../plugins/messages';

/** A suspension lasting beyond this year is a termination (decision-effects.ts). */
const TERMINATED_FROM_YEAR = 9999;

export async function suspendedError(db: Kysely<Database>, userId: number, lang: Lang): Promise<AppError> {
  const row = await db
    .selectFrom('users')
    .leftJoin('moderation_decisions', 'moderation_decisions.id', 'users.suspension_decision_id')
    .select(['users.suspended_until', 'moderation_decisions.category'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const until = row.suspended_until ?? new Date();
  const reason = categoryWords(lang, row.category);
  if (until.getUTCFullYear() >= TERMINATED_FROM_YEAR)
    return new AppError('ACCOUNT_SUSPENDED', 'ACCOUNT_TERMINATED', undefined, { params: { reason } });
  const date = new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(until);
  return new AppError('ACCOUNT_SUSPENDED', 'ACCOUNT_SUSPENDED', undefined, {
    params: { until: date, reason },
  });
}
