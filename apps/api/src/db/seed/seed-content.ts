// What the seed runner stores: the demo content and the picture renderers, bundled so tests can pass
// a small fake set instead of the real one.
import type { SeedAd, SeedCategory, SeedProvince, SeedUser } from './seed-types';

export interface SeedPictures {
  product(emoji: string, variant: number, prop?: string): Promise<Buffer>;
  category(emoji: string): Promise<Buffer>;
  booth(emoji: string, variant: number): Promise<Buffer>;
  companyLogo(): Promise<Buffer>;
}

export interface SeedContent {
  loadPlaces(): SeedProvince[];
  categories: readonly SeedCategory[];
  users: readonly SeedUser[];
  generateAds(provinces: SeedProvince[]): SeedAd[];
  pictures: SeedPictures;
}
