import { API_PATHS, boothSchema, type BoothBody } from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';
import type { SellerCall } from '@/lib/api/seller-call';

/** Insert for a new booth, Edit for an existing one; both take the whole booth (Edit replaces it). */
export const saveBooth = (call: SellerCall, body: BoothBody, exists: boolean) =>
  requestJson(call.apiBase, exists ? API_PATHS.boothEdit : API_PATHS.boothInsert, boothSchema, {
    ...call,
    method: exists ? 'PUT' : 'POST',
    body,
  });
