import {
  API_PATHS,
  GALLERY_AD_FIELD,
  IMAGE_FILE_FIELD,
  type GalleryResult,
  type MultiEditBody,
  type MultiEditResult,
  type OwnAdDetail,
  type OwnAdsResponse,
  type OwnAdTab,
  type PaymentProviderName,
  type Promotion,
} from '@kraam/shared';
import type { AdEditBody, AdInsertInput } from '@kraam/shared/ad-body';
import { requestJson } from '@/lib/api/request-json';
import { requestPage } from '@/lib/api/request-page';
import type { SellerCall } from '@/lib/api/seller-call';

// The form only needs the message of insert, edit and delete, not the ad they carry.
export const insertAd = (call: SellerCall, body: AdInsertInput) =>
  requestJson<unknown>(call.apiBase, API_PATHS.adInsert, { ...call, method: 'POST', body });

export const editAd = (call: SellerCall, body: AdEditBody) =>
  requestJson<unknown>(call.apiBase, API_PATHS.adEdit, { ...call, method: 'PUT', body });

export const deleteAd = (call: SellerCall, id: number) =>
  requestJson<unknown>(call.apiBase, API_PATHS.adDelete, { ...call, method: 'DELETE', query: { id } });

export const getOwnAd = async (call: SellerCall, id: number, signal?: AbortSignal) =>
  (await requestJson<OwnAdDetail>(call.apiBase, API_PATHS.ownAd, { ...call, query: { id }, signal })).data;

/** One page of My ads; the list envelope carries nextCursor beside data. */
export const getOwnAds = (call: SellerCall, tab: OwnAdTab, cursor: string | null, signal?: AbortSignal) =>
  requestPage<OwnAdsResponse>(call.apiBase, API_PATHS.ownAds, {
    ...call,
    query: cursor ? { tab, cursor } : { tab },
    signal,
  });

export const multiEdit = (call: SellerCall, body: MultiEditBody) =>
  requestJson<MultiEditResult>(call.apiBase, API_PATHS.adMultiEdit, { ...call, method: 'POST', body });

export const promoteAd = (call: SellerCall, advertisementId: number, provider: PaymentProviderName) =>
  requestJson<Promotion>(call.apiBase, API_PATHS.adPromote, {
    ...call,
    method: 'POST',
    body: { advertisementId, provider },
  });

// The gallery of an existing ad: every call answers its photos, main image first.
export function galleryInsert(call: SellerCall, advertisementId: number, file: Blob) {
  const body = new FormData();
  body.append(GALLERY_AD_FIELD, String(advertisementId));
  body.append(IMAGE_FILE_FIELD, file);
  return requestJson<GalleryResult>(call.apiBase, API_PATHS.galleryInsert, {
    ...call,
    method: 'POST',
    body,
  });
}

export const galleryDelete = (call: SellerCall, advertisementId: number, imageId: string) =>
  requestJson<GalleryResult>(call.apiBase, API_PATHS.galleryDelete, {
    ...call,
    method: 'DELETE',
    query: { advertisementId, imageId },
  });

export const galleryMainImage = (call: SellerCall, advertisementId: number, imageId: string) =>
  requestJson<GalleryResult>(call.apiBase, API_PATHS.galleryMainImage, {
    ...call,
    method: 'PUT',
    body: { advertisementId, imageId },
  });

export const galleryReorder = (call: SellerCall, advertisementId: number, imageIds: string[]) =>
  requestJson<GalleryResult>(call.apiBase, API_PATHS.galleryReorder, {
    ...call,
    method: 'PUT',
    body: { advertisementId, imageIds },
  });
