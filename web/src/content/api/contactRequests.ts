/**
 * The admin's list of consultation requests (docs/product.md, Screens and Data fetching). Not in
 * contact.ts: the landing page's form loads that file, and this one reads the contracts, with zod, at once.
 */
import { contactContract } from '@app/schemas/content/contract';

import { usePagedList } from '../../shared/api/pagedList';

export const useContactRequests = () => usePagedList(contactContract.listContactRequests);
