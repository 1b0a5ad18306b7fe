// The ad page's price history and honest 'was' price, from the changes the ads trigger records
// (migration 0022; docs/decisions/0040-price-history.md).
import { PRICE_HISTORY_MAX_CHANGES, WAS_PRICE_WINDOW_DAYS, priceTypeNeedsAmount } from '@kraam/shared';
import type { AdDetail, PricePoint, PriceType } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

interface ChangeRow {
  old_price_type: PriceType;
  old_price_cents: string | number | null;
  new_price_type: PriceType;
  new_price_cents: string | number | null;
  changed_at: Date;
}

const cents = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** Oldest first; the publication price leads when every change since fits the page. */
export async function priceHistory(
  db: Kysely<Database>,
  adId: number,
  publishedAt: Date | null,
): Promise<PricePoint[]> {
  const { rows } = await sql<ChangeRow>`
    select old_price_type, old_price_cents, new_price_type, new_price_cents, changed_at
    from ad_price_changes where ad_id = ${adId}::integer
    order by changed_at desc, id desc limit ${PRICE_HISTORY_MAX_CHANGES + 1}`.execute(db);
  if (rows.length === 0) return [];
  const changes = rows.slice(0, PRICE_HISTORY_MAX_CHANGES).reverse();
  const points = changes.map((row) => ({
    at: row.changed_at.toISOString(),
    priceType: row.new_price_type,
    priceCents: cents(row.new_price_cents),
  }));
  const first = changes[0];
  if (rows.length > PRICE_HISTORY_MAX_CHANGES || !first || !publishedAt) return points;
  return [
    {
      at: publishedAt.toISOString(),
      priceType: first.old_price_type,
      priceCents: cents(first.old_price_cents),
    },
    ...points,
  ];
}

/**
 * The lowest price of the same type in the WAS_PRICE_WINDOW_DAYS days before the ad's last change, when
 * that change lowered it below them and is itself at most WAS_PRICE_WINDOW_DAYS days old.
 */
export async function wasPrice(db: Kysely<Database>, adId: number): Promise<AdDetail['wasPriceCents']> {
  const { rows } = await sql<{
    new_price_type: PriceType;
    new_price_cents: string | null;
    lowest: string | null;
  }>`
    with last as (
      select new_price_type, new_price_cents, changed_at from ad_price_changes
      where ad_id = ${adId}::integer order by changed_at desc, id desc limit 1
    )
    select last.new_price_type, last.new_price_cents,
      (select min(c.old_price_cents) from ad_price_changes c
       where c.ad_id = ${adId}::integer and c.old_price_type = last.new_price_type
         and c.changed_at >= last.changed_at - make_interval(days => ${WAS_PRICE_WINDOW_DAYS}::integer)) as lowest
    from last
    where last.changed_at > now() - make_interval(days => ${WAS_PRICE_WINDOW_DAYS}::integer)`.execute(db);
  const last = rows[0];
  if (!last || !priceTypeNeedsAmount(last.new_price_type)) return null;
  const now = cents(last.new_price_cents);
  const lowest = cents(last.lowest);
  return now !== null && lowest !== null && lowest > now ? lowest : null;
}
