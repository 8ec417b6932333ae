import { accountContract } from './account';
import { analyticsContract } from './analytics';
import { appointmentsContract } from './appointments';
import { auditContract } from './audit';
import { authContract } from './auth';
import { carePlanContract } from './carePlan';
import { contactContract } from './contact';
import { coursesContract } from './courses';
import { diaryContract } from './diary';
import { docsContract } from './docs';
import { eventsContract } from './events';
import { fiscalContract } from './fiscal';
import { fodmapContract } from './fodmap';
import { mailContract } from './mail';
import { membersContract } from './members';
import { messagesContract } from './messages';
import { notificationsContract } from './notifications';
import { ordersContract } from './orders';
import { patientsContract } from './patients';
import { postsContract } from './posts';
import { pushContract } from './push';
import { questionnairesContract } from './questionnaires';
import { servicesContract } from './services';
import { statsContract } from './stats';

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
