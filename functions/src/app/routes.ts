import { accountRoutes } from '../accounts/api/account/routes';
import { authRoutes } from '../accounts/api/auth/routes';
import { membersRoutes } from '../accounts/api/members/routes';
import { analyticsRoutes } from '../analytics/api/analytics/routes';
import { statsRoutes } from '../analytics/api/stats/routes';
import { appointmentsRoutes } from '../appointments/api/routes';
import { auditRoutes } from '../audit/api/routes';
import { patientsRoutes } from '../carePlan/api/patients/routes';
import { carePlanRoutes } from '../carePlan/api/plans/routes';
import { questionnairesRoutes } from '../carePlan/api/questionnaires/routes';
import { coursesRoutes } from '../classroom/api/routes';
import { postsRoutes } from '../community/api/routes';
import { contactRoutes } from '../content/api/routes';
import { diaryRoutes } from '../diary/api/routes';
import { eventsRoutes } from '../events/api/routes';
import { fodmapRoutes } from '../fodmap/api/routes';
import { fiscalRoutes } from '../invoices/api/routes';
import { messagesRoutes } from '../messages/api/routes';
import { mailRoutes } from '../notifications/api/mail/routes';
import { notificationsRoutes } from '../notifications/api/notifications/routes';
import { pushRoutes } from '../notifications/api/push/routes';
import { ordersRoutes } from '../services/api/orders/routes';
import { paymentsRoutes } from '../services/api/payments/routes';
import { servicesRoutes } from '../services/api/services/routes';
import type { ApiRoute } from '../shared/route';
import { docsRoutesOf } from './docs/routes';

/**
 * THE ROUTE TABLE: every /api route, once, gathered from the domains' lists. Each route implements a
 * contract of schemas/src/app/contracts.ts (`implement(contract, handler)` in `<domain>/<call>.handler.ts`).
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
  ...paymentsRoutes,
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
