import { enforceRateLimits } from '../../shared/data/rateLimit';
import { RATE_LIMITS } from '../../shared/rateLimits';

/** A member's requests and moves of appointments, counted together: 429 past the hour's limit. */
export const limitAppointmentRequests = (
  caller: { uid: string },
  response: { setHeader(name: string, value: string): void },
  now: number,
) => enforceRateLimits([{ limit: RATE_LIMITS.appointmentRequestsPerMember, key: caller.uid }], response, now);
