import { patientsContract } from '@app/schemas/carePlan/patientsContract';

import { users } from '../../../accounts/data/users';
import { consentingPatients } from '../../../diary/data/diary';
import { nextVisits } from '../../../diary/data/diaryConsultations';
import { implement } from '../../../shared/route';

/**
 * GET /api/admin/patients: the patients whose diary consent stands, the latest entry first, with
 * their next appointment (or pending consultation request). Five round trips in three steps: the
 * consents; the profiles, the next appointments and the pending orders in parallel; the services of those orders.
 */
export const listPatientsRoute = implement(patientsContract.listPatients, async () => {
  const patients = await consentingPatients();
  const ids = new Set(patients.map((patient) => patient.id));
  const [profiles, consultations] = await Promise.all([users.many(ids, ['firstName', 'lastName', 'email']), nextVisits(ids)]);
  const time = (date: Date | null) => date?.getTime() ?? 0;
  return patients
    .sort((a, b) => time(b.lastEntryAt) - time(a.lastEntryAt))
    .map((patient) => {
      const profile = profiles.get(patient.id);
      const next = consultations.get(patient.id);
      return {
        id: patient.id,
        firstName: String(profile?.firstName ?? ''),
        lastName: String(profile?.lastName ?? ''),
        email: String(profile?.email ?? ''),
        consentedAt: patient.consentedAt.toISOString(),
        lastEntryAt: patient.lastEntryAt?.toISOString() ?? null,
        nextConsultation: next
          ? {
              orderId: next.orderId,
              serviceName: next.serviceName,
              requestedAt: next.requestedAt.toISOString(),
              start: next.start?.toISOString() ?? null,
              status: next.status,
            }
          : null,
      };
    });
});
