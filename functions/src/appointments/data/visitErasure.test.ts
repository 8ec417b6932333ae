import { COLLECTIONS } from '@app/schemas/shared/collections';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { dayFromToday, doctorCall, onlinePractice, slotsOf } from '../../../../tools/testing/appointments';
import { bookAs, completeAs } from '../../../../tools/testing/orders';
import { ERASED_VISIT_TITLE } from './appointments';

/** docs/appointments.md: erasing an account calls off its visits still to come, never silently. */
let doctor: TestUser;
let admin: TestUser;
let serviceId: string;

beforeAll(async () => {
  ({ doctor, admin, serviceId } = await onlinePractice());
});

describe('erasing an account with visits to come', () => {
  it('frees their times, tells the doctors of each (when and where only), and flags a paid one for a credit note', async () => {
    const patient = await createUser({ firstName: 'Nadia', lastName: 'Partita' });
    const slots = (await slotsOf(patient, serviceId, 'online', dayFromToday(3), dayFromToday(9))).body;
    const paid = await bookAs(patient, serviceId, { appointment: { locationId: 'online', start: slots[0]!.start } });
    const unpaid = await bookAs(patient, serviceId, { appointment: { locationId: 'online', start: slots[4]!.start } });
    const visits = await db.collection(COLLECTIONS.appointments).where('userId', '==', patient.uid).get();
    const visitOf = (orderId: string) => visits.docs.find((visit) => visit.get('orderId') === orderId)!.id;
    expect((await doctorCall(doctor, `/${visitOf(paid.id)}/confirm`)).status).toBe(200);
    await completeAs(admin, paid.id);
    await settled();

    expect((await api('/api/account', { method: 'DELETE', cookie: patient.cookie, body: { password: patient.password } })).status).toBe(
      200,
    );
    await settled();

    const notices = await db.collection(COLLECTIONS.notifications).where('title', '==', ERASED_VISIT_TITLE).get();
    const told = notices.docs.filter((notice) => [visitOf(paid.id), visitOf(unpaid.id)].includes(notice.get('relatedId')));
    expect(told.length).toBeGreaterThanOrEqual(2);
    for (const notice of told) {
      expect(notice.get('userId')).not.toBe(patient.uid);
      expect(notice.get('message')).not.toContain('Nadia');
    }
    expect((await db.collection(COLLECTIONS.appointments).where('userId', '==', patient.uid).get()).empty).toBe(true);
    const freed = await slotsOf(doctor, serviceId, 'online', dayFromToday(3), dayFromToday(9));
    expect(freed.body.map((slot: { start: string }) => slot.start)).toContain(slots[0]!.start);
    const kept = await db.collection(COLLECTIONS.orders).doc(paid.id).get();
    expect(kept.get('status')).toBe('completed');
    expect(kept.get('visitCalledOffAt')).not.toBeNull();
  });
});
