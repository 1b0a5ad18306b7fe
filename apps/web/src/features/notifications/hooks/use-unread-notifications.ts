'use client';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HUB_NOTIFICATION_METHOD } from '@kraam/shared';
import { listenToHub, listenToHubStarts } from '@/lib/hub/hub-pushes';
import {
  fetchNotifications,
  notificationPagesKey,
  UNREAD_PROBE_LIMIT,
  unreadCountKey,
} from '../api/notification-calls';
import { readNotificationPush } from '../model/read-push';
import { useNotificationContext } from '../model/use-notification-context';

/**
 * The signed-in user's unread notifications: read once, then kept current by the hub's `Notification`
 * pushes (a new one, or a read in another tab), and read again after the link was down. Null until known.
 */
export function useUnreadNotifications(): number | null {
  const ctx = useNotificationContext();
  const client = useQueryClient();
  const count = useQuery({
    queryKey: unreadCountKey(ctx),
    queryFn: async ({ signal }) =>
      (await fetchNotifications(ctx, { limit: UNREAD_PROBE_LIMIT, signal })).unreadTotal,
    enabled: ctx.token !== null,
  });

  useEffect(() => {
    if (!ctx.token) return;
    const offPush = listenToHub(HUB_NOTIFICATION_METHOD, (payload) => {
      const push = readNotificationPush(payload);
      if (!push) return;
      // A read of the count still under way began before this push and would answer the older count
      // over it (seen as a bell that never rang in a journey): it is cancelled first.
      void client
        .cancelQueries({ queryKey: unreadCountKey(ctx) })
        .then(() => client.setQueryData(unreadCountKey(ctx), push.unreadTotal));
      // The centre, when open, shows the new one (or another tab's reads) on its next render.
      void client.invalidateQueries({ queryKey: notificationPagesKey(ctx) });
    });
    const offStart = listenToHubStarts(() => {
      void client.invalidateQueries({ queryKey: unreadCountKey(ctx) });
    });
    return () => {
      offPush();
      offStart();
    };
  }, [ctx, client]);

  return ctx.token === null ? null : (count.data ?? null);
}
