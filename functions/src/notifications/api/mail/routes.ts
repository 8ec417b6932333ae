import type { ApiRoute } from '../../../shared/route';
import { getEmailPreferencesRoute, updateEmailPreferencesRoute } from './emailPreferences.handler';
import { listFailedMailsRoute } from './failedMails.handler';
import { unsubscribeRoute } from './unsubscribe.handler';

/** The e-mail routes, in the order Express tries them. */
export const mailRoutes: readonly ApiRoute[] = [
  getEmailPreferencesRoute,
  updateEmailPreferencesRoute,
  unsubscribeRoute,
  listFailedMailsRoute,
];
