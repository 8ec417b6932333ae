import type { PatientListItem, PatientOverview } from '@app/schemas/carePlan/patients';

/** A patient as GET /api/admin/patients lists her, for the screens' tests: a diary keeper unless `changes` say otherwise. */
export function testPatient(changes: Partial<PatientListItem> = {}): PatientListItem {
  const person = { id: 'paziente-1', firstName: 'Giulia', lastName: 'Bianchi', email: 'giulia.b@example.com', phone: null };
  const diary = { consentedAt: '2026-11-01T09:00:00Z', lastEntryAt: null, sources: ['diary' as const] };
  return { ...person, ...diary, nextConsultation: null, lastActivityAt: '2026-11-01T09:00:00Z', ...changes };
}

/** A patient's page frame (GET /api/admin/patients/{uid}): without diary consent, visits or orders unless `changes` say otherwise. */
export function testPatientOverview(changes: Partial<PatientOverview> = {}): PatientOverview {
  return {
    patient: { id: 'paziente-1', firstName: 'Nicolò', lastName: 'De Santis', email: 'nicolo@example.com', phone: '+39 333 1234567' },
    diary: null,
    appointments: [],
    orders: [],
    ...changes,
  };
}
