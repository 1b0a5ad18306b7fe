// The ownership matrix's rows: every verb the API offers on an ad, a booth, a gallery photo, an avatar,
// a conversation and the admin cache. Each row prepares a fresh target of its own (so the owner's
// write at the end cannot spoil the next row) and says what each role gets.
import { API_PATHS, messageInsertResponseSchema, withId } from '@kraam/shared';
import { insertAdRow, insertImageFileRow } from '../test/ad-fixtures';
import { samplePng } from '../test/fixtures';
import { filePart } from '../test/multipart';
import type { Part } from '../test/multipart';
import type { AccessWorld } from './access-world';

export type Role = 'anonymous' | 'other' | 'owner' | 'adminSession' | 'moderatorSession' | 'userOnAdmin';

export interface Target {
  adId: number;
  photoIds: string[];
  conversationId: number;
  /** The owner's saved search and notification (0 where a row needs none). */
  savedSearchId: number;
  notificationId: number;
  /** The buyer's open bid on the owner's ad, and the owner's own open bid on the buyer's (0 where none). */
  bidOnOwnAdId: number;
  ownBidId: number;
}

/** A target's parts a row that needs none of them gets. */
export const NO_TARGET: Target = {
  adId: 0,
  photoIds: [],
  conversationId: 0,
  savedSearchId: 0,
  notificationId: 0,
  bidOnOwnAdId: 0,
  ownBidId: 0,
};

export interface OwnershipCase {
  resource:
    | 'ad'
    | 'booth'
    | 'gallery photo'
    | 'avatar'
    | 'conversation'
    | 'admin cache'
    | 'moderation'
    | 'statements'
    | 'saved search'
    | 'notification'
    | 'bid'
    | 'review';
  verb: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (target: Target) => string;
  body?: (world: AccessWorld, target: Target) => unknown;
  /** A multipart body instead of JSON. */
  parts?: (target: Target) => Promise<Part[]>;
  /**
   * What each role gets; a role left out is not asked. 'self' means the call only ever reaches the
   * caller's own resource: it succeeds, and the owner's rows must stay as they were all the same.
   */
  expect: Partial<Record<Role, number | 'self'>>;
}

/** Refused roles of a signed-in verb: no session 401, an admin session 401, another user `other`. */
const userVerb = (other: number | 'self', owner = 200): OwnershipCase['expect'] => ({
  anonymous: 401,
  adminSession: 401,
  other,
  owner,
});
/** The cache panel and the audit log: admins only, a moderator's session is refused. */
const adminVerb: OwnershipCase['expect'] = {
  anonymous: 401,
  userOnAdmin: 403,
  other: 403,
  moderatorSession: 403,
  adminSession: 200,
};
/** Moderation: admins and moderators; a user's session is refused. */
const moderationVerb = (answer = 200): OwnershipCase['expect'] => ({
  anonymous: 401,
  userOnAdmin: 403,
  other: 403,
  moderatorSession: answer,
  adminSession: answer,
});
const YEAR = new Date().getUTCFullYear();

const adBody = (world: AccessWorld, target: Target) => ({
  id: target.adId,
  categoryId: world.categoryId,
  title: 'Een ander boek',
  priceType: 'free',
  delivery: 'pickup',
  location: {
    countryId: world.places.netherlands,
    provinceId: world.places.northHolland,
    cityId: world.places.cities.Amsterdam,
  },
  imageIds: target.photoIds,
});
const boothBody = () => ({ name: 'Overgenomen kraam', description: 'Niet van jou' });
const png = () => samplePng(40, 30, '#33aa55');

export const OWNERSHIP_CASES: OwnershipCase[] = [
  {
    resource: 'ad',
    verb: 'read own',
    method: 'GET',
    url: (x) => `${API_PATHS.ownAd}?id=${x.adId}`,
    expect: userVerb(404),
  },
  {
    resource: 'ad',
    verb: 'edit',
    method: 'PUT',
    url: () => API_PATHS.adEdit,
    body: adBody,
    expect: userVerb(404),
  },
  {
    resource: 'ad',
    verb: 'promote',
    method: 'POST',
    url: () => API_PATHS.adPromote,
    body: (_w, x) => ({ advertisementId: x.adId, provider: 'demo' }),
    expect: userVerb(404),
  },
  ...(['deactivate', 'markReserved', 'markSold', 'delete'] as const).map((action): OwnershipCase => ({
    resource: 'ad',
    verb: `multi edit: ${action}`,
    method: 'POST',
    url: () => API_PATHS.adMultiEdit,
    body: (_w, x) => ({ advertisementIds: [x.adId], action }),
    expect: userVerb(404),
  })),
  {
    resource: 'ad',
    verb: 'delete',
    method: 'DELETE',
    url: (x) => `${API_PATHS.adDelete}?id=${x.adId}`,
    expect: userVerb(404),
  },
  {
    resource: 'booth',
    verb: 'read own',
    method: 'GET',
    url: () => API_PATHS.boothGet,
    expect: userVerb('self'),
  },
  {
    resource: 'booth',
    verb: 'edit',
    method: 'PUT',
    url: () => API_PATHS.boothEdit,
    body: boothBody,
    expect: userVerb('self'),
  },
  {
    resource: 'booth',
    verb: 'insert (has one)',
    method: 'POST',
    url: () => API_PATHS.boothInsert,
    body: boothBody,
    expect: userVerb(409, 409),
  },
  {
    resource: 'gallery photo',
    verb: 'insert',
    method: 'POST',
    url: () => API_PATHS.galleryInsert,
    parts: async (x) => [{ name: 'advertisementId', data: String(x.adId) }, filePart(await png())],
    expect: userVerb(404),
  },
  {
    resource: 'gallery photo',
    verb: 'delete',
    method: 'DELETE',
    url: (x) => `${API_PATHS.galleryDelete}?advertisementId=${x.adId}&imageId=${x.photoIds[1]}`,
    expect: userVerb(404),
  },
  {
    resource: 'gallery photo',
    verb: 'make main',
    method: 'PUT',
    url: () => API_PATHS.galleryMainImage,
    body: (_w, x) => ({ advertisementId: x.adId, imageId: x.photoIds[1] }),
    expect: userVerb(404),
  },
  {
    resource: 'gallery photo',
    verb: 'reorder',
    method: 'PUT',
    url: () => API_PATHS.galleryReorder,
    body: (_w, x) => ({ advertisementId: x.adId, imageIds: [...x.photoIds].reverse() }),
    expect: userVerb(404),
  },
  {
    resource: 'avatar',
    verb: 'upload',
    method: 'POST',
    url: () => API_PATHS.userAvatar,
    parts: async () => [filePart(await png())],
    expect: userVerb('self'),
  },
  {
    resource: 'avatar',
    verb: 'read (user details)',
    method: 'GET',
    url: () => API_PATHS.userGet,
    expect: userVerb('self'),
  },
  {
    resource: 'conversation',
    verb: 'read messages',
    method: 'GET',
    url: (x) => `${API_PATHS.conversationMessages}?conversationId=${x.conversationId}`,
    expect: userVerb(404),
  },
  {
    resource: 'conversation',
    verb: 'list (own only)',
    method: 'GET',
    url: () => API_PATHS.conversations,
    expect: userVerb('self'),
  },
  {
    resource: 'conversation',
    verb: 'send',
    method: 'POST',
    url: () => API_PATHS.conversationInsert,
    body: (_w, x) => ({ conversationId: x.conversationId, message: 'Ik lees mee' }),
    expect: userVerb(404),
  },
  {
    resource: 'conversation',
    verb: 'mark read',
    method: 'POST',
    url: () => API_PATHS.conversationRead,
    body: (_w, x) => ({ conversationId: x.conversationId }),
    expect: userVerb(404),
  },
  {
    resource: 'conversation',
    verb: 'block',
    method: 'POST',
    url: () => API_PATHS.conversationBlock,
    body: (_w, x) => ({ conversationId: x.conversationId, blocked: true }),
    expect: userVerb(404),
  },
  {
    resource: 'conversation',
    verb: 'report',
    method: 'POST',
    url: () => API_PATHS.conversationReport,
    body: (_w, x) => ({ conversationId: x.conversationId, reason: 'spam' }),
    expect: userVerb(404),
  },
  {
    resource: 'admin cache',
    verb: 'stats',
    method: 'GET',
    url: () => API_PATHS.adminCacheStats,
    expect: adminVerb,
  },
  {
    resource: 'admin cache',
    verb: 'keys',
    method: 'GET',
    url: () => `${API_PATHS.adminCacheKeys}?group=categoryTree`,
    expect: adminVerb,
  },
  {
    resource: 'admin cache',
    verb: 'warm',
    method: 'POST',
    url: () => API_PATHS.adminCacheWarm,
    body: () => ({ group: 'categoryTree' }),
    expect: adminVerb,
  },
  {
    resource: 'admin cache',
    verb: 'clear',
    method: 'POST',
    url: () => API_PATHS.adminCacheClear,
    body: () => ({}),
    expect: adminVerb,
  },
  {
    resource: 'admin cache',
    verb: 'audit log',
    method: 'GET',
    url: () => API_PATHS.adminAudit,
    expect: adminVerb,
  },
  {
    resource: 'moderation',
    verb: 'queue',
    method: 'GET',
    url: () => `${API_PATHS.moderationReports}?status=open`,
    expect: moderationVerb(),
  },
  {
    resource: 'moderation',
    verb: 'appeals',
    method: 'GET',
    url: () => `${API_PATHS.moderationAppeals}?status=open`,
    expect: moderationVerb(),
  },
  {
    resource: 'moderation',
    verb: 'export',
    method: 'GET',
    url: () => `${API_PATHS.moderationExport}?from=${YEAR}-01-01&to=${YEAR}-12-31`,
    expect: moderationVerb(),
  },
  {
    resource: 'moderation',
    verb: 'counts',
    method: 'GET',
    url: () => `${API_PATHS.moderationCounts}?year=${YEAR}`,
    expect: moderationVerb(),
  },
  {
    resource: 'moderation',
    verb: 'resolve an appeal',
    method: 'POST',
    url: () => withId(API_PATHS.moderationAppealResolve, 999_999),
    body: () => ({ outcome: 'reversed', explanation: 'Niet van jou' }),
    expect: moderationVerb(404),
  },
  {
    resource: 'statements',
    verb: 'read',
    method: 'GET',
    url: () => API_PATHS.statements,
    expect: { ...userVerb('self'), moderatorSession: 401 },
  },
  {
    resource: 'statements',
    verb: 'appeal',
    method: 'POST',
    url: () => API_PATHS.appealInsert,
    body: () => ({ decisionId: 999_999, text: 'Dit besluit klopt niet, de fiets is echt van mij.' }),
    expect: { ...userVerb(403, 403), moderatorSession: 401 },
  },
  {
    resource: 'saved search',
    verb: 'list',
    method: 'GET',
    url: () => API_PATHS.savedSearches,
    expect: { ...userVerb('self'), moderatorSession: 401 },
  },
  {
    resource: 'saved search',
    verb: 'insert',
    method: 'POST',
    url: () => API_PATHS.savedSearchInsert,
    body: () => ({ query: 'search=lamp' }),
    expect: { ...userVerb('self'), moderatorSession: 401 },
  },
  {
    resource: 'saved search',
    verb: 'edit',
    method: 'PUT',
    url: () => API_PATHS.savedSearchEdit,
    body: (_world, target) => ({ id: target.savedSearchId, name: 'Gekaapt', email: false }),
    expect: { ...userVerb(404), moderatorSession: 401 },
  },
  {
    resource: 'saved search',
    verb: 'delete',
    method: 'DELETE',
    url: (target) => `${API_PATHS.savedSearchDelete}?id=${target.savedSearchId}`,
    expect: { ...userVerb(404), moderatorSession: 401 },
  },
  {
    resource: 'notification',
    verb: 'list',
    method: 'GET',
    url: () => API_PATHS.notifications,
    expect: { ...userVerb('self'), moderatorSession: 401 },
  },
  {
    resource: 'notification',
    verb: 'mark read',
    method: 'POST',
    url: () => API_PATHS.notificationRead,
    body: (_world, target) => ({ ids: [target.notificationId] }),
    expect: { ...userVerb('self'), moderatorSession: 401 },
  },
  {
    resource: 'notification',
    verb: 'mark all read',
    method: 'POST',
    url: () => API_PATHS.notificationRead,
    body: () => ({ all: true }),
    expect: { ...userVerb('self'), moderatorSession: 401 },
  },
  {
    resource: 'bid',
    verb: 'list',
    method: 'GET',
    url: (target) => `${API_PATHS.bids}?advertisementId=${target.adId}`,
    expect: { anonymous: 200, other: 200, owner: 200 },
  },
  {
    resource: 'bid',
    verb: 'withdraw',
    method: 'DELETE',
    url: (target) => `${API_PATHS.bidDelete}?id=${target.ownBidId}`,
    expect: { ...userVerb(404), moderatorSession: 401 },
  },
  {
    resource: 'bid',
    verb: 'accept',
    method: 'POST',
    url: () => API_PATHS.bidAccept,
    body: (_world, target) => ({ bidId: target.bidOnOwnAdId }),
    expect: { ...userVerb(404), moderatorSession: 401 },
  },
  {
    resource: 'bid',
    verb: 'decline',
    method: 'POST',
    url: () => API_PATHS.bidDecline,
    body: (_world, target) => ({ bidId: target.bidOnOwnAdId }),
    expect: { ...userVerb(404), moderatorSession: 401 },
  },
  {
    resource: 'bid',
    verb: 'settings',
    method: 'PUT',
    url: () => API_PATHS.bidSettings,
    body: (_world, target) => ({
      advertisementId: target.adId,
      allowBids: true,
      minimum: null,
      autoDeclineBelow: null,
      autoAcceptAt: 5000,
    }),
    expect: { ...userVerb(404), moderatorSession: 401 },
  },
  {
    resource: 'review',
    verb: 'status',
    method: 'GET',
    url: (target) => `${API_PATHS.reviewStatus}?conversationId=${target.conversationId}`,
    // The conversation's buyer started it about the owner's ad: the owner is its seller.
    expect: { ...userVerb(404), moderatorSession: 401 },
  },
  {
    resource: 'review',
    verb: 'mark sold',
    method: 'POST',
    url: () => API_PATHS.reviewMarkSold,
    body: (_world, target) => ({ conversationId: target.conversationId }),
    expect: { ...userVerb(404), moderatorSession: 401 },
  },
  {
    resource: 'review',
    verb: 'insert',
    method: 'POST',
    url: () => API_PATHS.reviewInsert,
    body: (_world, target) => ({ conversationId: target.conversationId, rating: 5, tags: [] }),
    // Too early for the owner (no sale, one message): refused without a change, as for the others.
    expect: { ...userVerb(404, 409), moderatorSession: 401 },
  },
];

const BID_DAYS_MS = 7 * 86_400_000;

/** An open bid of whole euros, straight into the table (the target's bids; the calls are the rows' job). */
async function insertBid(world: AccessWorld, adId: number, bidderId: number): Promise<number> {
  const row = await world.t.db
    .insertInto('bids')
    .values({
      ad_id: adId,
      bidder_id: bidderId,
      amount_cents: 20_000,
      expires_at: new Date(Date.now() + BID_DAYS_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh live ad of the owner with two photos, and a conversation the buyer started about it. */
export async function prepareTarget(world: AccessWorld): Promise<Target> {
  const { t, owner } = world;
  const adId = await insertAdRow(t.db, {
    booth_id: owner.boothId,
    user_id: owner.id,
    category_id: world.categoryId,
  });
  const photoIds = [await insertImageFileRow(t.db, owner.id), await insertImageFileRow(t.db, owner.id)];
  await t.db
    .insertInto('ad_images')
    .values(photoIds.map((fileId, position) => ({ ad_id: adId, file_id: fileId, position })))
    .execute();
  const started = await t.app.inject({
    method: 'POST',
    url: API_PATHS.conversationInsert,
    headers: { authorization: `Bearer ${world.buyer.token}` },
    payload: { advertisementId: adId, message: 'Is het boek nog te koop?' },
  });
  if (started.statusCode !== 200) throw new Error(`conversation not started: ${started.body}`);
  const conversationId = messageInsertResponseSchema.parse(started.json()).data.conversationId;
  const { savedSearchId, notificationId } = await prepareAlertTarget(world);
  return { ...NO_TARGET, adId, photoIds, conversationId, savedSearchId, notificationId };
}

/**
 * A fresh live ad of the owner with the buyer's open bid on it, and the owner's own open bid on an ad of the
 * buyer's; no conversation (the buyer's send limit is for the rows that need one).
 */
export async function prepareBidTarget(world: AccessWorld): Promise<Target> {
  const { t, owner, buyer } = world;
  const ad = (userId: number, boothId: number) =>
    insertAdRow(t.db, { booth_id: boothId, user_id: userId, category_id: world.categoryId });
  const adId = await ad(owner.id, owner.boothId);
  return {
    ...NO_TARGET,
    adId,
    bidOnOwnAdId: await insertBid(world, adId, buyer.id),
    ownBidId: await insertBid(world, await ad(buyer.id, buyer.boothId), owner.id),
  };
}

/** A saved search and an unread notification of the owner, for the rows that need nothing else. */
export async function prepareAlertTarget(world: AccessWorld): Promise<Target> {
  const { t, owner } = world;
  const search = await t.db
    .insertInto('saved_searches')
    .values({
      user_id: owner.id,
      name: 'fiets',
      query: `search=fiets&n=${Date.now()}${Math.random()}`,
      frequency: 'instant',
      email: true,
      push: false,
      term: 'fie',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notification = await t.db
    .insertInto('notifications')
    .values({
      user_id: owner.id,
      kind: 'system',
      subject: JSON.stringify({ title: 'Welkom' }),
      dedupe_key: `system:${search.id}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...NO_TARGET, savedSearchId: search.id, notificationId: notification.id };
}
