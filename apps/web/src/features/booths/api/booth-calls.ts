import { API_PATHS, type Booth, type BoothBody } from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';
import type { SellerCall } from '@/lib/api/seller-call';

/** Insert for a new booth, Edit for an existing one; both take the whole booth (Edit replaces it). */
export const saveBooth = (call: SellerCall, body: BoothBody, exists: boolean) =>
  requestJson<Booth>(call.apiBase, exists ? API_PATHS.boothEdit : API_PATHS.boothInsert, {
    ...call,
    method: exists ? 'PUT' : 'POST',
    body,
  });
