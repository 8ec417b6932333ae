// @vitest-environment happy-dom
import type { LocationView } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';
import { cancellationPolicyText } from '@app/schemas/services/cancellationPolicy';
import type { OrderView } from '@app/schemas/services/orders';
import { PAYMENT_LABELS } from '@app/schemas/services/payments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { testAgendaVisit } from '../../appointments/admin/testAgenda';
import { testOrderView } from '../../invoices/lib/testOrders';
import { queryKeyUrl } from '../../shared/api/client';
import { urlOf } from '../../shared/api/request';
import { sessionKeys } from '../../shared/api/session';
import { lastToastOf, renderWithWrites, testUser } from '../../shared/lib/testing';
import { testServiceView } from '../lib/testServices';
import BookingDialog from './BookingDialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../shared/lib/toast', async (original) => ({ ...(await original<object>()), useToast: () => toast }));

/** The slot picker's chunk and the first answers take a while on a busy machine. */
const LOADING = { timeout: 10_000 };

const CONTROL = testServiceView({ id: 'controllo-mensile', name: 'Controllo Mensile', category: 'control', price: 6000 });
const ONLINE: LocationView = { id: 'online', name: 'Online', kind: 'online', address: null, city: null, mapUrl: null, hours: [] };
const START = '2026-12-01T15:30:00.000Z';
const slotsUrl = urlOf(appointmentsContract.listSlots, {
  query: { serviceId: CONTROL.id, locationId: 'online', from: '2026-11-27', to: '2026-12-27' },
});
const packageOrder = (use: Partial<NonNullable<OrderView['package']>>) =>
  testOrderView({
    id: 'percorso-3-mesi',
    serviceName: 'Percorso Online 3 mesi',
    status: 'completed',
    package: { includedVisits: 3, used: 1, remaining: 2, validUntil: '2027-02-01T09:00:00.000Z', expired: false, ...use },
  });

function renderDialog(orders: OrderView[]) {
  return renderWithWrites(
    <BookingDialog service={CONTROL} onClose={() => {}} />,
    { '/api/user/orders': orders, '/api/locations': [ONLINE], [slotsUrl]: [{ locationId: 'online', start: START, end: START }] },
    () =>
      Response.json(
        { ...testAgendaVisit('visita', 'pending', START, 'Giulia Bianchi'), packageOrderId: 'percorso-3-mesi' },
        { status: 201 },
      ),
  );
}

beforeEach(() => {
  toast.mockClear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T09:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking a control with a package', () => {
  it('books the included visit without billing data or payment: only the time and the notes', async () => {
    const { writes } = renderDialog([packageOrder({})]);
    expect(await screen.findByText(/Inclusa nel tuo percorso «Percorso Online 3 mesi»/, undefined, LOADING)).toBeTruthy();
    expect(screen.getByText(/Ti restano 2 visite su 3, valide fino al 1 febbraio 2027/)).toBeTruthy();
    expect(screen.queryByLabelText(/Codice fiscale/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '16:30' }, LOADING));
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'Porto gli esami' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia Richiesta' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/api/appointments',
      body: {
        serviceId: 'controllo-mensile',
        locationId: 'online',
        start: START,
        notes: 'Porto gli esami',
        packageOrderId: 'percorso-3-mesi',
      },
    });
    await waitFor(() => expect(lastToastOf(toast).title).toBe('Richiesta inviata!'));
  });

  it('says why a control is paid on its own once the package has ended or is used up', async () => {
    renderDialog([packageOrder({ expired: true })]);
    expect(
      await screen.findByText(
        'Il tuo percorso «Percorso Online 3 mesi» è scaduto il 1 febbraio 2027: questa visita si prenota e si paga a parte.',
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
    expect(screen.getByText('60,00 €', { exact: false })).toBeTruthy();
    cleanup();
    renderDialog([packageOrder({ used: 3, remaining: 0 })]);
    expect(
      await screen.findByText(
        'Hai usato tutte le 3 visite incluse nel tuo percorso «Percorso Online 3 mesi»: questa visita si prenota e si paga a parte.',
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
  });
});

describe('booking a service paid online', () => {
  it('ends on the cancellation policy with the way to pay now, or later from I Miei Servizi', async () => {
    const program = testServiceView({ id: 'percorso-6-mesi', name: 'Percorso Online 6 mesi', category: 'program', price: 80000 });
    const booked = testOrderView({ id: 'nuovo', serviceName: program.name, visit: null, onlinePayment: { mode: 'full', amount: 80000 } });
    const onClose = vi.fn();
    const { writes } = renderWithWrites(
      <BookingDialog service={program} onClose={onClose} />,
      {
        '/api/user/orders': [testOrderView({ id: 'precedente', status: 'completed' })],
        [queryKeyUrl(sessionKeys.currentUser)]: testUser(),
      },
      () => Response.json(booked, { status: 201 }),
    );
    // Her name and e-mail from the session, the billing data from her last order.
    await waitFor(() => expect((screen.getByLabelText(/Codice fiscale/) as HTMLInputElement).value).toBe('BNCGLI85A41H501H'));
    await waitFor(() => expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(testUser().email));
    fireEvent.click(screen.getByRole('button', { name: 'Invia Richiesta' }));
    const policy = await screen.findByRole('dialog', { name: PAYMENT_LABELS.policyTitle }, LOADING);
    expect(writes.map((write) => write.path)).toEqual(['/api/orders']);
    expect(within(policy).getByTestId('payment-policy').textContent).toBe(cancellationPolicyText({ mode: 'full', withVisit: false }));
    expect(within(policy).getByRole('button', { name: PAYMENT_LABELS.proceed })).toBeTruthy();
    fireEvent.click(within(policy).getByRole('button', { name: 'Più tardi' }));
    expect(onClose).toHaveBeenCalled();
    // Nothing opened at Stripe unless she asks.
    expect(writes).toHaveLength(1);
  });
});
