import type { SavedSearch } from '@kraam/shared';

export const SAVER = { token: 'token', userId: 7 };
export const signInSaver = () => window.localStorage.setItem('userInfo', JSON.stringify(SAVER));

export const savedSearch = (extra: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 5,
  name: 'fiets · 3500 + 10 km',
  query: 'search=fiets&postalCode=3500&radiusKm=10&priceMax=150',
  frequency: 'instant',
  resumeFrequency: null,
  email: true,
  push: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
