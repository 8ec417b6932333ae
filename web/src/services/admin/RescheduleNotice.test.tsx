// @vitest-environment happy-dom
import { RESCHEDULE } from '@app/schemas/services/payments';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testOrderView } from '../../invoices/lib/testOrders';
import { renderWithWrites } from '../../shared/lib/testing';
import { RescheduleNotice } from './RescheduleNotice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paid = { mode: 'full' as const, amount: 9000, remaining: 0, paidAt: '2026-11-27T10:00:00.000Z' };

describe('an order paid after its visit went', () => {
  it("says the visit is to be rescheduled, and 'Riprogrammata' tells the server", async () => {
    const order = testOrderView({
      id: 'tardivo',
      customerName: 'Giulia Bianchi',
      rescheduleDueAt: '2026-11-26T10:00:00.000Z',
      payment: paid,
    });
    const { writes } = renderWithWrites(<RescheduleNotice order={order} />, {}, () => Response.json({ rescheduled: true }));
    expect(screen.getByTestId('reschedule-notice').textContent).toContain(RESCHEDULE.message('Giulia Bianchi'));
    fireEvent.click(screen.getByRole('button', { name: RESCHEDULE.done }));
    await waitFor(() => expect(writes).toEqual([{ method: 'POST', path: '/api/admin/orders/tardivo/rescheduled' }]));
  });

  it('shows nothing while the money has not arrived, or once rescheduled', () => {
    renderWithWrites(
      <>
        <RescheduleNotice order={testOrderView({ id: 'in-arrivo', rescheduleDueAt: '2026-11-26T10:00:00.000Z', payment: null })} />
        <RescheduleNotice order={testOrderView({ id: 'fatto', rescheduleDueAt: null, payment: paid })} />
      </>,
      {},
      () => Response.json({}),
    );
    expect(screen.queryByTestId('reschedule-notice')).toBeNull();
  });
});
