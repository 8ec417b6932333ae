import type { ServiceView } from '@app/schemas/services/services';
import { firstLoadRoutes } from '@app/schemas/shared/firstLoad';
import { useQuery } from '@tanstack/react-query';

import { keyOf } from '../../shared/api/client';

/**
 * The price list as the landing page reads it: under the key of its contract's path, with the
 * default query function (a GET of the key's URL), so that a visitor's first load carries no
 * contract and no zod (docs/performance.md). The members' pages read the same key through the
 * contract (services.ts), which checks the answer in development and tests.
 */
export const useServicePrices = () =>
  useQuery<ServiceView[]>({ queryKey: keyOf(firstLoadRoutes.listServices), meta: { provides: firstLoadRoutes.listServices.provides } });
