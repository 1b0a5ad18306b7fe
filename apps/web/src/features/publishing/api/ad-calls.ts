import { z } from 'zod';
import {
  API_PATHS,
  GALLERY_AD_FIELD,
  IMAGE_FILE_FIELD,
  boothSchema,
  categoryFieldSchema,
  ownAdDetailSchema,
  ownAdSchema,
  promotionSchema,
  uploadedImageSchema,
  type AdEditBody,
  type AdInsertInput,
  type MultiEditBody,
  type OwnAdTab,
  type PaymentProviderName,
} from '@kraam/shared';
import { ApiError } from '@/lib/api/api-error';
import { requestJson } from '@/lib/api/request-json';
import type { SellerCall } from '@/lib/api/seller-call';

const none = z.unknown();
const imageIdsSchema = z.object({ imageIds: z.array(z.string()) });
const multiEditResultSchema = z.object({
  updated: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});

/** Whether the user has a booth yet (an ad needs one, SPEC §6). */
export async function hasBooth(call: SellerCall, signal?: AbortSignal): Promise<boolean> {
  try {
    await requestJson(call.apiBase, API_PATHS.boothGet, boothSchema, { ...call, signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

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

/** One page of My ads; the list envelope carries nextCursor beside data, so the body is read whole. */
export async function getOwnAds(
  call: SellerCall,
  tab: OwnAdTab,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ lang: call.lang, tab });
  if (cursor) params.set('cursor', cursor);
  const response = await fetch(`${call.apiBase}${API_PATHS.ownAds}?${params.toString()}`, {
    headers: {
      accept: 'application/json',
      'accept-language': call.lang,
      authorization: `Bearer ${call.token}`,
    },
    cache: 'no-store',
    signal,
  });
  const json: unknown = await response.json().catch(() => null);
  const parsed = ownAdsPageSchema.safeParse(json);
  if (!response.ok || !parsed.success) {
    const message = (json as { message?: unknown } | null)?.message;
    throw typeof message === 'string'
      ? new ApiError(message, response.status, null, true)
      : new ApiError(`HTTP ${response.status}`, response.status, null, false);
  }
  return parsed.data;
}

export const multiEdit = (call: SellerCall, body: MultiEditBody) =>
  requestJson(call.apiBase, API_PATHS.adMultiEdit, multiEditResultSchema, { ...call, method: 'POST', body });

export const promoteAd = (call: SellerCall, advertisementId: number, provider: PaymentProviderName) =>
  requestJson(call.apiBase, API_PATHS.adPromote, promotionSchema, {
    ...call,
    method: 'POST',
    body: { advertisementId, provider },
  });

/** File/Upload: a photo for an ad that does not exist yet. */
export function uploadImage(call: SellerCall, file: Blob) {
  const body = new FormData();
  body.append(IMAGE_FILE_FIELD, file);
  return requestJson(call.apiBase, API_PATHS.fileUpload, uploadedImageSchema, {
    ...call,
    method: 'POST',
    body,
  });
}

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
