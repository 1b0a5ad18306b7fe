// Deterministic demo ads: every catalogue template once (so every leaf category has ads), then random
// repeats up to AD_COUNT. Ads are placed mostly in or near the seller's city, some anywhere, and every
// tenth ad cycles through the provinces so all twelve have ads.
import { AD_CATALOGUE, EXPAT, EXPAT_CATALOGUE } from './data/ad-catalogue';
import type { AdTemplate } from './data/ad-catalogue';
import { CATEGORY_TREE } from './data/category-tree';
import { DEMO_USERS } from './data/demo-users';
import { createRandom } from './random';
import type { Random } from './random';
import type { SeedAd, SeedCategory, SeedCity, SeedField, SeedProvince } from './seed-types';

const SEED = 20_240_517;
export const AD_COUNT = 252;
const PROMOTED_COUNT = 8;
const RESERVED_COUNT = 6;
const SOLD_COUNT = 5;
/** Ads whose seller lowered the price some days after publishing, so the demo shows price histories. */
const REDUCED_COUNT = 14;
const NEARBY_CITIES = 20;

export interface LeafCategory {
  key: string;
  /** The leaf's own fields plus those inherited from its ancestors. */
  fields: SeedField[];
}

/** All leaf categories of the tree with their effective (inherited) fields. */
export function leafCategories(tree: readonly SeedCategory[] = CATEGORY_TREE): LeafCategory[] {
  const leaves: LeafCategory[] = [];
  const walk = (nodes: readonly SeedCategory[], inherited: SeedField[]) => {
    for (const node of nodes) {
      const fields = [...inherited, ...(node.fields ?? [])];
      if (node.children && node.children.length > 0) walk(node.children, fields);
      else leaves.push({ key: node.key, fields });
    }
  };
  walk(tree, []);
  return leaves;
}

interface Home {
  province: SeedProvince;
  city: SeedCity;
  nearby: { province: SeedProvince; city: SeedCity }[];
}

function distance(a: SeedCity, b: SeedCity): number {
  const dx = (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(a.latitude - b.latitude, dx);
}

function findHome(provinces: SeedProvince[], cityName: string): Home {
  const all = provinces.flatMap((province) => province.cities.map((city) => ({ province, city })));
  const own = all.find((entry) => entry.city.name === cityName);
  if (!own) throw new Error(`Demo user city '${cityName}' is not among the Dutch places`);
  const nearby = all
    .filter((entry) => entry !== own)
    .sort((a, b) => distance(own.city, a.city) - distance(own.city, b.city))
    .slice(0, NEARBY_CITIES);
  return { ...own, nearby };
}

const round = (euros: number): number => {
  if (euros < 50) return Math.max(1, Math.round(euros));
  if (euros < 1000) return Math.round(euros / 5) * 5;
  if (euros < 50_000) return Math.round(euros / 50) * 50;
  return Math.round(euros / 5000) * 5000;
};

function generatedValue(field: SeedField, random: Random): string | number | boolean | undefined {
  switch (field.type) {
    case 'select':
      return field.options && field.options.length > 0 ? random.pick(field.options).value : undefined;
    case 'boolean':
      return field.key === 'electric' ? false : random.chance(0.5);
    case 'text':
      return undefined;
    case 'number':
      switch (field.key) {
        case 'year':
          return random.int(2008, 2023);
        case 'mileage':
          return random.int(15, 240) * 1000;
        case 'frameSize':
          return random.int(46, 61);
        case 'rooms':
          return random.int(1, 6);
        case 'surface':
          return random.int(20, 150);
        case 'screenSize':
          return random.pick([13.3, 14, 15.6, 16]);
        case 'shoeSize':
          return random.int(36, 46);
        default:
          return random.int(1, 10);
      }
  }
}

function fieldValues(leaf: LeafCategory, template: AdTemplate, random: Random): SeedAd['fieldValues'] {
  const values: SeedAd['fieldValues'] = {};
  for (const field of leaf.fields) {
    const value = template.fields?.[field.key] ?? generatedValue(field, random);
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}

function condition(template: AdTemplate, random: Random): SeedAd['condition'] {
  if (template.condition !== undefined) return template.condition;
  const r = random.next();
  if (r < 0.07) return 'new';
  if (r < 0.27) return 'asNew';
  if (r < 0.75) return 'good';
  return 'used';
}

function delivery(categoryKey: string, euros: number, random: Random): SeedAd['delivery'] {
  if (/^(houses|cars-passenger|cars-vans)/.test(categoryKey)) return 'pickup';
  if (euros > 250) return random.chance(0.7) ? 'pickup' : 'both';
  const r = random.next();
  return r < 0.25 ? 'post' : r < 0.6 ? 'pickup' : 'both';
}

interface Draft {
  categoryKey: string;
  template: AdTemplate;
  userIndex: number;
}

function otherSeller(random: Random): number {
  return random.int(0, EXPAT - 1);
}

/** The template's title the first time, then with the place it is sold in, then numbered. */
function uniqueTitle(title: string, cityName: string, used: Set<string>): string {
  let unique = title;
  if (used.has(unique)) unique = `${title} in ${cityName}`;
  for (let n = 2; used.has(unique); n += 1) unique = `${title} (${n})`;
  used.add(unique);
  return unique;
}

export function generateDemoAds(provinces: SeedProvince[]): SeedAd[] {
  const random = createRandom(SEED);
  const leaves = new Map(leafCategories().map((leaf) => [leaf.key, leaf]));
  const homes = DEMO_USERS.map((user) => findHome(provinces, user.booth.cityName));

  // Every template once, then random repeats (mostly by the same shop) up to AD_COUNT.
  const drafts: Draft[] = [];
  const pool: { categoryKey: string; template: AdTemplate }[] = [];
  for (const [categoryKey, templates] of Object.entries(AD_CATALOGUE)) {
    for (const template of templates) {
      pool.push({ categoryKey, template });
      drafts.push({ categoryKey, template, userIndex: template.seller ?? otherSeller(random) });
    }
  }
  for (const { categoryKey, template } of EXPAT_CATALOGUE)
    drafts.push({ categoryKey, template, userIndex: EXPAT });
  while (drafts.length < AD_COUNT) {
    const { categoryKey, template } = random.pick(pool);
    const userIndex =
      template.seller !== undefined && random.chance(0.7) ? template.seller : otherSeller(random);
    drafts.push({ categoryKey, template, userIndex });
  }

  let provinceCursor = 0;
  // A template drawn again is another copy of the item: it gets its own title (a search must not list
  // two ads that read the same) and its own photos.
  const usedTitles = new Set<string>();
  let photoSerial = 0;
  const ads = random.shuffle(drafts).map((draft, index): SeedAd => {
    const { categoryKey, template, userIndex } = draft;
    const leaf = leaves.get(categoryKey);
    if (!leaf) throw new Error(`Ad catalogue uses '${categoryKey}', which is not a leaf category`);
    const home = homes[userIndex];
    if (!home) throw new Error(`No demo user ${userIndex}`);

    let place: { province: SeedProvince; city: SeedCity };
    const r = random.next();
    if (index % 10 === 9) {
      const province = provinces[provinceCursor++ % provinces.length] as SeedProvince;
      place = { province, city: random.pick(province.cities) };
    } else if (r < 0.5) {
      place = home;
    } else if (r < 0.85) {
      place = random.pick(home.nearby);
    } else {
      const province = random.pick(provinces);
      place = { province, city: random.pick(province.cities) };
    }

    let priceType = template.priceType ?? (random.chance(0.55) ? 'suggestion' : 'startPrice');
    if (template.priceType === undefined && random.chance(0.03)) priceType = 'seeDescription';
    const hasAmount = priceType !== 'seeDescription' && priceType !== 'swap' && priceType !== 'free';
    const [min, max] = template.price;
    const euros = hasAmount ? round(min + random.next() * (max - min)) : 0;

    const photoCount = random.int(1, Math.min(5, template.emoji.length + 2));
    const photos = Array.from({ length: photoCount }, (_, j) => {
      const emoji = template.emoji[j % template.emoji.length] as string;
      const others = template.emoji.filter((code) => code !== emoji);
      photoSerial += random.int(1, 4);
      return {
        emoji,
        variant: photoSerial,
        ...(others.length > 0 && random.chance(0.5) ? { prop: random.pick(others) } : {}),
      };
    });
    const title = uniqueTitle(template.title, place.city.name, usedTitles);

    const publishedDaysAgo = random.int(0, 20);
    const viewCount = random.int(3, 40) * (publishedDaysAgo + 1);
    return {
      userIndex,
      categoryKey,
      title,
      description: template.description,
      priceType,
      priceCents: hasAmount ? euros * 100 : null,
      rentalPeriod: priceType === 'rental' ? (template.rentalPeriod ?? 'day') : null,
      condition: condition(template, random),
      delivery: delivery(categoryKey, euros, random),
      tags: [...template.tags],
      fieldValues: fieldValues(leaf, template, random),
      provinceCode: place.province.code,
      cityName: place.city.name,
      photos,
      publishedDaysAgo,
      promoted: false,
      tradeState: 'available',
      viewCount,
      favoriteCount: random.int(0, Math.floor(viewCount / 12)),
      reduction: null,
    };
  });

  // A handful promoted (the most recent-looking Dutch ones with a price: the home page opens in Dutch),
  // a few reserved and sold.
  const order = random.shuffle(ads.map((_, i) => i));
  let promoted = 0;
  for (const i of order) {
    const ad = ads[i] as SeedAd;
    const dutch = ad.userIndex !== EXPAT;
    if (promoted < PROMOTED_COUNT && dutch && ad.priceCents !== null && ad.publishedDaysAgo <= 14) {
      ad.promoted = true;
      promoted++;
    }
  }
  const rest = order.filter((i) => !(ads[i] as SeedAd).promoted && (ads[i] as SeedAd).priceType !== 'rental');
  rest.slice(0, RESERVED_COUNT).forEach((i) => ((ads[i] as SeedAd).tradeState = 'reserved'));
  rest
    .slice(RESERVED_COUNT, RESERVED_COUNT + SOLD_COUNT)
    .forEach((i) => ((ads[i] as SeedAd).tradeState = 'sold'));
  // Drawn after everything else, so the ads above come out as they always did.
  rest
    .map((i) => ads[i] as SeedAd)
    .filter((ad) => ad.tradeState === 'available' && ad.priceCents !== null && ad.publishedDaysAgo >= 3)
    .slice(0, REDUCED_COUNT)
    .forEach((ad) => {
      const now = (ad.priceCents as number) / 100;
      const before = round(now * (1.1 + random.next() * 0.25));
      if (before > now)
        ad.reduction = {
          fromCents: before * 100,
          daysAfterPublishing: random.int(1, ad.publishedDaysAgo - 1),
        };
    });
  return ads;
}
