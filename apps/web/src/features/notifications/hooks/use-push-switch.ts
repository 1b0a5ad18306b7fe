'use client';
import { useEffect, useState } from 'react';
import { deletePushSubscription, fetchPushPublicKey, savePushSubscription } from '../api/push-calls';
import {
  currentSubscription,
  pushAvailability,
  subscribe,
  subscriptionBody,
  type PushAvailability,
} from '../model/browser-push';
import { useNotificationContext } from '../model/use-notification-context';

export type PushState = PushAvailability | 'checking';
export type PushFailure = 'on' | 'off' | null;

/**
 * The centre's push switch: whether this browser is subscribed, and turning it on (asking permission
 * then) or off. A subscription found on opening is sent again, so it follows the account signed in.
 */
export function usePushSwitch() {
  const ctx = useNotificationContext();
  const [state, setState] = useState<PushState>('checking');
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PushFailure>(null);

  useEffect(() => {
    let live = true;
    const check = async () => {
      const availability = await pushAvailability();
      const subscription = availability === 'available' ? await currentSubscription() : null;
      if (!live) return;
      setSubscribed(subscription !== null);
      setState(availability);
      if (subscription && ctx.token) await savePushSubscription(ctx, subscriptionBody(subscription));
    };
    check().catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, [ctx]);

  const turnOn = async () => {
    const subscription = await subscribe(await fetchPushPublicKey(ctx));
    if (!subscription) {
      setState(await pushAvailability());
      return;
    }
    await savePushSubscription(ctx, subscriptionBody(subscription));
    setSubscribed(true);
  };

  const turnOff = async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await deletePushSubscription(ctx, subscription.endpoint);
      await subscription.unsubscribe();
    }
    setSubscribed(false);
  };

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await (on ? turnOn() : turnOff());
    } catch {
      setFailure(on ? 'on' : 'off');
    } finally {
      setBusy(false);
    }
  };

  return { state, subscribed, busy, failure, toggle };
}
