// A chat report also becomes a notice in the moderation queue (Digital Services Act, Art. 16), about the
// other party's latest message in the conversation, or about that person when they wrote nothing yet.
// Support conversations are left out: the other party is the support team.
import type { Lang, ReportCategory, ReportReason } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import { storeNotice } from '../../../db/notices';

const CATEGORY_OF: Record<ReportReason, ReportCategory> = {
  scam: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  offPlatformPayment: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  abuse: 'STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH',
  spam: 'STATEMENT_CATEGORY_OTHER_VIOLATION_TC',
  other: 'STATEMENT_CATEGORY_OTHER_VIOLATION_TC',
};

const REASON_WORDS: Record<Lang, Record<ReportReason, string>> = {
  nl: {
    scam: 'Melding uit de chat: oplichting.',
    offPlatformPayment: 'Melding uit de chat: vraagt om buiten Kraam te betalen.',
    abuse: 'Melding uit de chat: beledigend of bedreigend.',
    spam: 'Melding uit de chat: spam.',
    other: 'Melding uit de chat.',
  },
  en: {
    scam: 'Reported from the chat: scam.',
    offPlatformPayment: 'Reported from the chat: asks to pay outside Kraam.',
    abuse: 'Reported from the chat: abusive or threatening.',
    spam: 'Reported from the chat: spam.',
    other: 'Reported from the chat.',
  },
};

export interface ChatReport {
  conversationId: number;
  reporterId: number;
  reason: ReportReason;
  details: string | null;
  lang: Lang;
}

export async function noticeFromChatReport(db: Kysely<Database>, report: ChatReport): Promise<void> {
  const conversation = await db
    .selectFrom('conversations')
    .innerJoin('conversation_participants as other', 'other.conversation_id', 'conversations.id')
    .select(['conversations.kind', 'other.user_id as otherId'])
    .where('conversations.id', '=', report.conversationId)
    .where('other.user_id', '!=', report.reporterId)
    .executeTakeFirst();
  if (!conversation || conversation.kind !== 'ad') return;
  const lastMessage = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', report.conversationId)
    .where('sender_id', '=', conversation.otherId)
    .where('removed_decision_id', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const reporter = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', report.reporterId)
    .executeTakeFirstOrThrow();
  const words = REASON_WORDS[report.lang][report.reason];
  await storeNotice(db, {
    targetType: lastMessage ? 'message' : 'user',
    targetId: lastMessage ? Number(lastMessage.id) : conversation.otherId,
    targetUserId: conversation.otherId,
    category: CATEGORY_OF[report.reason],
    explanation: report.details ? `${words} ${report.details}` : words,
    reporterName: `${reporter.first_name} ${reporter.last_name}`.trim(),
    reporterEmail: reporter.email,
    reporterUserId: report.reporterId,
    reporterKey: `user:${report.reporterId}`,
    lang: report.lang,
  });
}
