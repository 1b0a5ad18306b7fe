import { z } from 'zod';
import {
  API_PATHS,
  GALLERY_AD_FIELD,
  IMAGE_FILE_FIELD,
  categoryFieldSchema,
  ownAdDetailSchema,
  ownAdSchema,
  promotionSchema,
  type AdEditBody,
  type AdInsertInput,
  type MultiEditBody,
  type OwnAdTab,
  type PaymentProviderName,
} from '@kraam/shared';
import { getOwnBooth } from '@/lib/api/own-booth';
import { requestJson } from '@/lib/api/request-json';
import { requestPage } from '@/lib/api/request-page';
import type { SellerCall } from '@/lib/api/seller-call';

const none = z.unknown();
const imageIdsSchema = z.object({ imageIds: z.array(z.string()) });
const multiEditResultSchema = z.object({
  updated: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});

/** Whether the user has a booth yet (an ad needs one, SPEC §6). */
export const hasBooth = async (call: SellerCall, signal?: AbortSignal) =>
  (await getOwnBooth(call, signal)) !== null;

export const getCategoryFields = (call: SellerCall, categoryId: number, signal?: AbortSignal) =>
  requestJson(call.apiBase, API_PATHS.categoryFields, z.array(categoryFieldSchema), {
    ...call,
    query: { categoryId },
    signal,
  });

export const insertAd = (call: SellerCall, body: AdInsertInput) =>
  requestJson(call.apiBase, API_PATHS.adInsert, none, {
    ...call,
    method: 'POST',
    body,
  });

export const editAd = (call: SellerCall, body: AdEditBody) =>
  requestJson(call.apiBase, API_PATHS.adEdit, none, { ...call, method: 'PUT', body });

export const deleteAd = (call: SellerCall, id: number) =>
  requestJson(call.apiBase, API_PATHS.adDelete, none, { ...call, method: 'DELETE', query: { id } });

export const getOwnAd = (call: SellerCall, id: number, signal?: AbortSignal) =>
  requestJson(call.apiBase, API_PATHS.ownAd, ownAdDetailSchema, { ...call, query: { id }, signal });

const ownAdsPageSchema = z.object({
  data: z.array(ownAdSchema),
  nextCursor: z.string().nullable(),
});

/** One page of My ads; the list envelope carries nextCursor beside data. */
export const getOwnAds = (call: SellerCall, tab: OwnAdTab, cursor: string | null, signal?: AbortSignal) =>
  requestPage(call.apiBase, API_PATHS.ownAds, ownAdsPageSchema, {
    ...call,
    query: cursor ? { tab, cursor } : { tab },
    signal,
  });

export const multiEdit = (call: SellerCall, body: MultiEditBody) =>
  requestJson(call.apiBase, API_PATHS.adMultiEdit, multiEditResultSchema, { ...call, method: 'POST', body });

export const promoteAd = (call: SellerCall, advertisementId: number, provider: PaymentProviderName) =>
  requestJson(call.apiBase, API_PATHS.adPromote, promotionSchema, {
    ...call,
    method: 'POST',
    body: { advertisementId, provider },
  });

// The gallery of an existing ad: every call answers its photos, main image first.
export function galleryInsert(call: SellerCall, advertisementId: number, file: Blob) {
  const body = new FormData();
  body.append(GALLERY_AD_FIELD, String(advertisementId));
  body.append(IMAGE_FILE_FIELD, file);
  return requestJson(call.apiBase, API_PATHS.galleryInsert, imageIdsSchema, {
    ...call,
    method: 'POST',
    body,
  });
}

export const galleryDelete = (call: SellerCall, advertisementId: number, imageId: string) =>
  requestJson(call.apiBase, API_PATHS.galleryDelete, imageIdsSchema, {
    ...call,
    method: 'DELETE',
    query: { advertisementId, imageId },
  });

export const galleryMainImage = (call: SellerCall, advertisementId: number, imageId: string) =>
  requestJson(call.apiBase, API_PATHS.galleryMainImage, imageIdsSchema, {
    ...call,
    method: 'PUT',
    body: { advertisementId, imageId },
  });

export const galleryReorder = (call: SellerCall, advertisementId: number, imageIds: string[]) =>
  requestJson(call.apiBase, API_PATHS.galleryReorder, imageIdsSchema, {
    ...call,
    method: 'PUT',
    body: { advertisementId, imageIds },
  });
