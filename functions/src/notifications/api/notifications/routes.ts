import type { ApiRoute } from '../../../shared/route';
import { listNotificationsRoute } from './listNotifications.handler';
import { markNotificationsReadRoute } from './markNotificationsRead.handler';

/** The notifications routes, in the order Express tries them. */
export const notificationsRoutes: readonly ApiRoute[] = [listNotificationsRoute, markNotificationsReadRoute];
