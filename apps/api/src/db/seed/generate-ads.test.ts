import { describe, expect, it } from 'vitest';
import { AD_CATALOGUE, EXPAT_CATALOGUE } from './data/ad-catalogue';
import { DEMO_USERS } from './data/demo-users';
import { emojiAssetExists } from './emoji-assets';
import { generateDemoAds, leafCategories } from './generate-ads';
import { loadDutchPlaces } from './places';
import { checkFieldValues } from '../../modules/advertisements/field-values';

const provinces = loadDutchPlaces();
const ads = generateDemoAds(provinces);
const leaves = leafCategories();

describe('generateDemoAds', () => {
  it('is deterministic', () => {
    expect(generateDemoAds(loadDutchPlaces())).toEqual(ads);
  });

  it('makes at least 240 ads with at least two in every leaf category', () => {
    expect(ads.length).toBeGreaterThanOrEqual(240);
    for (const leaf of leaves) {
      expect(ads.filter((ad) => ad.categoryKey === leaf.key).length, leaf.key).toBeGreaterThanOrEqual(2);
    }
    const leafKeys = new Set(leaves.map((leaf) => leaf.key));
    for (const key of [...Object.keys(AD_CATALOGUE), ...EXPAT_CATALOGUE.map((e) => e.categoryKey)]) {
      expect(leafKeys.has(key), key).toBe(true);
    }
  });

  it('gives every ad its own title, so no search lists the same ad twice', () => {
    const seen = new Map<string, number>();
    for (const ad of ads) seen.set(ad.title, (seen.get(ad.title) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('gives the ads of one template different first photos', () => {
    const firsts = new Map<string, Set<string>>();
    for (const ad of ads) {
      const key = ad.description;
      const photo = ad.photos[0];
      if (!photo) continue;
      const set = firsts.get(key) ?? new Set<string>();
      set.add(`${photo.emoji}:${photo.variant}`);
      firsts.set(key, set);
    }
    for (const [description, set] of firsts) {
      const count = ads.filter((ad) => ad.description === description).length;
      expect(set.size, description.slice(0, 30)).toBe(count);
    }
  });

  it('covers all 12 provinces with cities that exist in them', () => {
    expect(provinces).toHaveLength(12);
    expect(new Set(ads.map((ad) => ad.provinceCode)).size).toBe(12);
    const cities = new Map(provinces.map((p) => [p.code, new Set(p.cities.map((c) => c.name))]));
    for (const ad of ads) expect(cities.get(ad.provinceCode)?.has(ad.cityName), ad.cityName).toBe(true);
    const allCities = new Set(provinces.flatMap((p) => p.cities.map((c) => c.name)));
    for (const user of DEMO_USERS) expect(allCities.has(user.booth.cityName), user.booth.cityName).toBe(true);
  });

  it('fills field values that match the leaf category fields', () => {
    const byKey = new Map(leaves.map((leaf) => [leaf.key, leaf.fields]));
    for (const ad of ads) {
      const fields = byKey.get(ad.categoryKey) ?? [];
      for (const [key, value] of Object.entries(ad.fieldValues)) {
        const field = fields.find((f) => f.key === key);
        expect(field, `${ad.categoryKey}.${key}`).toBeDefined();
        if (!field) continue;
        if (field.type === 'select') expect(field.options?.map((o) => o.value)).toContain(value);
        if (field.type === 'number') expect(typeof value).toBe('number');
        if (field.type === 'boolean') expect(typeof value).toBe('boolean');
        if (field.type === 'text') expect(typeof value).toBe('string');
      }
    }
  });

  it('has a price exactly when the price type has an amount', () => {
    for (const ad of ads) {
      const noAmount = ['seeDescription', 'swap', 'free'].includes(ad.priceType);
      expect(ad.priceCents === null, `${ad.title} (${ad.priceType})`).toBe(noAmount);
      if (ad.priceCents !== null) expect(ad.priceCents).toBeGreaterThan(0);
      expect(ad.rentalPeriod !== null).toBe(ad.priceType === 'rental');
    }
  });

  it('has valid photos, users, dates and a mix of states', () => {
    for (const ad of ads) {
      expect(ad.photos.length).toBeGreaterThanOrEqual(1);
      expect(ad.photos.length).toBeLessThanOrEqual(5);
      for (const photo of ad.photos) expect(emojiAssetExists(photo.emoji), photo.emoji).toBe(true);
      expect(DEMO_USERS[ad.userIndex]).toBeDefined();
      expect(ad.publishedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(ad.publishedDaysAgo).toBeLessThanOrEqual(20);
    }
    expect(ads.filter((ad) => ad.promoted)).toHaveLength(8);
    expect(ads.some((ad) => ad.tradeState === 'reserved')).toBe(true);
    expect(ads.some((ad) => ad.tradeState === 'sold')).toBe(true);
    const reduced = ads.filter((ad) => ad.reduction !== null);
    expect(reduced.length).toBeGreaterThanOrEqual(10);
    for (const ad of reduced) {
      expect(ad.reduction?.fromCents, ad.title).toBeGreaterThan(ad.priceCents ?? Infinity);
      expect(ad.reduction?.daysAfterPublishing, ad.title).toBeLessThan(ad.publishedDaysAgo);
    }
    for (const type of ['startPrice', 'suggestion', 'free', 'swap', 'seeDescription', 'rental', 'deposit']) {
      expect(
        ads.some((ad) => ad.priceType === type),
        type,
      ).toBe(true);
    }
  });

  it('has the titles the search demo relies on', () => {
    const titles = ads.map((ad) => ad.title.toLowerCase());
    // As Dutch sellers write: compounds, plurals, diminutives, accents (docs/decisions/0015-dutch-search.md).
    const compounds = ['damesfiets', 'herenfiets', 'racefiets', 'bakfiets', 'kinderfiets', 'omafiets'];
    const forms = ['meisjesfiets', 'fietstas', 'hangmat', 'hangmatten', 'fietsje', 'tafeltje', 'crêpe'];
    const brands = ['gazelle', 'iphone', 'volkswagen', 'café', 'stoel', 'bike', 'fietsen'];
    for (const word of [...compounds, ...forms, ...brands]) {
      expect(
        titles.some((title) => title.includes(word)),
        word,
      ).toBe(true);
    }
    // The English-speaking expat's ads come from the English catalogue.
    const english = new Set(EXPAT_CATALOGUE.map((entry) => entry.template.title));
    const expatIndex = DEMO_USERS.findIndex((user) => user.lang === 'en');
    for (const ad of ads.filter((a) => english.has(a.title))) expect(ad.userIndex).toBe(expatIndex);
  });

  it('reads Dutch: a handful of English ads, none of them promoted on the home page, and Dutch place names', () => {
    const expatIndex = DEMO_USERS.findIndex((user) => user.lang === 'en');
    const english = ads.filter((ad) => ad.userIndex === expatIndex);
    expect(english.length).toBeGreaterThan(0);
    expect(english.length).toBeLessThanOrEqual(ads.length * 0.03);
    expect(ads.filter((ad) => ad.promoted && ad.userIndex === expatIndex)).toEqual([]);
    const texts = [...ads.flatMap((ad) => [ad.title, ad.description, ad.cityName])];
    const booths = DEMO_USERS.flatMap(({ booth }) => [booth.title, booth.description, booth.cityName]);
    for (const text of [...texts, ...booths]) expect(text).not.toContain('The Hague');
    expect(DEMO_USERS.find((user) => user.lang === 'en')?.booth.cityName).toBe('Den Haag');
  });

  it('gives every ad field values its category accepts, so a seller can edit a demo ad as it is', () => {
    for (const ad of ads) {
      const leaf = leaves.find((l) => l.key === ad.categoryKey);
      // A field redefined lower in the tree replaces the inherited one, as GetFields answers.
      const fields = new Map(
        (leaf?.fields ?? []).map((f) => [
          f.key,
          {
            key: f.key,
            type: f.type,
            labelNl: f.nl,
            labelEn: f.en,
            unit: f.unit ?? null,
            options: (f.options ?? []).map((o) => ({ value: o.value, nl: o.nl, en: o.en })),
            required: f.required ?? false,
          },
        ]),
      );
      expect(checkFieldValues([...fields.values()], ad.fieldValues).errors, ad.title).toEqual({});
    }
  });
});
