import type { PracticeView } from '@app/schemas/analytics/practice';
import type { PatientListItem, PatientOverview } from '@app/schemas/carePlan/patients';
import type { ContactRequestView } from '@app/schemas/content/contactRequests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROJECT_ID } from '../stack';
import { adminAuth, api, createUser, settled, SETUP_TIMEOUT_MS, type TestUser } from '../testing/api';
import { DEMO_ADMIN } from './demoAccounts';
import { DEMO_MARTA } from './demoContent';
import { DEMO_PACKAGE } from './demoPractice';
import { seedDemoData } from './seedDemoData';

let doctor: TestUser;

beforeAll(async () => {
  doctor = await createUser({ admin: true, doctor: true });
  expect(await seedDemoData(PROJECT_ID)).toBeGreaterThan(0);
  await settled();
}, SETUP_TIMEOUT_MS);

afterAll(() => adminAuth.deleteUser(doctor.uid));

describe('the demo data (tools/seed)', () => {
  it('seeds once: a second run creates nothing', async () => {
    expect(await seedDemoData(PROJECT_ID)).toBe(0);
  });

  it("shows in 'Pazienti' a patient who books visits without a diary, found by her phone, her page without the diary", async () => {
    const found = await api<PatientListItem[]>(`/api/admin/patients?q=${encodeURIComponent(DEMO_MARTA.phone)}`, { cookie: doctor.cookie });
    expect(found.body).toEqual([expect.objectContaining({ id: DEMO_MARTA.uid, sources: ['appointment'], consentedAt: null })]);
    const page = await api<PatientOverview>(`/api/admin/patients/${DEMO_MARTA.uid}`, { cookie: doctor.cookie });
    expect(page.body).toMatchObject({ diary: null, patient: { phone: DEMO_MARTA.phone } });
    expect(page.body.appointments.length).toBeGreaterThan(0);
  });

  it("shows on Sara's record her package with its first included visit used (today's control)", async () => {
    const page = await api<PatientOverview>(`/api/admin/patients/${DEMO_PACKAGE.userId}`, { cookie: doctor.cookie });
    const bought = page.body.orders.find((order) => order.id === DEMO_PACKAGE.orderId);
    expect(bought).toMatchObject({ status: 'completed', package: { includedVisits: 3, used: 1, remaining: 2, expired: false } });
  });

  it('shows requests handled by the demo admin, one made a patient and one without an invitation', async () => {
    const requests = await api<ContactRequestView[]>('/api/contact-requests', { cookie: doctor.cookie });
    const handled = requests.body.filter((request) => request.handledAt);
    const name = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`;
    expect(handled).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'demo-richiesta-marta', handledByName: name, patientId: DEMO_MARTA.uid }),
        expect.objectContaining({ id: 'demo-richiesta-informazioni', handledByName: name, patientId: null }),
      ]),
    );
    // The rest still wait.
    expect(requests.body.length).toBeGreaterThan(handled.length);
  });

  it("gives the analytics page's practice section figures: visits of each outcome, invoices and a credit note, requests made patients", async () => {
    const { body } = await api<PracticeView>('/api/analytics/practice', { cookie: doctor.cookie });
    const total = <T>(rows: T[], value: (row: T) => number) => rows.reduce((sum, row) => sum + value(row), 0);
    expect(total(body.weeks, (week) => week.done)).toBeGreaterThan(0);
    expect(total(body.weeks, (week) => week.missed)).toBeGreaterThan(0);
    expect(total(body.weeks, (week) => week.cancelled)).toBeGreaterThan(0);
    expect(total(body.months, (month) => month.newPatients)).toBeGreaterThan(0);
    expect(total(body.months, (month) => month.invoiced)).toBeGreaterThan(0);
    expect(total(body.months, (month) => month.creditNotes)).toBe(1);
    expect(total(body.months, (month) => month.firstVisitsDone)).toBeGreaterThan(0);
    expect(total(body.months, (month) => month.becamePatients)).toBeGreaterThan(total(body.months, (month) => month.firstVisitsDone));
  });
});
