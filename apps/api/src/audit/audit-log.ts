// The admin audit log: every staff action (login, logout, warm, clear, moderation decisions and appeals)
// with who, what and when. Shared by the admin and moderation modules.
import { AUDIT_LOG_LIMIT } from '@kraam/shared';
import type { AuditEntry } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-types';

export interface AuditRecord {
  adminUserId: number;
  action: AuditEntry['action'];
  detail?: AuditEntry['detail'];
}

export async function recordAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  // The email is copied from the account in the same statement, so an entry keeps naming its admin.
  await db
    .insertInto('admin_audit_log')
    .columns(['admin_user_id', 'admin_email', 'action', 'detail'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'id',
          'email',
          eb.val(record.action).as('action'),
          eb.val(JSON.stringify(record.detail ?? {})).as('detail'),
        ])
        .where('id', '=', record.adminUserId),
    )
    .execute();
}

/** Newest first. */
export async function newestAuditEntries(db: Kysely<Database>): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('admin_audit_log')
    .select(['id', 'admin_email', 'action', 'detail', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_LOG_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.admin_email,
    action: row.action,
    detail: row.detail,
    at: row.created_at.toISOString(),
  }));
}
