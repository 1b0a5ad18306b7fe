// The operator's audit trail of seller types (seller_type_changes): who set a booth to private or trader,
// from what, when. Written in the transaction of the booth write it records; never shown to users.
import type { SellerType } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

export interface SellerTypeChange {
  boothId: number;
  userId: number;
  /** Null when the booth is opened. */
  from: SellerType | null;
  to: SellerType;
}

export async function recordSellerTypeChange(db: Kysely<Database>, change: SellerTypeChange): Promise<void> {
  await db
    .insertInto('seller_type_changes')
    .values({
      booth_id: change.boothId,
      changed_by_user_id: change.userId,
      from_type: change.from,
      to_type: change.to,
    })
    .execute();
}
