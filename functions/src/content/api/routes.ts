import type { ApiRoute } from '../../shared/route';
import { createContactRequestRoute } from './createContactRequest.handler';
import { listContactRequestsRoute } from './listContactRequests.handler';

/** The contact routes, in the order Express tries them. */
export const contactRoutes: readonly ApiRoute[] = [createContactRequestRoute, listContactRequestsRoute];
