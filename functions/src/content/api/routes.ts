import type { ApiRoute } from '../../shared/route';
import { createContactRequestRoute } from './createContactRequest.handler';
import { createPatientFromRequestRoute } from './createPatientFromRequest.handler';
import { listContactRequestsRoute } from './listContactRequests.handler';
import { markContactRequestHandledRoute } from './markContactRequestHandled.handler';

/** The contact routes, in the order Express tries them. */
export const contactRoutes: readonly ApiRoute[] = [
  createContactRequestRoute,
  listContactRequestsRoute,
  createPatientFromRequestRoute,
  markContactRequestHandledRoute,
];
