// The unread-message email (SPEC §8): a message that reached an offline recipient and is still
// unread CHAT_UNREAD_EMAIL_DELAY_MS later gets them one email per conversation, at most one per
// CHAT_UNREAD_EMAIL_INTERVAL_MS, and only for messages newer than the last email. The claim is one
// INSERT … ON CONFLICT … DO UPDATE … WHERE, so two API instances running this never both send.
import { CHAT_UNREAD_EMAIL_DELAY_MS, CHAT_UNREAD_EMAIL_INTERVAL_MS } from '@kraam/shared';
import type { Lang } from '@kraam/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import type { Mailer } from '../../../mail/mailer';
import { chatLink, chatUnreadMail } from '../../../mail/templates';
import { displayName, supportTeamUser } from './conversation-access';

/** Messages older than this (plus the delay) are past emailing, which keeps the scan short after downtime. */
const LOOKBACK_MS = 24 * 3_600_000;
/** Emails per run; the rest wait for the next run. */
const BATCH = 100;

export interface UnreadEmailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicWebUrl: string;
  log: FastifyBaseLogger;
}

interface ClaimedRow {
  conversation_id: number;
  email: string;
  first_name: string;
  lang: Lang;
  ad_title: string | null;
  /** The newest due message came from the support team. */
  from_team: boolean;
  sender_first_name: string | null;
  sender_last_name: string | null;
}

/** Claims what is due at `now` and returns the claims, each with what its email needs. */
async function claimDue(db: Kysely<Database>, now: Date): Promise<ClaimedRow[]> {
  const dueBefore = new Date(now.getTime() - CHAT_UNREAD_EMAIL_DELAY_MS);
  const oldest = new Date(dueBefore.getTime() - LOOKBACK_MS);
  const lastEmailBefore = new Date(now.getTime() - CHAT_UNREAD_EMAIL_INTERVAL_MS);
  const { rows } = await sql<ClaimedRow>`
    with due as (
      select m.conversation_id, r.user_id, max(m.created_at) as newest,
        (array_agg(m.sender_id order by m.id desc))[1] as sender_id
      from messages m
      join conversations c on c.id = m.conversation_id
      cross join lateral (
        -- A participant it was for and who has not read it: in support, the user receives the team's.
        select p.user_id from conversation_participants p
        where p.conversation_id = m.conversation_id and p.user_id is distinct from m.sender_id
          and (c.kind = 'ad' or m.sender_id is distinct from c.created_by)
          and coalesce(p.last_read_at, '-infinity') < m.created_at
        union all
        -- A user's support message goes to every admin, until the team has read it.
        select u.id from users u
        where c.kind = 'support' and m.sender_id = c.created_by and u.role = 'admin' and u.id <> c.created_by
          and coalesce(c.support_last_read_at, '-infinity') < m.created_at) r
      where m.recipient_offline and not m.hidden_from_recipient
        and m.created_at <= ${dueBefore}::timestamptz and m.created_at > ${oldest}::timestamptz
      group by m.conversation_id, r.user_id),
    fresh as (
      select d.* from due d
      left join chat_email_notices n on n.conversation_id = d.conversation_id and n.user_id = d.user_id
      where n.sent_at is null or (n.sent_at < d.newest and n.sent_at <= ${lastEmailBefore}::timestamptz)
      order by d.newest
      limit ${BATCH}),
    claimed as (
      insert into chat_email_notices (conversation_id, user_id, sent_at)
      select conversation_id, user_id, ${now}::timestamptz from fresh
      on conflict (conversation_id, user_id) do update set sent_at = excluded.sent_at
        where chat_email_notices.sent_at <= ${lastEmailBefore}::timestamptz
      returning conversation_id, user_id)
    select cl.conversation_id, u.email, u.first_name, u.lang, a.title as ad_title,
      (c.kind = 'support' and f.sender_id is distinct from c.created_by) as from_team,
      s.first_name as sender_first_name, s.last_name as sender_last_name
    from claimed cl
    join fresh f on f.conversation_id = cl.conversation_id and f.user_id = cl.user_id
    join users u on u.id = cl.user_id
    join conversations c on c.id = cl.conversation_id
    left join ads a on a.id = c.ad_id
    left join users s on s.id = f.sender_id`.execute(db);
  return rows;
}

/** One run: claims and sends what is due at `now`; answers how many emails went out. */
export async function sendUnreadChatEmails(deps: UnreadEmailDeps, now: Date = new Date()): Promise<number> {
  const claims = await claimDue(deps.db, now);
  let sent = 0;
  for (const claim of claims) {
    const sender = claim.from_team
      ? supportTeamUser(claim.lang).name
      : displayName(claim.sender_first_name ?? '', claim.sender_last_name ?? '');
    const mail = chatUnreadMail(claim.lang, claim.email, claim.first_name, {
      sender: sender || 'Kraam',
      adTitle: claim.ad_title,
      link: chatLink(deps.publicWebUrl, claim.conversation_id),
    });
    try {
      await deps.mailer.send(mail);
      sent += 1;
    } catch (error) {
      // Claimed already: this email is lost rather than sent twice by another instance.
      deps.log.error({ err: error, conversationId: claim.conversation_id }, 'chat unread email not sent');
    }
  }
  return sent;
}
