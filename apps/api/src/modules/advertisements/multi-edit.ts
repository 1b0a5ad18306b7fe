// POST /exhibitor/v2/AdvertisementData/MultiEdit: one action on several own ads, all or nothing.
// Every id is checked before anything changes; one foreign, deleted or unknown id fails the request.
import type { MultiEditAction, MultiEditResult } from '@kraam/shared';
import type { Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/database-types';
import { AppError } from '../../plugins/app-error';
import type { FieldMessageKey } from '../../plugins/messages';
import { canRenew, freePeriod } from './ad-lifecycle';

type AdUpdate = Updateable<Database['ads']>;

function changesFor(action: MultiEditAction, now: Date): AdUpdate {
  switch (action) {
    case 'renew': {
      const { validFrom, validUntil } = freePeriod(now);
      return { status: 'published', valid_from: validFrom, valid_until: validUntil };
    }
    case 'deactivate':
      return { status: 'inactive' };
    case 'delete':
      return { status: 'deleted' };
    case 'markReserved':
      return { trade_state: 'reserved' };
    case 'markSold':
      return { trade_state: 'sold' };
    case 'markAvailable':
      return { trade_state: 'available' };
  }
}

/** In the caller's transaction, which the ads stay locked in. */
export async function multiEdit(
  trx: Transaction<Database>,
  userId: number,
  ids: number[],
  action: MultiEditAction,
  now: Date,
): Promise<MultiEditResult> {
  const wanted = [...new Set(ids)];
  const ads = await trx
    .selectFrom('ads')
    .select(['id', 'status', 'trade_state', 'valid_until'])
    .where('id', 'in', wanted)
    .where('user_id', '=', userId)
    .where('status', 'not in', ['deleted', 'removed'])
    .forUpdate()
    .execute();
  if (ads.length !== wanted.length) throw new AppError('NOT_FOUND');

  const skipped: MultiEditResult['skipped'] = [];
  const updated: number[] = [];
  for (const ad of ads) {
    const state = { status: ad.status, tradeState: ad.trade_state, validUntil: ad.valid_until };
    if (action === 'renew' && !canRenew(state, now))
      skipped.push({ id: ad.id, reason: 'RENEW_TOO_EARLY' satisfies FieldMessageKey });
    else updated.push(ad.id);
  }
  if (updated.length > 0)
    await trx
      .updateTable('ads')
      .set({ ...changesFor(action, now), updated_at: now })
      .where('id', 'in', updated)
      .execute();
  return { updated: updated.sort((a, b) => a - b), skipped: skipped.sort((a, b) => a.id - b.id) };
}
