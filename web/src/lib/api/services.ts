import { servicesContract } from '@app/schemas/contracts/services';
import { useQuery } from '@tanstack/react-query';

import { contractQuery, keyOf } from './client';

export const serviceKeys = {
  all: keyOf(servicesContract.listServices),
};

/** The active services of the price list (prices in cents). */
export const servicesQuery = () => contractQuery(servicesContract.listServices);

export const useServices = () => useQuery(servicesQuery());
