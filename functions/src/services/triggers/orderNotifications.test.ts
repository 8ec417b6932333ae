import type { NotificationsList } from '@app/schemas/notifications/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, settled, SETUP_TIMEOUT_MS, type TestUser } from '../../../../tools/testing/api';
import { eraseDiary } from '../../../../tools/testing/diary';
import { bookAs, completeAs, createTestService, removeTestServices } from '../../../../tools/testing/orders';

let patient: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [patient, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await eraseDiary(patient.uid);
  await Promise.all([patient, admin].map((user) => adminAuth.deleteUser(user.uid)));
  await removeTestServices();
});

const bell = async () => (await api<NotificationsList>('/api/notifications', { cookie: patient.cookie })).body;

describe('onOrderStatusNotify', () => {
  it('notifies the patient once when an order of theirs is confirmed, and once when one is cancelled', async () => {
    const service = await createTestService({ category: 'consultation' });
    const confirmed = await bookAs(patient, service);
    const cancelled = await bookAs(patient, service);
    await completeAs(admin, confirmed.id);
    await api(`/api/orders/${cancelled.id}/status`, { method: 'PUT', cookie: admin.cookie, body: { status: 'cancelled' } });
    await settled();
    const list = await bell();
    expect(list.items).toHaveLength(2);
    expect(list.unreadCount).toBe(2);
    expect(list.items.map((item) => [item.type, item.relatedId]).sort()).toEqual(
      [
        ['order_cancelled', cancelled.id],
        ['order_completed', confirmed.id],
      ].sort(),
    );
    expect(list.items.find((item) => item.type === 'order_completed')!.title).toBe('Pagamento registrato');
    // Nothing more arrives later (one notification per change).
    await settled();
    expect((await bell()).items).toHaveLength(2);
  });
});
