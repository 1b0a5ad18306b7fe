// Notices as moderation reads them, stored by the report form and by the chat's report (both feed one
// queue). One per reporter and target: a second report of the same target
// by the same person answers the first one's case number and stores nothing new.
import type { Lang, ReportCategory, ReportTargetType } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from './database-types';

export interface NewNotice {
  targetType: ReportTargetType;
  targetId: number;
  targetUserId: number;
  category: ReportCategory;
  explanation: string;
  reporterName: string | null;
  reporterEmail: string | null;
  reporterUserId: number | null;
  /** Who reported: `user:<id>`, else `mail:<mailbox>`, else `address:<client address>`. */
  reporterKey: string;
  lang: Lang;
}

export interface StoredNotice {
  caseNumber: string;
  /** False when this person had reported this target before. */
  created: boolean;
}

/** `KR-2026-000042`: the year it came in and its number, as the reporter quotes it. */
export const caseNumberOf = (id: number, receivedAt: Date): string =>
  `KR-${receivedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

export async function storeNotice(db: Kysely<Database>, notice: NewNotice): Promise<StoredNotice> {
  const inserted = await db
    .insertInto('notices')
    .values({
      target_type: notice.targetType,
      target_id: notice.targetId,
      target_user_id: notice.targetUserId,
      category: notice.category,
      explanation: notice.explanation,
      reporter_name: notice.reporterName,
      reporter_email: notice.reporterEmail,
      reporter_user_id: notice.reporterUserId,
      reporter_key: notice.reporterKey,
      lang: notice.lang,
    })
    // A parallel identical report waits for the first to commit, then finds it below.
    .onConflict((conflict) => conflict.columns(['target_type', 'target_id', 'reporter_key']).doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  if (inserted)
    return { caseNumber: caseNumberOf(inserted.id, new Date(inserted.created_at)), created: true };
  const earlier = await db
    .selectFrom('notices')
    .select(['id', 'created_at'])
    .where('target_type', '=', notice.targetType)
    .where('target_id', '=', String(notice.targetId))
    .where('reporter_key', '=', notice.reporterKey)
    .executeTakeFirstOrThrow();
  return { caseNumber: caseNumberOf(earlier.id, new Date(earlier.created_at)), created: false };
}
