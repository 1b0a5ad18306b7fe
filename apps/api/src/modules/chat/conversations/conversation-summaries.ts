// Conversations as the viewer's list and pane show them: the other party (with their booth, and for
// the support team when they joined and whether the team answered), the ad's card, the last message the
// viewer may see, their unread count and the other side's read state. One statement for a
// page of conversations; every part reads one conversation's rows through its own index.
import type { ConversationSummary, Lang, PriceType, RentalPeriod, TradeState } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { mainImageId } from '../../../db/ad-queries';
import type { Database } from '../../../db/database-types';
import { infoMessage } from '../../../plugins/messages';
import { isActive } from '../../../db/active-ads';
import { supportTeamUser } from './conversation-access';
import type { ChatViewer } from './conversation-access';
import { toChatMessage } from './message-rows';

interface SummaryRow {
  id: number;
  kind: 'ad' | 'support';
  created_by: number;
  last_message_at: Date;
  support_last_read_at: Date | null;
  participant: boolean;
  my_last_message_at: Date | null;
  blocked: boolean;
  other_id: number | null;
  other_last_read_at: Date | null;
  other_name: string | null;
  other_avatar_id: string | null;
  other_member_since: Date | null;
  other_booth_id: number | null;
  other_booth_name: string | null;
  ad_id: number | null;
  ad_title: string | null;
  ad_price_type: PriceType | null;
  ad_price_cents: string | null;
  ad_rental_period: RentalPeriod | null;
  ad_gallery_id: string | null;
  ad_trade_state: TradeState | null;
  ad_available: boolean | null;
  lm_id: string | null;
  lm_sender_id: number | null;
  lm_body: string | null;
  lm_created_at: Date | null;
  lm_client_id: string | null;
  lm_flags: string[] | null;
  unread: number;
}

function toSummary(row: SummaryRow, viewer: ChatViewer, lang: Lang): ConversationSummary {
  const asTeam = !row.participant;
  const supportForUser = row.kind === 'support' && !asTeam;
  const other = supportForUser
    ? supportTeamUser(lang)
    : {
        id: row.other_id ?? 0,
        name: row.other_name ?? infoMessage(lang, 'CHAT_DELETED_USER'),
        avatarId: row.other_avatar_id,
      };
  // The team's view of a user's support conversation: open while the user's message is the last one.
  const customer =
    row.kind === 'support' && asTeam
      ? {
          memberSince: (row.other_member_since ?? row.last_message_at).toISOString(),
          state: row.lm_sender_id === row.created_by ? ('open' as const) : ('answered' as const),
        }
      : null;
  const otherLastReadAt = supportForUser ? row.support_last_read_at : row.other_last_read_at;
  const lastMessage =
    row.lm_id === null
      ? null
      : toChatMessage({
          id: row.lm_id,
          conversation_id: row.id,
          sender_id: row.lm_sender_id,
          body: row.lm_body ?? '',
          created_at: row.lm_created_at ?? row.last_message_at,
          client_id: row.lm_client_id,
          flags: row.lm_flags ?? [],
        });
  return {
    id: row.id,
    kind: row.kind,
    other,
    ad:
      row.ad_id === null
        ? null
        : {
            id: row.ad_id,
            title: row.ad_title ?? '',
            priceType: row.ad_price_type ?? 'seeDescription',
            priceCents: row.ad_price_cents === null ? null : Number(row.ad_price_cents),
            rentalPeriod: row.ad_rental_period,
            galleryId: row.ad_gallery_id,
            tradeState: row.ad_trade_state ?? 'available',
            available: row.ad_available ?? false,
          },
    iAmSeller: row.kind === 'ad' && row.created_by !== viewer.id,
    lastMessage,
    // The viewer's own activity time: a message hidden from them does not move it.
    lastMessageAt: (row.my_last_message_at ?? row.last_message_at).toISOString(),
    unreadCount: row.unread,
    otherLastReadAt: otherLastReadAt?.toISOString() ?? null,
    blocked: row.blocked,
    otherBooth:
      supportForUser || row.other_booth_id === null
        ? null
        : { id: row.other_booth_id, name: row.other_booth_name ?? '' },
    customer,
  };
}

/**
 * Summaries of the given conversations, in the given order. The caller has checked access: for each
 * one the viewer is a participant, or an admin seeing a support conversation as the team.
 */
export async function loadSummaries(
  db: Kysely<Database>,
  viewer: ChatViewer,
  ids: readonly number[],
  lang: Lang,
): Promise<ConversationSummary[]> {
  if (ids.length === 0) return [];
  const me = viewer.id;
  const { rows } = await sql<SummaryRow>`
    select c.id, c.kind, c.created_by, c.last_message_at, c.support_last_read_at,
      mine.user_id is not null as participant,
      mine.last_message_at as my_last_message_at,
      mine.blocked_at is not null as blocked,
      o.user_id as other_id, o.last_read_at as other_last_read_at,
      trim(u.first_name || ' ' || u.last_name) as other_name, u.gallery_id as other_avatar_id,
      u.created_at as other_member_since, b.id as other_booth_id, b.name as other_booth_name,
      a.id as ad_id, a.title as ad_title, a.price_type as ad_price_type, a.price_cents as ad_price_cents,
      a.rental_period as ad_rental_period, ${mainImageId('a')} as ad_gallery_id,
      a.trade_state as ad_trade_state, ${isActive('a')} as ad_available,
      lm.id as lm_id, lm.sender_id as lm_sender_id, lm.body as lm_body, lm.created_at as lm_created_at,
      lm.client_id as lm_client_id, lm.flags as lm_flags,
      (select count(*)::int from messages m
        where m.conversation_id = c.id and m.removed_decision_id is null
          and m.created_at > coalesce(
            case when mine.user_id is null then c.support_last_read_at else mine.last_read_at end, '-infinity')
          and case when mine.user_id is null then m.sender_id = c.created_by
            else m.sender_id is distinct from ${me}::integer and not m.hidden_from_recipient end) as unread
    from conversations c
    left join conversation_participants mine on mine.conversation_id = c.id and mine.user_id = ${me}::integer
    left join lateral (
      select p.user_id, p.last_read_at from conversation_participants p
      where p.conversation_id = c.id and p.user_id <> ${me}::integer
      order by p.user_id limit 1) o on true
    left join users u on u.id = o.user_id
    left join booths b on b.user_id = o.user_id
    left join ads a on a.id = c.ad_id
    left join lateral (
      select m.id, m.sender_id, m.body, m.created_at, m.client_id, m.flags from messages m
      where m.conversation_id = c.id and m.removed_decision_id is null
        and (mine.user_id is null or not m.hidden_from_recipient or m.sender_id = ${me}::integer)
      order by m.id desc limit 1) lm on true
    where c.id = any(${sql.val([...ids])}::integer[])`.execute(db);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row, viewer, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
