import { servicesContract } from '@app/schemas/services/contract';
import { useQuery } from '@tanstack/react-query';

import { contractQuery } from '../../shared/api/client';

/** The active services of the price list (prices in cents). */
export const servicesQuery = () => contractQuery(servicesContract.listServices);

export const useServices = () => useQuery(servicesQuery());
