'use client';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { API_PATHS, type NotificationListResponse, type NotificationReadBody } from '@kraam/shared';
import {
  fetchNotifications,
  markNotificationsRead,
  notificationPagesKey,
  unreadCountKey,
} from '../api/notification-calls';
import { useNotificationContext } from '../model/use-notification-context';

type Pages = InfiniteData<NotificationListResponse, string | null>;

/** The pages with the given notifications (or all of them) read as of `at`. */
function readIn(pages: Pages, body: NotificationReadBody, at: string): Pages {
  const read = (id: number) => 'all' in body || body.ids.includes(id);
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.map((n) => (n.readAt === null && read(n.id) ? { ...n, readAt: at } : n)),
    })),
  };
}

/**
 * The centre's list, a page at a time along the cursor, and marking read: shown read at once (a click
 * also opens what it is about, so the page may be gone before the answer), the bell set to the server's
 * count when it answers.
 */
export function useNotificationPages() {
  const ctx = useNotificationContext();
  const client = useQueryClient();
  const pagesKey = notificationPagesKey(ctx);

  const list = useInfiniteQuery({
    queryKey: pagesKey,
    queryFn: ({ pageParam, signal }) => fetchNotifications(ctx, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: ctx.token !== null,
  });

  const markRead = useMutation({
    mutationFn: (body: NotificationReadBody) => markNotificationsRead(ctx, body),
    onMutate: (body) => {
      client.setQueryData<Pages>(pagesKey, (pages) =>
        pages ? readIn(pages, body, new Date().toISOString()) : pages,
      );
      if ('all' in body) client.setQueryData(unreadCountKey(ctx), 0);
    },
    onSuccess: (unreadTotal) => client.setQueryData(unreadCountKey(ctx), unreadTotal),
    // Failed: the list and the count as the server has them.
    onError: () => void client.invalidateQueries({ queryKey: [API_PATHS.notifications] }),
  });

  return { list, markRead };
}
