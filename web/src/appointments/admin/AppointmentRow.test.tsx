// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { lastToastOf, renderWithWrites } from '../../shared/lib/testing';
import { AppointmentRow } from './AppointmentRow';
import { testAgendaVisit as visit } from './testAgenda';

// The toasts' host is the app's (notistack, lazy): here the screen's words and actions are read from the call.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../shared/lib/toast', async (original) => ({ ...(await original<object>()), useToast: () => toast }));

/** The first answer waits for the screen's chunks and data: long on a busy machine. */
const LOADING = { timeout: 10_000 };

const NOW = Date.parse('2026-11-27T14:00:00.000Z');
const LATER = '2026-11-30T09:00:00.000Z';

const renderRow = (appointment: ReturnType<typeof visit>, answer: (path: string) => Response) =>
  renderWithWrites(<AppointmentRow appointment={appointment} now={NOW} />, {}, ({ path }) => answer(path));
const lastToast = () => lastToastOf(toast);

beforeEach(() => toast.mockClear());
afterEach(cleanup);

describe('undoing a confirmation', () => {
  it("the confirmation's toast offers 'Annulla', which reopens the visit even once the row has gone from the requests", async () => {
    const request = visit('richiesta', 'pending', LATER, 'Gaia Rossi');
    const { writes, unmount } = renderRow(request, (path) =>
      Response.json({ ...request, status: path.endsWith('/confirm') ? 'confirmed' : 'pending' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(toast).toHaveBeenCalled(), LOADING);
    expect(lastToast()).toMatchObject({ title: 'Appuntamento confermato', description: 'Gaia Rossi', action: { label: 'Annulla' } });

    unmount();
    lastToast().action!.onClick();
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Appuntamento riaperto: torna da confermare', description: 'Gaia Rossi riceve un avviso' }),
    );
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/admin/appointments/richiesta/confirm',
      'POST /api/admin/appointments/richiesta/reopen',
    ]);
  });

  it('the toast comes even when the row leaves the requests while the confirmation is under way', async () => {
    const request = visit('richiesta', 'pending', LATER, 'Gaia Rossi');
    const { unmount } = renderRow(request, () => Response.json({ ...request, status: 'confirmed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    // The agenda read again before the answer's callbacks: the row is gone from the requests' list.
    unmount();
    await waitFor(() => expect(toast).toHaveBeenCalled(), LOADING);
    expect(lastToast()).toMatchObject({ title: 'Appuntamento confermato', action: { label: 'Annulla' } });
  });

  it("a confirmed visit still to come offers 'Riapri come da confermare'; a refusal is the server's message in a toast", async () => {
    const confirmed = visit('confermata', 'confirmed', LATER, 'Anna Bianchi');
    const { writes } = renderRow(confirmed, () =>
      Response.json({ message: 'Si può riaprire solo un appuntamento confermato e non ancora iniziato' }, { status: 409 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Riapri come da confermare' }));
    await waitFor(() => expect(toast).toHaveBeenCalled(), LOADING);
    expect(writes.map(({ path }) => path)).toEqual(['/api/admin/appointments/confermata/reopen']);
    expect(lastToast()).toEqual({
      title: 'Appuntamento non riaperto',
      description: 'Si può riaprire solo un appuntamento confermato e non ancora iniziato',
      variant: 'destructive',
    });
  });

  it('a visit already begun offers no reopening', () => {
    renderRow(visit('iniziata', 'confirmed', '2026-11-27T13:30:00.000Z', 'Dora Neri'), () => Response.json(null));
    expect(screen.queryByRole('button', { name: 'Riapri come da confermare' })).toBeNull();
  });
});
