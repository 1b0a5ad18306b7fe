// The real demo content: Marktplaats-like categories, Dutch places from country-state-city, demo users
// with booths, generated ads and pictures.
import { CATEGORY_TREE } from './data/category-tree';
import { DEMO_USERS } from './data/demo-users';
import { generateDemoAds } from './generate-ads';
import { renderBoothLogo, renderCategoryImage, renderCompanyLogo, renderProductPhoto } from './photos';
import { loadDutchPlaces } from './places';
import type { SeedContent } from './seed-content';

export const defaultSeedContent: SeedContent = {
  loadPlaces: loadDutchPlaces,
  categories: CATEGORY_TREE,
  users: DEMO_USERS,
  generateAds: generateDemoAds,
  pictures: {
    product: renderProductPhoto,
    category: renderCategoryImage,
    booth: renderBoothLogo,
    companyLogo: renderCompanyLogo,
  },
};
