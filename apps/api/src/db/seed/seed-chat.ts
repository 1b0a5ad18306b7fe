// The support account (role admin, the demo password) and the demo conversations: between demo users
// about their newest ads, and the first demo user's support conversation. Flags come from the same
// safety check as live messages. Conversations whose users or ads the content lacks are skipped.
import { hashPassword } from '../../auth/passwords';
import { safetyFlags } from '../../modules/chat/conversations/safety-flags';
import { DEMO_AD_CONVERSATIONS, DEMO_SUPPORT_ACCOUNT, DEMO_SUPPORT_LINES } from './data/demo-conversations';
import type { DemoLine } from './data/demo-conversations';
import type { SeedContext } from './seed-context';
import { DEMO_PASSWORD } from './seed-users';
import type { SeededUser } from './seed-users';

const MINUTE_MS = 60_000;

async function insertLines<Speaker extends string>(
  context: SeedContext,
  conversationId: number,
  lines: DemoLine<Speaker>[],
  senders: Record<Speaker, number>,
): Promise<void> {
  await context.trx
    .insertInto('messages')
    .values(
      lines.map((line) => ({
        conversation_id: conversationId,
        sender_id: senders[line.from],
        body: line.text,
        flags: safetyFlags(line.text),
        created_at: ago(context, line.minutesAgo),
      })),
    )
    .execute();
}

const ago = (context: SeedContext, minutes: number): Date =>
  new Date(context.now.getTime() - minutes * MINUTE_MS);
const lastMinutes = (lines: DemoLine<string>[]): number => Math.min(...lines.map((line) => line.minutesAgo));

async function seedSupportAccount(context: SeedContext): Promise<number> {
  const { id } = await context.trx
    .insertInto('users')
    .values({
      email: DEMO_SUPPORT_ACCOUNT.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: DEMO_SUPPORT_ACCOUNT.firstName,
      last_name: DEMO_SUPPORT_ACCOUNT.lastName,
      lang: DEMO_SUPPORT_ACCOUNT.lang,
      role: 'admin',
      email_confirmed_at: context.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function seedAdConversations(context: SeedContext, users: SeededUser[]): Promise<number> {
  const { trx } = context;
  let seeded = 0;
  for (const script of DEMO_AD_CONVERSATIONS) {
    const asker = users[script.asker];
    const owner = users[script.owner];
    if (!asker || !owner) continue;
    const ad = await trx
      .selectFrom('ads')
      .select('id')
      .where('user_id', '=', owner.userId)
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!ad) continue;
    const lastAt = ago(context, lastMinutes(script.lines));
    const { id } = await trx
      .insertInto('conversations')
      .values({
        kind: 'ad',
        ad_id: ad.id,
        created_by: asker.userId,
        created_at: ago(context, Math.max(...script.lines.map((line) => line.minutesAgo))),
        last_message_at: lastAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('conversation_participants')
      .values([
        {
          conversation_id: id,
          user_id: asker.userId,
          last_message_at: lastAt,
          last_read_at: ago(context, script.askerReadMinutesAgo),
        },
        {
          conversation_id: id,
          user_id: owner.userId,
          last_message_at: lastAt,
          last_read_at: ago(context, script.ownerReadMinutesAgo),
        },
      ])
      .execute();
    await insertLines(context, id, script.lines, { asker: asker.userId, owner: owner.userId });
    await trx
      .updateTable('ads')
      .set((eb) => ({ chat_count: eb('chat_count', '+', 1) }))
      .where('id', '=', ad.id)
      .execute();
    seeded += 1;
  }
  return seeded;
}

async function seedSupportConversation(
  context: SeedContext,
  userId: number,
  supportId: number,
): Promise<void> {
  const lastAt = ago(context, lastMinutes(DEMO_SUPPORT_LINES));
  const { id } = await context.trx
    .insertInto('conversations')
    .values({ kind: 'support', created_by: userId, last_message_at: lastAt, support_last_read_at: lastAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await context.trx
    .insertInto('conversation_participants')
    .values({ conversation_id: id, user_id: userId, last_message_at: lastAt, last_read_at: lastAt })
    .execute();
  await insertLines(context, id, DEMO_SUPPORT_LINES, { user: userId, support: supportId });
}

export async function seedChat(context: SeedContext, users: SeededUser[]): Promise<void> {
  const supportId = await seedSupportAccount(context);
  const conversations = await seedAdConversations(context, users);
  const first = users[0];
  if (first) await seedSupportConversation(context, first.userId, supportId);
  context.log(`seed: support account and ${conversations + (first ? 1 : 0)} conversations`);
}
