// The browser's side of web push: the service worker (public/sw.js, decision 0044) and its push
// subscription. Permission is asked only from subscribe(), which runs on the user's press.
import type { PushSubscriptionBody } from '@kraam/shared';

export const SERVICE_WORKER_PATH = '/sw.js';

export type PushAvailability = 'unsupported' | 'denied' | 'available';

/**
 * Whether this browser can push, and whether the user blocked it. The Permissions API first: some
 * browsers (Chromium's headless shell among them) report Notification.permission 'denied' even when allowed.
 */
export async function pushAvailability(): Promise<PushAvailability> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  const state = await navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => status.state)
    .catch(() => null);
  return (state ?? Notification.permission) === 'denied' ? 'denied' : 'available';
}

/** This browser's current subscription, without registering a worker or asking anything. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The base64url public key as the bytes PushManager.subscribe() takes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Asks permission, registers the worker and subscribes; null when the user said no. */
export async function subscribe(publicKey: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}

/** What the API keeps of a subscription. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
