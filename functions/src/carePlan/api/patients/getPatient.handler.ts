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

const placeName = (locationId: string) => LOCATIONS.find((place) => place.id === locationId)?.name ?? locationId;

/**
 * GET /api/admin/patients/{uid} (the doctor): the patient's page's frame (docs/care-plan.md,
 * Patients): her names, e-mail and phone, whether her diary consent stands (the page opens the
 * diary only then), her latest appointments and orders. No notes and no health data, so no audit
 * entry: each panel of the page reads its own, audited. Four round trips: the profile with the
 * consent, the appointments and the orders in parallel, then the orders' services; two more for
 * what a package among them has left.
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
    packageUsesOf(bought, (ids) => appointments.many(ids), new Date(request.now)),
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
