import { defineContract } from '../shared/contract';
import { analyticsQuery, analyticsView, realtimeAnalyticsView } from './analytics';
import { practiceView } from './practice';

/** The analytics calls: method, path, access and the zod schemas of what each reads and answers. */
export const analyticsContract = {
  getAnalytics: defineContract({
    method: 'get',
    path: '/analytics',
    access: 'admin',
    provides: ['analytics'],
    roundTrips: 9,
    summary: 'Le serie giornaliere del periodo, il confronto con il periodo precedente, corsi e membri più attivi',
    query: analyticsQuery,
    response: analyticsView,
  }),
  getRealtimeAnalytics: defineContract({
    method: 'get',
    path: '/analytics/realtime',
    access: 'admin',
    provides: ['analytics'],
    roundTrips: 6,
    summary: 'Le cifre di oggi: membri attivi, post, lezioni completate, tasso di coinvolgimento',
    response: realtimeAnalyticsView,
  }),
  getPracticeAnalytics: defineContract({
    method: 'get',
    path: '/analytics/practice',
    access: 'admin',
    // Read again after a write of any of its sources: a visit marked done, an invoice, a request made patient.
    provides: ['analytics', 'appointments', 'orders', 'contactRequests'],
    // The weeks' visits, the appointments and the orders since the first month and their owners
    // before it, the invoices, the credit notes' numbers then their orders, the contact requests.
    roundTrips: 9,
    summary: 'Le cifre dello studio: visite per settimana, nuovi pazienti, incassi e richieste di contatto per mese',
    response: practiceView,
  }),
};
