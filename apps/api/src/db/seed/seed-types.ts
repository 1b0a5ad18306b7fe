// The contract between the demo content (pure data and pictures) and the seed runner that stores it.

/** A Fluent Emoji 3D asset name without extension, e.g. '1f6b2' (bicycle); see photos.ts. */
export type EmojiCode = string;

export interface SeedField {
  key: string;
  type: 'text' | 'number' | 'select' | 'boolean';
  /** How the value reads beyond its type: a year without separators, euros, an ISO date as a date. */
  format?: 'year' | 'money' | 'date';
  nl: string;
  en: string;
  unit?: string;
  required?: boolean;
  options?: { value: string; nl: string; en: string }[];
}

export interface SeedCategory {
  /** Stable, unique across the whole tree, e.g. 'bikes-city'. */
  key: string;
  nl: string;
  en: string;
  emoji: EmojiCode;
  fields?: SeedField[];
  children?: SeedCategory[];
}

export interface SeedUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  lang: 'nl' | 'en';
  booth: {
    name: string;
    title: string;
    description: string;
    website: string | null;
    emoji: EmojiCode;
    cityName: string;
    /** A trader's booth: its legal notice beside the user's email and phone and the booth's city. */
    trader?: { companyName: string; kvkNumber: string; street: string; postalCode: string };
  };
}

export type SeedPriceType =
  'startPrice' | 'suggestion' | 'seeDescription' | 'swap' | 'free' | 'rental' | 'deposit';

export interface SeedAd {
  /** Index into DEMO_USERS. */
  userIndex: number;
  categoryKey: string;
  title: string;
  description: string;
  priceType: SeedPriceType;
  priceCents: number | null;
  rentalPeriod: 'day' | 'week' | 'month' | null;
  condition: 'new' | 'asNew' | 'good' | 'used' | 'defective' | null;
  delivery: 'post' | 'pickup' | 'both';
  tags: string[];
  fieldValues: Record<string, string | number | boolean>;
  /** Province ISO code (e.g. 'NL-NH') and a city name that exists in that province's seed list. */
  provinceCode: string;
  cityName: string;
  /** One entry per photo, first is the main image. */
  /** Each photo's object, how it is shot (see photos.ts) and maybe a second, smaller object beside it. */
  photos: { emoji: EmojiCode; variant: number; prop?: EmojiCode }[];
  /** Days before now it was published (0–20 keeps it inside the free period). */
  publishedDaysAgo: number;
  promoted: boolean;
  tradeState: 'available' | 'reserved' | 'sold';
  viewCount: number;
  favoriteCount: number;
  /** The price it was published at before the seller lowered it to `priceCents`, and when. */
  reduction: { fromCents: number; daysAfterPublishing: number } | null;
}

export interface SeedCity {
  name: string;
  latitude: number;
  longitude: number;
}

export interface SeedProvince {
  code: string;
  nameNl: string;
  nameEn: string;
  latitude: number;
  longitude: number;
  cities: SeedCity[];
}
