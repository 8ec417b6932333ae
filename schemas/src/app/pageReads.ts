import { coursesContract } from '../classroom/contract';
import { postsContract } from '../community/contract';
import { eventsContract } from '../events/contract';
import { fodmapContract } from '../fodmap/contract';
import { servicesContract } from '../services/contract';
import { ordersContract } from '../services/ordersContract';

/**
 * The first reads of the members' pages whose addresses are fixed (the diary's depend on the day;
 * the home's are homeReads.ts). For a returning member, app.html's start script asks for them with
 * the page (web/src/app/afterFirstPaint.ts), before the app's code has run; the route's loader
 * then asks for the same (web/src/app/pageData.ts, kept in step by web/src/app/preload.test.ts)
 * and gets the answer already on its way.
 */
export const pageReads = {
  '/community': [postsContract.listPosts],
  '/services': [servicesContract.listServices],
  '/calendar': [eventsContract.listEvents],
  '/classroom': [coursesContract.listCourses],
  '/invoices': [ordersContract.listUserOrders],
  '/my-services': [ordersContract.listUserOrders],
  '/fodmap': [fodmapContract.myFodmap],
} as const;
