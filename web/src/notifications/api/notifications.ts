/** The header bell (docs/product.md, Notifications): the latest 20 and the unread count in one call. */
import { notificationsContract } from '@app/schemas/notifications/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy } from '../../shared/api/client';

/** Read when the header mounts and when the window regains focus: never polled. */
export const notificationsQuery = () => queryOptions({ ...contractQuery(notificationsContract.listNotifications), staleTime: 60_000 });
export const useNotifications = () => useQuery(notificationsQuery());

export function useMarkNotificationsRead() {
  return useMutation({
    meta: invalidatedBy(notificationsContract.markNotificationsRead),
    mutationFn: () => api(notificationsContract.markNotificationsRead),
  });
}
