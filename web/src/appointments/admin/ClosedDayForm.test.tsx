// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { lastToastOf, renderWithWrites } from '../../shared/lib/testing';
import { ClosedDayForm } from './ClosedDayForm';

// The toasts' host is the app's (notistack, lazy): here the screen's words and actions are read from the call.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../shared/lib/toast', async (original) => ({ ...(await original<object>()), useToast: () => toast }));

/** The first answer waits for the screen's chunks and data: long on a busy machine. */
const LOADING = { timeout: 10_000 };

const PRATI = {
  id: 'prati',
  name: 'Studio Prati',
  kind: 'studio',
  address: 'Via Cola di Rienzo 120',
  city: 'Roma',
  mapUrl: null,
  hours: [],
};
const FERIE = { id: 'chiusura-1', date: '2026-12-24', locationId: null, reason: 'Ferie di Natale' };

const READS = {
  '/api/locations': [PRATI],
  '/api/admin/availability': { availability: [], exceptions: [FERIE], rules: { travelGapMinutes: 30, minNoticeHours: 12 } },
};
const renderForm = (answer: (method: string) => Response) =>
  renderWithWrites(<ClosedDayForm />, READS, ({ method }) => answer(method)).writes;
const lastToast = () => lastToastOf(toast);

beforeEach(() => toast.mockClear());
afterEach(cleanup);

describe('closed days', () => {
  it("a closed day just added is undone from its toast's 'Annulla', which deletes it", async () => {
    const writes = renderForm((method) =>
      method === 'POST'
        ? Response.json({ id: 'nuova', date: '2026-12-31', locationId: 'prati', reason: 'Congresso' }, { status: 201 })
        : Response.json({ id: 'nuova', message: 'Giorno di chiusura eliminato' }),
    );
    const form = screen.getByRole('form', { name: 'Giorni di chiusura' });
    fireEvent.change(within(form).getByLabelText(/Giorno/), { target: { value: '2026-12-31' } });
    fireEvent.change(within(form).getByLabelText(/Motivo/), { target: { value: 'Congresso' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Aggiungi chiusura' }));
    await waitFor(() => expect(toast).toHaveBeenCalled(), LOADING);
    expect(lastToast()).toMatchObject({
      title: 'Giorno di chiusura aggiunto',
      description: 'giovedì 31 dicembre 2026 · Congresso',
      action: { label: 'Annulla' },
    });
    lastToast().action!.onClick();
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Chiusura annullata', description: 'giovedì 31 dicembre 2026' }));
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/admin/availability/exceptions',
      'DELETE /api/admin/availability/exceptions/nuova',
    ]);
  });

  it('a closed day is corrected in place: its fields start from it, and a refusal keeps what was typed', async () => {
    let refuse = true;
    const writes = renderForm(() =>
      refuse
        ? Response.json({ message: 'Indica il motivo' }, { status: 400 })
        : Response.json({ ...FERIE, date: '2026-12-27', reason: 'Ferie di Natale e Santo Stefano' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica la chiusura di giovedì 24 dicembre 2026' }, LOADING));
    const editor = screen.getByRole('form', { name: 'Modifica la chiusura di giovedì 24 dicembre 2026' });
    const reason = within(editor).getByLabelText(/Motivo/) as HTMLInputElement;
    expect(reason.value).toBe('Ferie di Natale');
    expect((within(editor).getByLabelText(/Giorno/) as HTMLInputElement).value).toBe('2026-12-24');
    fireEvent.change(within(editor).getByLabelText(/Giorno/), { target: { value: '2026-12-27' } });
    fireEvent.change(reason, { target: { value: 'Ferie di Natale e Santo Stefano' } });

    fireEvent.click(within(editor).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Impossibile modificare il giorno di chiusura', variant: 'destructive' }),
    );
    expect(reason.value).toBe('Ferie di Natale e Santo Stefano');

    refuse = false;
    fireEvent.click(within(editor).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Giorno di chiusura modificato' }));
    expect(writes.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/admin/availability/exceptions/chiusura-1',
      body: { date: '2026-12-27', locationId: null, reason: 'Ferie di Natale e Santo Stefano' },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Modifica la chiusura/ })).toBeNull());
  });
});
