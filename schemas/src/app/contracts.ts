import { accountContract } from '../accounts/accountContract';
import { authContract } from '../accounts/authContract';
import { membersContract } from '../accounts/membersContract';
import { analyticsContract } from '../analytics/analyticsContract';
import { statsContract } from '../analytics/statsContract';
import { appointmentsContract } from '../appointments/contract';
import { auditContract } from '../audit/contract';
import { carePlanContract } from '../carePlan/contract';
import { patientsContract } from '../carePlan/patientsContract';
import { questionnairesContract } from '../carePlan/questionnairesContract';
import { coursesContract } from '../classroom/contract';
import { postsContract } from '../community/contract';
import { contactContract } from '../content/contract';
import { diaryContract } from '../diary/contract';
import { eventsContract } from '../events/contract';
import { fodmapContract } from '../fodmap/contract';
import { fiscalContract } from '../invoices/contract';
import { messagesContract } from '../messages/contract';
import { notificationsContract } from '../notifications/contract';
import { mailContract } from '../notifications/mailContract';
import { pushContract } from '../notifications/pushContract';
import { servicesContract } from '../services/contract';
import { ordersContract } from '../services/ordersContract';
import { paymentsContract } from '../services/paymentsContract';
import { docsContract } from './docsContract';

/**
 * Every /api call by domain: `routes.orders.createOrder` is POST /api/orders. The server implements
 * each once; the browser imports the domain it needs (`./orders`) rather than this whole table, so a
 * page loads only the schemas of the calls it makes.
 */
export const routes = {
  auth: authContract,
  account: accountContract,
  services: servicesContract,
  events: eventsContract,
  contact: contactContract,
  orders: ordersContract,
  payments: paymentsContract,
  fiscal: fiscalContract,
  posts: postsContract,
  stats: statsContract,
  courses: coursesContract,
  audit: auditContract,
  members: membersContract,
  analytics: analyticsContract,
  diary: diaryContract,
  questionnaires: questionnairesContract,
  patients: patientsContract,
  carePlan: carePlanContract,
  fodmap: fodmapContract,
  notifications: notificationsContract,
  messages: messagesContract,
  mail: mailContract,
  docs: docsContract,
  appointments: appointmentsContract,
  push: pushContract,
};
