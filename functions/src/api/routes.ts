import { accountRoutes } from './account/routes';
import { analyticsRoutes } from './analytics/routes';
import { appointmentsRoutes } from './appointments/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { carePlanRoutes } from './carePlan/routes';
import { contactRoutes } from './contact/routes';
import { coursesRoutes } from './courses/routes';
import { diaryRoutes } from './diary/routes';
import { docsRoutesOf } from './docs/routes';
import { eventsRoutes } from './events/routes';
import { fiscalRoutes } from './fiscal/routes';
import { fodmapRoutes } from './fodmap/routes';
import { mailRoutes } from './mail/routes';
import { membersRoutes } from './members/routes';
import { messagesRoutes } from './messages/routes';
import { notificationsRoutes } from './notifications/routes';
import { ordersRoutes } from './orders/routes';
import { patientsRoutes } from './patients/routes';
import { postsRoutes } from './posts/routes';
import { pushRoutes } from './push/routes';
import { questionnairesRoutes } from './questionnaires/routes';
import type { ApiRoute } from './route';
import { servicesRoutes } from './services/routes';
import { statsRoutes } from './stats/routes';

/**
 * THE ROUTE TABLE: every /api route, once, gathered from the domains' lists. Each route implements a
 * contract of schemas/src/contracts (`implement(contract, handler)` in `<domain>/<call>.handler.ts`).
 * The router (router.ts), the OpenAPI document (docs/openApiDocument.ts) and the authorization test
 * (authorization.test.ts) are built from it; routes.test.ts checks every contract is implemented once.
 */
export const routes: readonly ApiRoute[] = [
  ...authRoutes,
  ...accountRoutes,
  ...servicesRoutes,
  ...eventsRoutes,
  ...contactRoutes,
  ...ordersRoutes,
  ...fiscalRoutes,
  ...postsRoutes,
  ...statsRoutes,
  ...coursesRoutes,
  ...auditRoutes,
  ...membersRoutes,
  ...analyticsRoutes,
  ...diaryRoutes,
  ...questionnairesRoutes,
  ...patientsRoutes,
  ...carePlanRoutes,
  ...fodmapRoutes,
  ...notificationsRoutes,
  ...messagesRoutes,
  ...mailRoutes,
  ...docsRoutesOf(() => routes),
  ...appointmentsRoutes,
  ...pushRoutes,
];
