import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { NotificationsUnreadAnswer } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../../lib/jsonapi.ts';
import { recordsKey } from '../../../lib/data-layer/query-keys.ts';

/** How many notifications the bell lists: the newest. */
export const LISTED = 10;

export const notificationsPaths = {
  unreadCount: '/api/v1/services/notifications/unread-count',
  markRead: (id: string) => `/api/v1/services/notifications/${encodeURIComponent(id)}/read`,
  markAllRead: '/api/v1/services/notifications/read',
  list: `/api/v1/notifications?sort=-createdAt&page[size]=${LISTED}`,
};

/** A notification as the bell shows it (spec, domain "notification"). */
export interface NotificationItem {
  id: string;
  type: 'notifications';
  notificationType: string;
  message: string;
  details: string | null;
  actionUrl: string | null;
  readAt: string | null;
  createdAt: string;
}

/**
 * The unread count is asked again when the user comes back to the tab, when they move to another
 * screen, and every minute while the tab is shown (docs/decisions.md, "Public kit: interactions and
 * notifications"); a hidden tab asks nothing.
 */
const REFRESH_MS = 60_000;

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: recordsKey('notifications', 'unread', userId),
    queryFn: ({ signal }) => apiRequest<NotificationsUnreadAnswer>(notificationsPaths.unreadCount, { signal, silent: [401] }).then((answer) => answer.meta.unread),
    staleTime: 15_000,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const notificationsListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: recordsKey('notifications', 'list', 'bell', userId),
    queryFn: ({ signal }) => apiRequest<JsonApiDocument>(notificationsPaths.list, { signal }).then((document) => deserialize<NotificationItem[]>(document)),
    staleTime: 0,
  });

/** The signed-in user's unread count, asked again on each move to another screen. */
export function useUnreadCount(userId: string) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions(userId).queryKey });
  }, [pathname, queryClient, userId]);
  return useQuery(unreadCountQueryOptions(userId));
}

/** Puts the count a marking call answered in the bell, and the readings in the list. */
function settle(queryClient: QueryClient, userId: string, answer: NotificationsUnreadAnswer, read: (item: NotificationItem) => boolean) {
  queryClient.setQueryData(unreadCountQueryOptions(userId).queryKey, answer.meta.unread);
  const now = new Date().toISOString();
  queryClient.setQueryData(notificationsListQueryOptions(userId).queryKey, (list) => list?.map((item) => (item.readAt === null && read(item) ? { ...item, readAt: now } : item)));
}

export async function markRead(queryClient: QueryClient, userId: string, id: string) {
  const answer = await apiRequest<NotificationsUnreadAnswer>(notificationsPaths.markRead(id), { method: 'POST' });
  settle(queryClient, userId, answer, (item) => item.id === id);
}

export async function markAllRead(queryClient: QueryClient, userId: string) {
  const answer = await apiRequest<NotificationsUnreadAnswer>(notificationsPaths.markAllRead, { method: 'POST' });
  settle(queryClient, userId, answer, () => true);
}
