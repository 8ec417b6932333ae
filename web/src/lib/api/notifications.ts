/** The header bell (docs/product.md, Notifications): the latest 20 and the unread count in one call. */
import type { NotificationsList } from '@app/schemas/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiJson } from './client';

export const notificationKeys = { all: ['/api/notifications'] as const };

/** Read when the header mounts and when the window regains focus: never polled. */
export const notificationsQuery = () => queryOptions<NotificationsList>({ queryKey: notificationKeys.all, staleTime: 60_000 });
export const useNotifications = () => useQuery(notificationsQuery());

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ marked: number }>('POST', '/api/notifications/read', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
