import { defineContract } from '../shared/contract';
import { adminStatsView, statsView } from './stats';

/** The stats calls: method, path, access and the zod schemas of what each reads and answers. */
export const statsContract = {
  getAdminStats: defineContract({
    method: 'get',
    path: '/admin/stats',
    access: 'admin',
    provides: ['stats'],
    roundTrips: 2,
    summary: "Le quattro schede della dashboard dell'amministratrice",
    response: adminStatsView,
  }),
  getStats: defineContract({
    method: 'get',
    path: '/stats',
    access: 'member',
    provides: ['stats'],
    roundTrips: 2,
    summary: 'I quattro numeri della home dei membri',
    response: statsView,
  }),
};
