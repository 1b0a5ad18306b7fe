import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { signInReader } from '../notification-test-data';
import { PushSwitch } from './push-switch';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const ok = json(200, { data: null, message: null });

/** A browser that can push: the permission as given, and a push manager that hands out one subscription. */
function browserThatPushes(permission: PermissionState, answer: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(() => {
    subscription = null;
    return Promise.resolve(true);
  });
  const made = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPk3', auth: 'c2Vj' } }),
    unsubscribe,
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: () => Promise.resolve(subscription),
    subscribe: vi.fn(() => {
      subscription = made;
      return Promise.resolve(made);
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(subscription ? registration : undefined),
      register: vi.fn(() => Promise.resolve(registration)),
      ready: Promise.resolve(registration),
    },
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: () => Promise.resolve({ state: permission }) },
  });
  return { pushManager, requestPermission, unsubscribe };
}

function renderSwitch(lang: 'nl' | 'en' = 'nl') {
  signInReader();
  const api = fakeApi({
    [API_PATHS.pushPublicKey]: json(200, { data: { publicKey: 'BPublicKey_-' }, message: null }),
    [API_PATHS.pushSubscriptionInsert]: ok,
    [API_PATHS.pushSubscriptionDelete]: ok,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<PushSwitch />, lang);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'permissions');
  window.localStorage.clear();
});

describe('PushSwitch', () => {
  it('asks permission only when switched on, then subscribes and tells the API', async () => {
    const browser = browserThatPushes('prompt');
    const api = renderSwitch();
    const toggle = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Pushmeldingen op dit apparaat',
    });
    expect(toggle.checked).toBe(false);
    expect(browser.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(JSON.parse(api.bodyOf(API_PATHS.pushSubscriptionInsert) as string)).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'BPk3', auth: 'c2Vj' },
    });

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    const removal = api.calls.find((call) => call.url.pathname === API_PATHS.pushSubscriptionDelete);
    expect(removal?.url.searchParams.get('endpoint')).toBe(ENDPOINT);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('stays off when the user says no, and says how to allow notifications when blocked', async () => {
    browserThatPushes('prompt', 'denied');
    renderSwitch('en');
    const toggle = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Push notifications on this device',
    });
    browserThatPushes('denied', 'denied');
    fireEvent.click(toggle);
    await screen.findByText(/Your browser blocks notifications from Kraam/);
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
  });

  it('says so in a browser that cannot push', async () => {
    renderSwitch();
    await screen.findByText(/Deze browser kan geen pushmeldingen ontvangen/);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
