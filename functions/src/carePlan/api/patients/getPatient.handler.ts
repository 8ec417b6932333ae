import type { AppointmentDoc } from '@app/schemas/appointments/entities';
import { PATIENT_OVERVIEW_LIMIT } from '@app/schemas/carePlan/patients';
import { PATIENT_NOT_FOUND, patientsContract } from '@app/schemas/carePlan/patientsContract';

import { appointments, appointmentsOf } from '../../../appointments/data/appointments';
import { packageUsesOf } from '../../../appointments/data/packageVisits';
import { LOCATIONS } from '../../../appointments/locations';
import { consentIsCurrent, patientWithDiary } from '../../../diary/data/diary';
import { orderLineName } from '../../../invoices/issuedInvoice';
import { newestOrders } from '../../../services/data/orders';
import { servicesOfOrders } from '../../../services/data/services';
import { NotFound } from '../../../shared/domainErrors';
import { implement } from '../../../shared/route';

/** The appointments of these ids: from those already read, the others in one more round trip (none when all were read). */
async function alsoRead(read: AppointmentDoc[], ids: string[]): Promise<Map<string, AppointmentDoc>> {
  const found = new Map(read.filter((visit) => ids.includes(visit.id)).map((visit) => [visit.id, visit]));
  const missing = ids.filter((id) => !found.has(id));
  for (const [id, visit] of await appointments.many(missing)) found.set(id, visit);
  return found;
}

const placeName = (locationId: string) => LOCATIONS.find((place) => place.id === locationId)?.name ?? locationId;

/**
 * GET /api/admin/patients/{uid} (the doctor): the patient's page's frame (docs/care-plan.md,
 * Patients): her names, e-mail and phone, whether her diary consent stands (the page opens the
 * diary only then), her latest appointments and orders. No notes and no health data, so no audit
 * entry: each panel of the page reads its own, audited. Four round trips: the profile with the
 * consent, the appointments and the orders in parallel, then the orders' services; for what a
 * package among them has left, its package visits, and their appointments when older than those read.
 */
export const getPatientRoute = implement(patientsContract.getPatient, async ({ params, request }) => {
  const [{ user, patient }, visits, bought] = await Promise.all([
    patientWithDiary(params.uid),
    appointmentsOf(params.uid),
    newestOrders({ userId: params.uid, limit: PATIENT_OVERVIEW_LIMIT }),
  ]);
  if (!user) throw new NotFound(PATIENT_NOT_FOUND);
  const [serviceOf, packageUseOf] = await Promise.all([
    servicesOfOrders(bought, ['name']),
    // Her package visits are among the appointments just read; only older ones are read again.
    packageUsesOf(bought, (ids) => alsoRead(visits, ids), new Date(request.now)),
  ]);
  const diary = consentIsCurrent(patient) ? patient : undefined;
  return {
    patient: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone || bought.find((order) => order.customerPhone)?.customerPhone || null,
    },
    diary: diary ? { consentedAt: diary.consentedAt.toISOString(), lastEntryAt: diary.lastEntryAt?.toISOString() ?? null } : null,
    appointments: visits.slice(0, PATIENT_OVERVIEW_LIMIT).map((visit) => ({
      id: visit.id,
      serviceName: visit.serviceName,
      locationName: placeName(visit.locationId),
      start: visit.start.toISOString(),
      status: visit.status,
    })),
    orders: bought.map((order) => ({
      id: order.id,
      serviceName: orderLineName(order, serviceOf(order)),
      status: order.status,
      totalAmount: order.totalAmount,
      createdAt: order.createdAt.toISOString(),
      package: packageUseOf(order.id),
    })),
  };
});
