import { Conflict } from '../shared/domainErrors';
import { appointments, changeAppointment } from './data/appointments';
import { noticeOf } from './notices';

/**
 * Releases a visit request held while its online payment was open (docs/payments.md, Holding the
 * time): still waiting for the doctor, it expires now, its time is free again and the patient is
 * told ('Pagamento non completato: orario liberato'). A visit the doctor confirmed, or one already
 * ended, stays as it is, so a repeated call does nothing.
 */
export async function releaseHeldRequest(appointmentId: string): Promise<void> {
  const appointment = await appointments.find(appointmentId);
  if (appointment?.status !== 'pending') return;
  try {
    await changeAppointment(
      appointment,
      { status: 'expired', expiresAt: null },
      { release: true, notices: (changed) => [noticeOf('released', changed, changed.userId)] },
    );
  } catch (error) {
    // Answered or expired meanwhile: nothing is held any more.
    if (!(error instanceof Conflict)) throw error;
  }
}
