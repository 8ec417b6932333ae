import { appointmentsContract } from '@app/schemas/appointments/contract';

import { Conflict } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { appointmentsOf, changeAppointment, holdsTime } from '../data/appointments';
import { noticeOf } from '../notices';

/**
 * POST /api/admin/appointments/members/{uid}/decline (doctor): every open request of one patient is
 * declined at once, with the same optional reason, and their times are freed: the doctor's answer
 * to a member holding the agenda. Each gets the patient's usual notice. One read, one batch each.
 */
export const declineMemberRequestsRoute = implement(appointmentsContract.declineMemberRequests, async ({ params, body, request }) => {
  const now = new Date(request.now);
  const open = (await appointmentsOf(params.uid)).filter((appointment) => appointment.status === 'pending' && holdsTime(appointment, now));
  const outcomes = await Promise.allSettled(
    open.map((appointment) =>
      changeAppointment(
        appointment,
        { status: 'declined', expiresAt: null, declineReason: body.reason },
        { release: true, notices: (changed) => [noticeOf('declined', changed, changed.userId)] },
      ),
    ),
  );
  // A request the patient cancelled or moved meanwhile is no longer the doctor's to decline.
  const failed = outcomes.find((outcome) => outcome.status === 'rejected' && !(outcome.reason instanceof Conflict));
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return { declined: outcomes.filter((outcome) => outcome.status === 'fulfilled').length };
});
