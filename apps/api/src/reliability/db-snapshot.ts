// The rows a refused request must leave as they were: every table a user or admin call writes, read
// whole (the battery's databases are small) and ordered, plus the cache's keys. Two snapshots are equal
// when nothing was written.
import { sql } from 'kysely';
import type { App } from '../app';
import type { TestApp } from '../test/test-app';

const WRITTEN_TABLES = [
  'users',
  'sessions',
  'booths',
  'seller_type_changes',
  'ads',
  'ad_images',
  'files',
  'promotions',
  'wish_list',
  'phone_reveals',
  'conversations',
  'conversation_participants',
  'messages',
  'conversation_reports',
  'notices',
  'notice_stops',
  'moderation_decisions',
  'moderation_appeals',
  'admin_audit_log',
  'notifications',
  'saved_searches',
  'saved_search_matches',
] as const;

async function cacheKeys(app: App): Promise<string[]> {
  const page = await app.cache.keys({ limit: 1_000 });
  return page.entries.map((entry) => entry.key).sort();
}

export async function snapshot(t: TestApp): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of WRITTEN_TABLES) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(
      t.db,
    );
    tables[table] = result.rows;
  }
  return JSON.stringify({ tables, cache: await cacheKeys(t.app) });
}

/** One user's own rows: account, booth, ads and their photos, files, conversations and their messages. */
export async function userSnapshot(t: TestApp, userId: number): Promise<string> {
  const conversations = t.db
    .selectFrom('conversation_participants')
    .select('conversation_id')
    .where('user_id', '=', userId);
  const rows = {
    user: await t.db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    booths: await t.db.selectFrom('booths').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ads: await t.db.selectFrom('ads').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    photos: await t.db
      .selectFrom('ad_images')
      .innerJoin('ads', 'ads.id', 'ad_images.ad_id')
      .selectAll('ad_images')
      .where('ads.user_id', '=', userId)
      .orderBy('ad_images.id')
      .execute(),
    files: await t.db
      .selectFrom('files')
      .selectAll()
      .where('owner_user_id', '=', userId)
      .orderBy('id')
      .execute(),
    participants: await t.db
      .selectFrom('conversation_participants')
      .selectAll()
      .where('conversation_id', 'in', conversations)
      .orderBy('conversation_id')
      .orderBy('user_id')
      .execute(),
    messages: await t.db
      .selectFrom('messages')
      .selectAll()
      .where('conversation_id', 'in', conversations)
      .orderBy('id')
      .execute(),
  };
  const alerts = {
    savedSearches: await t.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    notifications: await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  };
  return JSON.stringify({ ...rows, ...alerts });
}
