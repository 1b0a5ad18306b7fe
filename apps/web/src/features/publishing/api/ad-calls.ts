import { z } from 'zod';
import {
  API_PATHS,
  GALLERY_AD_FIELD,
  IMAGE_FILE_FIELD,
  galleryResultSchema,
  multiEditResultSchema,
  ownAdDetailSchema,
  ownAdsResponseSchema,
  promotionSchema,
  type MultiEditBody,
  type OwnAdTab,
  type PaymentProviderName,
} from '@kraam/shared';
import type { AdEditBody, AdInsertInput } from '@kraam/shared/ad-body';
import { requestJson } from '@/lib/api/request-json';
import { requestPage } from '@/lib/api/request-page';
import type { SellerCall } from '@/lib/api/seller-call';

// The form only needs the message of these answers, not the ad they carry.
const ignored = z.unknown();

export const insertAd = (call: SellerCall, body: AdInsertInput) =>
  requestJson(call.apiBase, API_PATHS.adInsert, ignored, { ...call, method: 'POST', body });

export const editAd = (call: SellerCall, body: AdEditBody) =>
  requestJson(call.apiBase, API_PATHS.adEdit, ignored, { ...call, method: 'PUT', body });

export const deleteAd = (call: SellerCall, id: number) =>
  requestJson(call.apiBase, API_PATHS.adDelete, ignored, { ...call, method: 'DELETE', query: { id } });

export const getOwnAd = async (call: SellerCall, id: number, signal?: AbortSignal) =>
  (await requestJson(call.apiBase, API_PATHS.ownAd, ownAdDetailSchema, { ...call, query: { id }, signal }))
    .data;

/** One page of My ads; the list envelope carries nextCursor beside data. */
export const getOwnAds = (call: SellerCall, tab: OwnAdTab, cursor: string | null, signal?: AbortSignal) =>
  requestPage(call.apiBase, API_PATHS.ownAds, ownAdsResponseSchema, {
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
  return requestJson(call.apiBase, API_PATHS.galleryInsert, galleryResultSchema, {
    ...call,
    method: 'POST',
    body,
  });
}

export const galleryDelete = (call: SellerCall, advertisementId: number, imageId: string) =>
  requestJson(call.apiBase, API_PATHS.galleryDelete, galleryResultSchema, {
    ...call,
    method: 'DELETE',
    query: { advertisementId, imageId },
  });

export const galleryMainImage = (call: SellerCall, advertisementId: number, imageId: string) =>
  requestJson(call.apiBase, API_PATHS.galleryMainImage, galleryResultSchema, {
    ...call,
    method: 'PUT',
    body: { advertisementId, imageId },
  });

export const galleryReorder = (call: SellerCall, advertisementId: number, imageIds: string[]) =>
  requestJson(call.apiBase, API_PATHS.galleryReorder, galleryResultSchema, {
    ...call,
    method: 'PUT',
    body: { advertisementId, imageIds },
  });
