// The chat benchmark's data, written straight into a fresh database before the API starts: `pairs`
// sellers (booth and one published ad each) and as many buyers, one conversation per pair, and a
// session token per user issued by the API's own auth service.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { createAuthService } from '../../apps/api/src/plugins/auth';
import type { Database } from '../../apps/api/src/db/database-types';

export interface BenchPair {
  conversationId: number;
  buyer: { id: number; token: string };
  seller: { id: number; token: string };
}

const DAY_MS = 86_400_000;

async function insertUsers(db: Kysely<Database>, prefix: string, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    insert into users (email, password_hash, first_name, last_name, email_confirmed_at)
    select ${prefix} || n || '@bench.example', 'not-a-hash', 'Bench', ${prefix} || ' ' || n, now()
    from generate_series(1, ${count}) n
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

export async function createBenchWorld(
  db: Kysely<Database>,
  jwtSecret: string,
  pairs: number,
): Promise<BenchPair[]> {
  const sellers = await insertUsers(db, 'seller', pairs);
  const buyers = await insertUsers(db, 'buyer', pairs);
  const { id: categoryId } = await db
    .insertInto('categories')
    .values({ title_nl: 'Diversen', title_en: 'Miscellaneous' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const { rows: ads } = await sql<{ id: number; user_id: number }>`
    with b as (
      insert into booths (user_id, name) select id, 'Kraam ' || id from unnest(${sellers}::int[]) id
      returning id, user_id
    )
    insert into ads (booth_id, user_id, category_id, title, price_type, price_cents, status, valid_from,
      valid_until, published_at)
    select b.id, b.user_id, ${categoryId}, 'Fiets ' || b.user_id, 'startPrice', 2500, 'published',
      ${new Date(now).toISOString()}, ${new Date(now + 21 * DAY_MS).toISOString()},
      ${new Date(now).toISOString()}
    from b
    returning id, user_id`.execute(db);
  const adBySeller = new Map(ads.map((ad) => [ad.user_id, ad.id]));
  const adIds = sellers.map((seller) => adBySeller.get(seller) as number);
  const { rows: conversations } = await sql<{ id: number; created_by: number }>`
    insert into conversations (kind, ad_id, created_by)
    select 'ad', ad, buyer from unnest(${adIds}::int[], ${buyers}::int[]) as t(ad, buyer)
    returning id, created_by`.execute(db);
  const conversationByBuyer = new Map(conversations.map((row) => [row.created_by, row.id]));
  const conversationIds = buyers.map((buyer) => conversationByBuyer.get(buyer) as number);
  await sql`
    insert into conversation_participants (conversation_id, user_id)
    select c, u from unnest(${[...conversationIds, ...conversationIds]}::int[],
      ${[...buyers, ...sellers]}::int[]) as t(c, u)`.execute(db);

  const auth = createAuthService(db, jwtSecret);
  const tokens = new Map<number, string>();
  for (const userId of [...sellers, ...buyers]) tokens.set(userId, await auth.issueToken(userId));
  return buyers.map((buyer, index) => {
    const seller = sellers[index] as number;
    return {
      conversationId: conversationIds[index] as number,
      buyer: { id: buyer, token: tokens.get(buyer) as string },
      seller: { id: seller, token: tokens.get(seller) as string },
    };
  });
}
