// Demo users, each with a booth. They share one documented demo password (README) so that anyone trying
// the local demo can log in as a seller; it is a seed for development, never for a public deployment.
import { phoneToE164 } from '@kraam/shared';
import { hashPassword } from '../../auth/passwords';
import { recordSellerTypeChange } from '../../modules/booths/seller-type-audit';
import { mapLimit } from './map-limit';
import type { SeededPlaces } from './seed-places';
import { RENDER_CONCURRENCY } from './seed-context';
import type { SeedContext } from './seed-context';
import type { SeedUser } from './seed-types';

export const DEMO_PASSWORD = 'kraam-demo-2026';

export interface SeededUser {
  userId: number;
  boothId: number;
  phone: string;
}

/** A trader's legal notice as the booth form stores it; a private booth keeps none. */
function traderColumns({ booth, phone }: SeedUser) {
  if (!booth.trader) return { seller_type: 'private' as const };
  return {
    seller_type: 'trader' as const,
    company_name: booth.trader.companyName,
    kvk_number: booth.trader.kvkNumber,
    street: booth.trader.street,
    postal_code: booth.trader.postalCode,
    phone: phoneToE164(phone) ?? phone,
  };
}

export async function seedUsers(context: SeedContext, places: SeededPlaces): Promise<SeededUser[]> {
  const { trx, fileStore, content, log, now } = context;
  const logos = await mapLimit(content.users, RENDER_CONCURRENCY, (user, index) =>
    content.pictures.booth(user.booth.emoji, index),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // One after another, so user ids follow the content's order.
  const seeded: SeededUser[] = [];
  for (const [index, user] of content.users.entries()) {
    const city = places.citiesByName.get(user.booth.cityName);
    if (!city) throw new Error(`Demo user ${user.email}: no seeded city named '${user.booth.cityName}'`);
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        email: user.email,
        password_hash: passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone,
        lang: user.lang,
        email_confirmed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const logo = await fileStore.save(logos[index] as Buffer, { db: trx, ownerUserId: userId });
    const { id: boothId } = await trx
      .insertInto('booths')
      .values({
        user_id: userId,
        name: user.booth.name,
        title: user.booth.title,
        description: user.booth.description,
        website: user.booth.website,
        logo_id: logo.id,
        email: user.email,
        city_id: city.id,
        ...traderColumns(user),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const to = user.booth.trader ? 'trader' : 'private';
    await recordSellerTypeChange(trx, { boothId, userId, from: null, to });
    seeded.push({ userId, boothId, phone: user.phone });
  }
  log(`seed: users ${seeded.length} with booths`);
  return seeded;
}
