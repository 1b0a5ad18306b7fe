import { API_PATHS, type PushSubscriptionBody } from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';
import type { NotificationContext } from './notification-calls';

/** GET the VAPID public key the browser subscribes with. */
export async function fetchPushPublicKey({ apiBase, lang }: NotificationContext): Promise<string> {
  const answer = await requestJson<{ publicKey: string }>(apiBase, API_PATHS.pushPublicKey, { lang });
  return answer.data.publicKey;
}

/** POST this browser's subscription for the signed-in user. */
export async function savePushSubscription(
  { apiBase, lang, token }: NotificationContext,
  subscription: PushSubscriptionBody,
): Promise<void> {
  await requestJson(apiBase, API_PATHS.pushSubscriptionInsert, {
    lang,
    token,
    method: 'POST',
    body: subscription,
  });
}

/** DELETE this browser's subscription. */
export async function deletePushSubscription(
  { apiBase, lang, token }: NotificationContext,
  endpoint: string,
): Promise<void> {
  await requestJson(apiBase, API_PATHS.pushSubscriptionDelete, {
    lang,
    token,
    method: 'DELETE',
    query: { endpoint },
  });
}
