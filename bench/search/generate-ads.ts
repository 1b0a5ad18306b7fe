// Benchmark data: the demo category tree, the Dutch places with PC4 centres, sellers with booths and
// `count` ads made from the demo ad catalogue (realistic titles, descriptions, tags, prices and places),
// written with unnest arrays in batches. About 8 % are not active (expired, sold, deleted, inactive).
// Loaded as a bulk load is: the ads' secondary indexes and their title-word, document and photo-count
// triggers off while the rows go in (each ad knows its photo count and its text's document), then the title
// words collected, their keys added to the documents and the indexes built once (bench/RESULTS.md).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/database-types';
import { AD_CATALOGUE } from '../../apps/api/src/db/seed/data/ad-catalogue';
import type { AdTemplate } from '../../apps/api/src/db/seed/data/ad-catalogue';
import { CATEGORY_TREE } from '../../apps/api/src/db/seed/data/category-tree';
import { loadDutchPlaces } from '../../apps/api/src/db/seed/places';
import { postalCodeRows } from '../../apps/api/src/db/seed/seed-postal-codes';
import type { SeededCity } from '../../apps/api/src/db/seed/seed-places';
import type { SeedCategory } from '../../apps/api/src/db/seed/seed-types';

const SELLERS = 2000;
const BATCH = 5000;
const DAY_MS = 86_400_000;
/** The trending score's epoch (0002-browse-search.sql). */
const EPOCH = Date.UTC(2020, 0, 1);
const PREFIXES = ['', '', '', 'Mooie ', 'Nette ', 'Z.g.a.n. ', 'Nieuwe ', 'Prima ', 'Vintage ', 'Te koop: '];
const CONDITIONS = ['new', 'asNew', 'good', 'used', 'defective'] as const;
const DELIVERIES = ['post', 'pickup', 'both'] as const;

/** A small deterministic generator, so runs compare. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

async function insertPlaces(db: Kysely<Database>): Promise<SeededCity[]> {
  const { id: countryId } = await db
    .insertInto('countries')
    .values({ code: 'NL', name_nl: 'Nederland', name_en: 'Netherlands', phone_code: '+31' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cities: SeededCity[] = [];
  const byName = new Map<string, SeededCity>();
  for (const province of loadDutchPlaces()) {
    const { id: provinceId } = await db
      .insertInto('provinces')
      .values({
        country_id: countryId,
        code: province.code,
        name_nl: province.nameNl,
        name_en: province.nameEn,
        latitude: province.latitude,
        longitude: province.longitude,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('cities')
      .values(
        province.cities.map((c) => ({
          province_id: provinceId,
          name: c.name,
          latitude: c.latitude,
          longitude: c.longitude,
        })),
      )
      .returning(['id', 'name', 'latitude', 'longitude'])
      .execute();
    for (const row of rows) {
      const city = { id: row.id, provinceId, latitude: row.latitude, longitude: row.longitude };
      cities.push(city);
      if (!byName.has(row.name)) byName.set(row.name, city);
    }
  }
  const codes = postalCodeRows(byName);
  for (let start = 0; start < codes.length; start += 1000)
    await db
      .insertInto('postal_codes')
      .values(codes.slice(start, start + 1000))
      .execute();
  return cities;
}

/** The tree's categories; returns each leaf's id with its catalogue templates. */
async function insertCategories(db: Kysely<Database>): Promise<{ id: number; templates: AdTemplate[] }[]> {
  const leaves: { id: number; templates: AdTemplate[] }[] = [];
  const walk = async (nodes: readonly SeedCategory[], parentId: number | null) => {
    for (const [priority, node] of nodes.entries()) {
      const { id } = await db
        .insertInto('categories')
        .values({ parent_id: parentId, title_nl: node.nl, title_en: node.en, priority })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (node.children && node.children.length > 0) await walk(node.children, id);
      else {
        const templates = AD_CATALOGUE[node.key];
        if (templates && templates.length > 0) leaves.push({ id, templates });
      }
    }
  };
  await walk(CATEGORY_TREE, null);
  return leaves;
}

async function insertSellers(db: Kysely<Database>): Promise<{ userId: number; boothId: number }[]> {
  const { rows } = await sql<{ user_id: number; booth_id: number }>`
    with u as (
      insert into users (email, password_hash, first_name, last_name, email_confirmed_at)
      select 'bench' || n || '@example.com', 'not-a-hash', 'Bench', 'Seller ' || n, now()
      from generate_series(1, ${SELLERS}) n
      returning id, last_name
    ), b as (
      insert into booths (user_id, name) select id, 'Kraam ' || last_name from u returning id, user_id
    )
    select user_id, id as booth_id from b`.execute(db);
  return rows.map((row) => ({ userId: row.user_id, boothId: row.booth_id }));
}

interface AdIndex {
  name: string;
  definition: string;
}

/** The ads' indexes that no constraint holds, dropped for a bulk load, and the triggers off. */
async function dropAdIndexes(db: Kysely<Database>): Promise<AdIndex[]> {
  const { rows } = await sql<AdIndex>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'ads'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  await sql`alter table ads disable trigger ads_collect_title_words`.execute(db);
  await sql`alter table ads disable trigger ads_write_document`.execute(db);
  await sql`alter table ad_images disable trigger ad_images_count`.execute(db);
  return rows;
}

/**
 * What the triggers would have done, for all ads at once (as migrations 0003 and 0035 did): the title
 * words filed, then the keys they are filed under added to each ad's document; and the indexes back.
 */
async function restoreAdIndexes(db: Kysely<Database>, indexes: readonly AdIndex[]): Promise<void> {
  await sql`alter table ads enable trigger ads_collect_title_words`.execute(db);
  await sql`alter table ads enable trigger ads_write_document`.execute(db);
  await sql`alter table ad_images enable trigger ad_images_count`.execute(db);
  await sql`
    insert into search_words (word) select distinct unnest(kraam_title_words(title, tags)) from ads
    on conflict do nothing`.execute(db);
  await sql`select kraam_append_ad_keys()`.execute(db);
  // One session, so the memory setting holds for every build.
  await db.connection().execute(async (session) => {
    await sql`set maintenance_work_mem = '256MB'`.execute(session);
    for (const index of indexes) await sql.raw(index.definition).execute(session);
  });
}

export async function generateBenchData(
  db: Kysely<Database>,
  count: number,
  log: (line: string) => void,
): Promise<void> {
  const indexes = await dropAdIndexes(db);
  try {
    await insertAds(db, count, log);
    // Seven in ten ads have a photo (a file row without bytes is enough for the queries); the ads were
    // written with their image_count.
    await sql`
      insert into files (id, owner_user_id, mime, byte_size, sha256)
      select md5('bench' || id)::uuid, user_id, 'image/webp', 1, 'bench' from ads where image_count > 0`.execute(
      db,
    );
    await sql`
      insert into ad_images (ad_id, file_id, position)
      select id, md5('bench' || id)::uuid, 0 from ads where image_count > 0`.execute(db);
  } finally {
    log(`bench data: photos filed; building ${indexes.length} indexes`);
    await restoreAdIndexes(db, indexes);
  }
  log('bench data: indexes built; vacuum analyze');
  // As autovacuum leaves a table in service (it is off on the machines here): the text indexes' pending
  // entries merged, the visibility map set, statistics current.
  await sql`vacuum analyze`.execute(db);
  log('bench data: ready');
}

async function insertAds(db: Kysely<Database>, count: number, log: (line: string) => void): Promise<void> {
  const cities = await insertPlaces(db);
  const leaves = await insertCategories(db);
  const sellers = await insertSellers(db);
  const { next, pick } = random(20261122);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const columns = {
      booth: [] as number[],
      user: [] as number[],
      category: [] as number[],
      title: [] as string[],
      description: [] as string[],
      priceType: [] as string[],
      price: [] as (number | null)[],
      condition: [] as string[],
      delivery: [] as string[],
      tags: [] as string[],
      province: [] as number[],
      city: [] as number[],
      lat: [] as number[],
      lon: [] as number[],
      status: [] as string[],
      tradeState: [] as string[],
      publishedAt: [] as string[],
      validUntil: [] as string[],
      promotedUntil: [] as (string | null)[],
      trending: [] as number[],
      images: [] as number[],
    };
    for (let i = 0; i < size; i += 1) {
      const leaf = pick(leaves);
      const template = pick(leaf.templates);
      const seller = pick(sellers);
      const city = pick(cities);
      const roll = next();
      const ageDays = next() * 30;
      const publishedAt = now - ageDays * DAY_MS;
      const priceType = template.priceType ?? (next() < 0.85 ? 'startPrice' : 'suggestion');
      const [low, high] = template.price;
      const hasAmount = ['startPrice', 'suggestion', 'rental', 'deposit'].includes(priceType);
      columns.booth.push(seller.boothId);
      columns.user.push(seller.userId);
      columns.category.push(leaf.id);
      columns.title.push(`${pick(PREFIXES)}${template.title}`.slice(0, 120));
      columns.description.push(template.description);
      columns.priceType.push(priceType);
      columns.price.push(hasAmount ? Math.round((low + next() * (high - low)) * 100) : null);
      columns.condition.push(template.condition ?? pick(CONDITIONS));
      columns.delivery.push(pick(DELIVERIES));
      columns.tags.push(template.tags.join('|'));
      columns.province.push(city.provinceId);
      columns.city.push(city.id);
      // Spread around the town centre, as street addresses would be.
      columns.lat.push(city.latitude + (next() - 0.5) * 0.04);
      columns.lon.push(city.longitude + (next() - 0.5) * 0.06);
      columns.status.push(roll < 0.02 ? 'deleted' : roll < 0.03 ? 'inactive' : 'published');
      columns.tradeState.push(roll > 0.98 ? 'sold' : roll > 0.96 ? 'reserved' : 'available');
      columns.publishedAt.push(new Date(publishedAt).toISOString());
      // Published up to 30 days ago with a 21-day period: about 30 % are expired, as on a real site.
      columns.validUntil.push(new Date(publishedAt + 21 * DAY_MS).toISOString());
      columns.promotedUntil.push(roll > 0.995 ? new Date(now + 2 * DAY_MS).toISOString() : null);
      // A ready trending score (stats are not generated): recent ads tend to score higher.
      columns.images.push((start + i) % 10 < 7 ? 1 : 0);
      columns.trending.push(
        next() < 0.6 ? (now - EPOCH) / DAY_MS / 3 - ageDays / 3 + Math.log2(1 + next() * 50) : 0,
      );
    }
    await sql`
      insert into ads (booth_id, user_id, category_id, title, description, price_type, price_cents, condition,
        delivery, tags, country_id, province_id, city_id, latitude, longitude, status, trade_state, valid_from,
        valid_until, promoted_until, trending_score, image_count, published_at, created_at, updated_at,
        search_document)
      select booth, usr, category, title, description, price_type, price, condition, delivery,
        string_to_array(tags, '|'), (select id from countries where code = 'NL'), province, city, lat, lon,
        status, trade_state, published_at, valid_until, promoted_until, trending, images, published_at,
        published_at, published_at, kraam_ad_document(title, description, string_to_array(tags, '|'))
      from unnest(
        ${columns.booth}::int[], ${columns.user}::int[], ${columns.category}::int[], ${columns.title}::text[],
        ${columns.description}::text[], ${columns.priceType}::text[], ${columns.price}::bigint[],
        ${columns.condition}::text[], ${columns.delivery}::text[], ${columns.tags}::text[],
        ${columns.province}::int[], ${columns.city}::int[], ${columns.lat}::float8[], ${columns.lon}::float8[],
        ${columns.status}::text[], ${columns.tradeState}::text[], ${columns.publishedAt}::timestamptz[],
        ${columns.validUntil}::timestamptz[], ${columns.promotedUntil}::timestamptz[], ${columns.trending}::float8[],
        ${columns.images}::int[]
      ) as t (booth, usr, category, title, description, price_type, price, condition, delivery, tags, province,
        city, lat, lon, status, trade_state, published_at, valid_until, promoted_until, trending, images)`.execute(
      db,
    );
    log(`bench data: ${start + size}/${count} ads`);
  }
}
