// The browser's push service, played by the local one scripts/e2e.mjs started (web-push-testing): Chromium
// headless cannot reach a real one, so its PushManager is given the local service's subscription instead.
// The service worker, the API's sending and the encryption are the real ones.
import { API_PATHS, pushMessageSchema, pushPublicKeyResponseSchema } from '@kraam/shared';
import type { PushMessage, PushSubscriptionBody } from '@kraam/shared';
import type { Page } from 'playwright-core';
import { readAnswer } from './api';
import { API_URL, pushServiceUrl } from './env';

export type LocalSubscription = PushSubscriptionBody & { clientHash: string };

const post = (path: string, body: unknown) =>
  fetch(`${pushServiceUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Lets the page's browser subscribe at the local push service: notifications allowed, and
 * PushManager.subscribe() answering that service's subscription for the API's key.
 */
export async function usePushServiceIn(page: Page): Promise<LocalSubscription> {
  const { data } = await readAnswer(
    await fetch(`${API_URL}${API_PATHS.pushPublicKey}`),
    pushPublicKeyResponseSchema,
  );
  const answer = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey: data.publicKey });
  const subscription = ((await answer.json()) as { data: LocalSubscription }).data;
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript((given: LocalSubscription) => {
    const STORED = 'e2e-push-subscribed';
    const made = () => ({
      endpoint: given.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
      unsubscribe: () => Promise.resolve(localStorage.removeItem(STORED) === undefined),
    });
    PushManager.prototype.subscribe = function subscribe() {
      localStorage.setItem(STORED, '1');
      return Promise.resolve(made() as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(localStorage.getItem(STORED) ? (made() as unknown as PushSubscription) : null);
    };
  }, subscription);
  return subscription;
}

/** What reached the subscription so far, decrypted by the push service. */
export async function pushesTo(subscription: LocalSubscription): Promise<PushMessage[]> {
  const answer = await post('/get-notifications', { clientHash: subscription.clientHash });
  const { data } = (await answer.json()) as { data: { messages: string[] } };
  return data.messages.map((message) => pushMessageSchema.parse(JSON.parse(message)));
}
