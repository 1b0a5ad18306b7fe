import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { HUB_NOTIFICATION_METHOD } from '@kraam/shared';
import { announceHubStart, shareHubPushes } from '@/lib/hub/hub-pushes';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import {
  fakeHubSource,
  listAnswer,
  notification,
  notificationsPath,
  page,
  signInReader,
} from '../notification-test-data';
import { NotificationBell } from './notification-bell';

let detach: () => void = () => undefined;
beforeEach(signInReader);
afterEach(() => {
  detach();
  vi.unstubAllGlobals();
});

function renderBell(unreadTotal: number, lang: 'nl' | 'en' = 'nl') {
  const api = fakeApi({ [notificationsPath]: listAnswer(page([notification()], { unreadTotal })) });
  vi.stubGlobal('fetch', api.fetchMock);
  const hub = fakeHubSource();
  detach = shareHubPushes(hub);
  renderWithProviders(<NotificationBell />, lang);
  return { api, hub };
}

const count = () => screen.queryByTestId('notification-count')?.textContent ?? null;

describe('the notification bell', () => {
  it('shows the unread count, read with the smallest page, and names it', async () => {
    const { api } = renderBell(3);
    const link = await screen.findByRole('link', { name: 'Meldingen, 3 ongelezen' });
    expect(link.getAttribute('href')).toBe('/dashboard/notifications');
    expect(count()).toBe('3');
    expect(api.calls[0]!.url.searchParams.get('limit')).toBe('1');
    expect(new Headers(api.calls[0]!.init?.headers).get('authorization')).toBe('Bearer token');
  });

  it('follows the hub: a new notification raises it, a read elsewhere lowers it, nothing unread hides it', async () => {
    const { hub } = renderBell(1, 'en');
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });

    // The query cache tells its readers a tick later: found, not got.
    act(() => hub.push(HUB_NOTIFICATION_METHOD, { notification: notification({ id: 2 }), unreadTotal: 2 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(count()).toBe('2');

    act(() => hub.push(HUB_NOTIFICATION_METHOD, { notification: null, unreadTotal: 0 }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(count()).toBeNull();
  });

  it('ignores a push that is not one and shows 99+ past 99', async () => {
    const { hub } = renderBell(120);
    await screen.findByRole('link', { name: 'Meldingen, 120 ongelezen' });
    expect(count()).toBe('99+');
    act(() => hub.push(HUB_NOTIFICATION_METHOD, { unreadTotal: 'veel' }));
    expect(count()).toBe('99+');
  });

  it('keeps a push over a read of the count that began before it', async () => {
    const answer = () => listAnswer(page([notification()], { unreadTotal: 1 }));
    const api = fakeApi({});
    const counts: (AbortSignal | null | undefined)[] = [];
    const late: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (new URL(input as string).pathname !== notificationsPath) return api.fetchMock(input, init);
        counts.push(init?.signal);
        if (counts.length === 1) return Promise.resolve(answer());
        return new Promise<Response>((resolve) => late.push(() => resolve(answer())));
      }),
    );
    const hub = fakeHubSource();
    detach = shareHubPushes(hub);
    renderWithProviders(<NotificationBell />, 'en');
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });

    // The link came back, so the count is read again; before that read answers, a new one is pushed.
    act(() => announceHubStart());
    await vi.waitFor(() => expect(late).toHaveLength(1));
    act(() => hub.push(HUB_NOTIFICATION_METHOD, { notification: notification({ id: 2 }), unreadTotal: 2 }));
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    await vi.waitFor(() => expect(counts[1]?.aborted).toBe(true));
    await act(async () => {
      late.forEach((answerNow) => answerNow());
      await Promise.resolve();
    });
    expect(count()).toBe('2');
  });

  it('reads the count again after the link was down', async () => {
    const { api } = renderBell(1);
    await screen.findByRole('link', { name: 'Meldingen, 1 ongelezen' });
    act(() => announceHubStart());
    const counts = () => api.calls.filter((call) => call.url.pathname === notificationsPath).length;
    await vi.waitFor(() => expect(counts()).toBe(2));
  });
});
