import { servicesContract } from '@app/schemas/services/contract';
import type { AdminServiceBody } from '@app/schemas/services/services';
import type { BodyInputOf } from '@app/schemas/shared/contract';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy } from '../../shared/api/client';

/** The active services of the price list (prices in cents). */
export const servicesQuery = () => contractQuery(servicesContract.listServices);

export const useServices = () => useQuery(servicesQuery());

// The admin area's reads and writes (docs/product.md, Screens and Data fetching): what each write
// changes, the public lists too, is read again from its contract's `invalidates` (cacheTags.ts).

export const useAdminServices = () => useQuery(contractQuery(servicesContract.listAdminServices));

export function useSaveService() {
  return useMutation({
    meta: invalidatedBy(servicesContract.updateService, servicesContract.createService),
    mutationFn: ({ id, body }: { id?: string; body: AdminServiceBody }) =>
      id
        ? api(servicesContract.updateService, { params: { id }, body })
        : // The form offers 'control' only when editing; a new service with it is the server's 400.
          api(servicesContract.createService, { body: body as BodyInputOf<typeof servicesContract.createService> }),
  });
}

// Content management: services deleted (or deactivated, when they have orders).

/** A service deleted: `deleted` false when the service had orders and was deactivated instead. */
export function useDeleteService() {
  return useMutation({
    meta: invalidatedBy(servicesContract.deleteService),
    mutationFn: (id: string) => api(servicesContract.deleteService, { params: { id } }),
  });
}
