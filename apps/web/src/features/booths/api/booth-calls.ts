import {
  API_PATHS,
  IMAGE_FILE_FIELD,
  boothSchema,
  uploadedImageSchema,
  type Booth,
  type BoothBody,
} from '@kraam/shared';
import { ApiError } from '@/lib/api/api-error';
import { requestJson } from '@/lib/api/request-json';
import type { SellerCall } from '@/lib/api/seller-call';

/** The own booth, or null when the user has none yet (the API answers 404 then). */
export async function getOwnBooth(call: SellerCall, signal?: AbortSignal): Promise<Booth | null> {
  try {
    const { data } = await requestJson(call.apiBase, API_PATHS.boothGet, boothSchema, { ...call, signal });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Insert for a new booth, Edit for an existing one; both take the whole booth (Edit replaces it). */
export const saveBooth = (call: SellerCall, body: BoothBody, exists: boolean) =>
  requestJson(call.apiBase, exists ? API_PATHS.boothEdit : API_PATHS.boothInsert, boothSchema, {
    ...call,
    method: exists ? 'PUT' : 'POST',
    body,
  });

/** File/Upload: stores an image before it belongs to anything; answers its id. */
export function uploadImage(call: SellerCall, file: Blob) {
  const body = new FormData();
  body.append(IMAGE_FILE_FIELD, file);
  return requestJson(call.apiBase, API_PATHS.fileUpload, uploadedImageSchema, {
    ...call,
    method: 'POST',
    body,
  });
}
