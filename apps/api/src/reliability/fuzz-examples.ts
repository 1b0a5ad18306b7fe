// Known-good requests for the routes whose valid inputs depend on the database (ids of the world's
// ad, photos, places and conversation) or on refinements a JSON schema cannot carry. The fuzzer varies
// one field of these at a time, so its requests get past validation and exercise the handlers too.
import { API_PATHS } from '@kraam/shared';
import type { AccessWorld } from './access-world';

export interface Example {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

const key = (method: string, url: string) => `${method} ${url}`;

export function fuzzExamples(world: AccessWorld, conversationId: number): Map<string, Example> {
  const location = {
    countryId: world.places.netherlands,
    provinceId: world.places.northHolland,
    cityId: world.places.cities.Amsterdam,
    postalCode: '1012 AB',
    street: 'Damrak 1',
  };
  const ad = {
    categoryId: world.categoryId,
    title: 'Stapel boeken',
    description: 'Romans en kookboeken',
    priceType: 'startPrice',
    priceCents: 1_500,
    delivery: 'both',
    tags: ['boeken'],
    location,
  };
  const booth = {
    name: 'Boekenkraam',
    title: 'Tweedehands',
    email: 'kraam@example.com',
    website: 'https://example.com',
  };
  const adPhoto = { advertisementId: world.adId, imageId: world.photoId };
  return new Map<string, Example>([
    [
      key('POST', API_PATHS.register),
      {
        body: {
          email: 'nieuw@example.com',
          password: 'Nieuw-wachtwoord-1',
          firstName: 'Nieuw',
          lastName: 'Lid',
          phone: '+31 6 12345678',
        },
      },
    ],
    [key('POST', API_PATHS.login), { body: { email: 'owner@example.com', password: 'Owner-wachtwoord-1' } }],
    [
      key('PUT', API_PATHS.userEdit),
      { body: { firstName: 'Olga', lastName: 'Eigenaar', phone: '+31 6 87654321' } },
    ],
    [key('POST', API_PATHS.boothInsert), { body: booth }],
    [key('PUT', API_PATHS.boothEdit), { body: booth }],
    [key('POST', API_PATHS.adInsert), { body: ad }],
    [key('PUT', API_PATHS.adEdit), { body: { ...ad, id: world.adId, imageIds: [world.photoId] } }],
    [key('GET', API_PATHS.ownAd), { query: { id: world.adId } }],
    [key('GET', API_PATHS.adDetail), { query: { id: world.adId } }],
    [key('POST', API_PATHS.adPromote), { body: { advertisementId: world.adId, provider: 'demo' } }],
    [
      key('POST', API_PATHS.adMultiEdit),
      { body: { advertisementIds: [world.adId], action: 'markReserved' } },
    ],
    [key('POST', API_PATHS.adLike), { body: { advertisementId: world.adId } }],
    [key('POST', API_PATHS.adRevealPhone), { body: { advertisementId: world.adId } }],
    [key('DELETE', API_PATHS.galleryDelete), { query: adPhoto }],
    [key('PUT', API_PATHS.galleryMainImage), { body: adPhoto }],
    [
      key('PUT', API_PATHS.galleryReorder),
      { body: { advertisementId: world.adId, imageIds: [world.photoId] } },
    ],
    [key('GET', API_PATHS.conversationMessages), { query: { conversationId } }],
    [key('POST', API_PATHS.conversationInsert), { body: { conversationId, message: 'Nog te koop?' } }],
    [key('POST', API_PATHS.conversationRead), { body: { conversationId } }],
    [key('POST', API_PATHS.conversationBlock), { body: { conversationId, blocked: false } }],
    [
      key('POST', API_PATHS.conversationReport),
      { body: { conversationId, reason: 'spam', details: 'Herhaalt zich' } },
    ],
    [
      key('POST', API_PATHS.reportInsert),
      {
        body: {
          targetType: 'ad',
          targetId: world.adId,
          category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
          explanation: 'De verkoper vraagt om vooruitbetaling buiten Kraam.',
          name: 'Fuzz Melder',
          email: 'fuzz-melder@example.nl',
          goodFaith: true,
        },
      },
    ],
    [
      key('POST', API_PATHS.moderationDecisions),
      {
        body: {
          reportIds: [],
          target: { type: 'ad', id: world.adId },
          outcome: 'no_action',
          decision_facts: 'Niets aan de hand.',
          application_date: new Date().toISOString().slice(0, 10),
          source_type: 'SOURCE_VOLUNTARY',
        },
      },
    ],
    [key('GET', API_PATHS.moderationExport), { query: { from: '2026-01-01', to: '2026-12-31' } }],
    [key('GET', API_PATHS.moderationCounts), { query: { year: 2026 } }],
    [key('POST', API_PATHS.adminCacheWarm), { body: { group: 'ad', id: world.adId } }],
    [key('POST', API_PATHS.adminCacheClear), { body: { group: 'ad' } }],
    [key('GET', API_PATHS.bids), { query: { advertisementId: world.adId } }],
    [key('GET', API_PATHS.reviewStatus), { query: { conversationId } }],
    [
      key('POST', API_PATHS.reviewInsert),
      { body: { conversationId, rating: 4, tags: ['communication'], text: 'Prima contact.' } },
    ],
    [key('POST', API_PATHS.reviewMarkSold), { body: { conversationId } }],
    [key('POST', API_PATHS.bidInsert), { body: { advertisementId: world.adId, amount: 20 } }],
    [
      key('PUT', API_PATHS.bidSettings),
      {
        body: {
          advertisementId: world.adId,
          allowBids: true,
          minimum: 10,
          autoDeclineBelow: 12,
          autoAcceptAt: 500,
        },
      },
    ],
  ]);
}
