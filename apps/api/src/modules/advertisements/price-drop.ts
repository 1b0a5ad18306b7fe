// Whether an edit lowered an ad's price, as the cheapest-first sort and price filters see it (migration
// 0002's kraam_price_low_first): free is 0, an amount is itself, no amount is above every amount.
import type { AdEditBody } from '@kraam/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database-types';

interface Price {
  price_type: string;
  price_cents: number | string | null;
}

const lowFirst = ({ price_type, price_cents }: Price): number =>
  price_type === 'free' ? 0 : price_cents === null ? Number.POSITIVE_INFINITY : Number(price_cents);

/** Locked until the edit's transaction ends, so a concurrent edit compares with this one's price. */
export const previousPrice = (trx: Transaction<Database>, adId: number): Promise<Price | undefined> =>
  trx
    .selectFrom('ads')
    .select(['price_type', 'price_cents'])
    .where('id', '=', adId)
    .forUpdate()
    .executeTakeFirst();

export const priceLowered = (before: Price, body: Pick<AdEditBody, 'priceType' | 'priceCents'>): boolean =>
  lowFirst({ price_type: body.priceType, price_cents: body.priceCents ?? null }) < lowFirst(before);

/** The change the ads trigger just recorded (migration 0022): the newest of the ad. */
export async function latestPriceChangeId(db: Kysely<Database>, adId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('ad_price_changes')
    .select('id')
    .where('ad_id', '=', adId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}
