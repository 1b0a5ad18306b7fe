import { API_PATHS, type Notification, type NotificationListResponse } from '@kraam/shared';
import { json } from '@/test/fake-api';
import type { HubPushListener } from '@/lib/hub/hub-pushes';

export const READER = { token: 'token', userId: 7 };
export const signInReader = () => window.localStorage.setItem('userInfo', JSON.stringify(READER));

/** A saved search's new match, unread, of 27 November 2026 at 10:15 in Amsterdam. */
export const notification = (extra: Partial<Notification> = {}): Notification => ({
  id: 1,
  kind: 'savedSearchMatch',
  subject: {
    advertisementId: 42,
    title: 'Damesfiets Gazelle',
    imageId: 'img-42',
    priceCents: 12000,
    previousPriceCents: null,
    savedSearchId: 5,
    savedSearchName: 'fiets · 3500 + 10 km',
    savedSearchQuery: 'search=fiets&postalCode=3500&radiusKm=10',
  },
  createdAt: '2026-11-27T09:15:00.000Z',
  readAt: null,
  ...extra,
});

export const page = (
  data: Notification[],
  { unreadTotal = data.filter((n) => n.readAt === null).length, nextCursor = null as string | null } = {},
): NotificationListResponse => ({ data, message: null, nextCursor, unreadTotal });

export const listAnswer = (body: NotificationListResponse) => json(200, body);

export const notificationsPath = API_PATHS.notifications;
export const readPath = API_PATHS.notificationRead;

/** A stand-in for the hub client's `on`: the test calls a method's handler as the server's push would. */
export function fakeHubSource() {
  const handlers = new Map<string, HubPushListener>();
  return {
    on: (method: string, handler: HubPushListener) => void handlers.set(method, handler),
    push: (method: string, ...args: unknown[]) => handlers.get(method)?.(...args),
  };
}
