import { patientListItem } from '@app/schemas/patients';
import { z } from 'zod';

import { consentingPatients } from '../../../data/diary';
import { nextConsultations } from '../../../data/diaryConsultations';
import { users } from '../../../data/users';
import { defineRoute } from '../../route';

/**
 * GET /api/admin/patients: the patients whose diary consent stands, the latest entry first, with
 * their next booked consultation. Three round trips: the consents, then the profiles and the
 * pending orders in parallel (and the services of those orders).
 */
export const listPatientsRoute = defineRoute({
  method: 'get',
  path: '/admin/patients',
  access: 'doctor',
  summary: "I pazienti che hanno dato il consenso al diario, con l'ultima annotazione e la prossima consulenza prenotata",
  response: z.array(patientListItem),
  async handler() {
    const patients = await consentingPatients();
    const ids = new Set(patients.map((patient) => patient.id));
    const [profiles, consultations] = await Promise.all([users.many(ids, ['firstName', 'lastName', 'email']), nextConsultations(ids)]);
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
            ? { orderId: next.orderId, serviceName: next.serviceName, requestedAt: next.requestedAt.toISOString() }
            : null,
        };
      });
  },
});
