import type { PatientListItem } from '@app/schemas/carePlan/patients';
import { patientsContract } from '@app/schemas/carePlan/patientsContract';

import { DIRECTORY_FIELDS, directoryProfileOf, memberDirectory, users } from '../../../accounts/data/users';
import { appointmentHolders } from '../../../appointments/data/appointments';
import { consentingPatients } from '../../../diary/data/diary';
import { type NextConsultation, nextVisits } from '../../../diary/data/diaryConsultations';
import { orderCustomers } from '../../../services/data/orders';
import { cursorParam, linkNextPage } from '../../../shared/data/pageCursor';
import { implement } from '../../../shared/route';
import { recordHolders } from '../../data/clinicalRecords';
import { intakeHolders } from '../../data/intakes';
import { pageOf, patientIdsOf, type PatientRow, patientRows, rowMatches } from './patientDirectory';

/**
 * Each source is read up to its newest this many documents, and `all=1` up to the newest this many
 * members: a practice's years of bookings fit, and a patient whose only trace is older still shows
 * among all the members.
 */
export const SOURCE_LIMIT = 5000;

const viewOf = (row: PatientRow, next: NextConsultation | undefined): PatientListItem => ({
  id: row.profile.id,
  firstName: row.profile.firstName,
  lastName: row.profile.lastName,
  email: row.profile.email,
  consentedAt: row.diary?.consentedAt.toISOString() ?? null,
  lastEntryAt: row.diary?.lastEntryAt?.toISOString() ?? null,
  nextConsultation: next
    ? {
        orderId: next.orderId,
        serviceName: next.serviceName,
        requestedAt: next.requestedAt.toISOString(),
        start: next.start?.toISOString() ?? null,
        status: next.status,
      }
    : null,
  phone: row.phone,
  sources: row.sources,
  lastActivityAt: row.activity.toISOString(),
});

/**
 * GET /api/admin/patients?q=&all=&limit=&cursor= (the doctor): every member with an appointment, an
 * order, an intake, a clinical record or a standing diary consent (with `all=1`, every member), the
 * latest activity first, `limit` a page (the next in the Link header), with the next visit of each.
 * At most ten round trips whatever the data: the five sources' ids (projections) and, with `all=1`,
 * the members, in parallel; the union's profiles in one getAll (only those not read yet); then the
 * page's next visits (three, two in parallel).
 */
export const listPatientsRoute = implement(patientsContract.listPatients, async ({ query, response }) => {
  const cursor = cursorParam(query.cursor);
  const [appointment, order, intake, record, diary, members] = await Promise.all([
    appointmentHolders(SOURCE_LIMIT),
    orderCustomers(SOURCE_LIMIT),
    intakeHolders(SOURCE_LIMIT),
    recordHolders(SOURCE_LIMIT),
    consentingPatients(),
    query.all ? memberDirectory(SOURCE_LIMIT) : undefined,
  ]);
  const traces = { appointment, order, intake, record, diary };
  const patientIds = patientIdsOf(traces);
  const known = members ?? new Map();
  const missing = [...patientIds].filter((id) => !known.has(id));
  const read = await users.many(missing, DIRECTORY_FIELDS);
  const profiles = [...known.values(), ...[...read].map(([id, user]) => directoryProfileOf(id, user))];
  const found = patientRows(profiles, traces).filter((row) => rowMatches(query.q, row));
  const page = pageOf(found, query.limit, cursor);
  const visits = await nextVisits(new Set(page.rows.map((row) => row.profile.id)));
  const kept = { ...(query.q && { q: query.q }), ...(query.all && { all: '1' }), limit: String(query.limit) };
  linkNextPage(response, '/api/admin/patients', page.next, kept);
  return page.rows.map((row) => viewOf(row, visits.get(row.profile.id)));
});
