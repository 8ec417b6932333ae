import { statsContract } from '../analytics/statsContract';
import { appointmentsContract } from '../appointments/contract';

/**
 * The member's home's first reads: the appointment card and the figures, which its largest element
 * waits for. `/start.js` asks for them with the session (web/vite/prerender.ts) and the home's
 * loader prefetches them (web/src/app/pageData.ts): one list, so the two stay in step.
 */
export const homeReads = [appointmentsContract.listMyAppointments, statsContract.getStats] as const;
