// @vitest-environment happy-dom
import type { ContactRequestView, PatientFromRequestView } from '@app/schemas/content/contactRequests';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../shared/api/client';
import { testUser } from '../../shared/lib/testing';
import ContactRequestsSection from './ContactRequestsSection';

// The toasts' host is the app's (notistack, lazy): here the screen's words are read from the call.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../shared/lib/toast', async (original) => ({ ...(await original<object>()), useToast: () => toast }));

// The dialog is a lazy chunk of the agenda: its first load may take a while on a busy machine.
const LAZY_DIALOG = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  toast.mockClear();
  vi.unstubAllGlobals();
});

const request = (changes: Partial<ContactRequestView> = {}): ContactRequestView => ({
  ...{ id: 'r1', firstName: 'Marta', lastName: 'Neri', email: 'marta@example.com', phone: '+39 349 555 0101' },
  ...{ consultationType: 'prima-consulenza', message: '', privacyAccepted: 'accepted', createdAt: '2026-11-20T09:00:00Z' },
  ...{ handledAt: null, handledBy: null, handledByName: null, patientId: null },
  ...changes,
});
const handled = request({
  id: 'r2',
  firstName: 'Lia',
  handledAt: '2026-11-21T10:00:00Z',
  handledBy: 'a1',
  handledByName: 'Chiara Rossi',
  patientId: 'p2',
});
const made: PatientFromRequestView = {
  request: { ...request(), handledAt: '2026-11-22T10:00:00Z', handledBy: 'a1', handledByName: 'Chiara Rossi', patientId: 'p1' },
  patient: {
    userId: 'p1',
    email: 'marta@example.com',
    firstName: 'Marta',
    lastName: 'Neri',
    link: 'http://localhost/account/azione',
    existing: false,
  },
};

/**
 * The section as `user` sees it, with the app's query client (a write reads again what its contract
 * names); answers the URLs asked, and records every call.
 */
function renderRequests(user = testUser({ id: 'a1', isAdmin: true, isDoctor: true })) {
  const answers: Record<string, unknown> = {
    '/api/auth/user': user,
    '/api/contact-requests': [request(), handled],
    '/api/contact-requests/r1/patient': made,
    '/api/contact-requests/r1/handled': made.request,
    '/api/admin/patients?all=1&limit=20': [],
  };
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return Response.json(answers[url] ?? null);
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ContactRequestsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** From now on the list answers the request handled, as the server would after the call. */
  const handleOnServer = () => (answers['/api/contact-requests'] = [made.request, handled]);
  return { calls, handleOnServer };
}

const cards = () => screen.getAllByTestId('contact-request');

describe('Richieste', () => {
  it("shows a waiting request's actions, and a handled one as 'Gestita da … il …' with the record a tap away", async () => {
    renderRequests();
    await screen.findByText('Marta Neri');
    const [waiting, done] = cards();
    expect(within(waiting!).getByRole('button', { name: 'Crea paziente' })).toBeTruthy();
    expect(within(waiting!).getByRole('button', { name: 'Segna come gestita' })).toBeTruthy();
    expect(within(done!).queryByRole('button')).toBeNull();
    expect((await within(done!).findByRole('link', { name: 'Apri la scheda' })).getAttribute('href')).toBe('/admin/pazienti/p2');
    expect(within(done!).getByTestId('request-handled').textContent).toBe('Gestita da Chiara Rossi il 21 nov 2026 · Apri la scheda');
  });

  it("'Crea paziente' makes her a patient, says the invitation left, and opens 'Nuovo appuntamento' with her chosen", async () => {
    const { calls, handleOnServer } = renderRequests();
    // The doctor's session read: her record's link shows.
    await screen.findByRole('link', { name: 'Apri la scheda' });
    handleOnServer();
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Crea paziente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo appuntamento' }, LAZY_DIALOG);
    // The list read again shows her request handled, its actions gone, while the dialog stays.
    expect((await within(cards()[0]!).findByTestId('request-handled')).textContent).toContain('Gestita da Chiara Rossi');
    expect(screen.getByRole('dialog', { name: 'Nuovo appuntamento' })).toBe(dialog);
    expect((within(dialog).getByRole('combobox', { name: 'Paziente' }) as HTMLInputElement).value).toBe('Marta Neri · marta@example.com');
    expect(toast).toHaveBeenCalledWith({
      title: 'Paziente creata',
      description: 'Invito inviato a marta@example.com. Ora proponi il primo appuntamento.',
    });
    expect(calls).toContain('POST /api/contact-requests/r1/patient');
  });

  it('leaves the first visit to the doctor when the admin has not her role, and marks a request handled without an invitation', async () => {
    const { calls } = renderRequests(testUser({ id: 'a1', isAdmin: true, isDoctor: false }));
    await screen.findByText('Marta Neri');
    expect(within(cards()[1]!).queryByRole('link', { name: 'Apri la scheda' })).toBeNull();
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Crea paziente' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Paziente creata',
        description: "Invito inviato a marta@example.com. Il primo appuntamento lo fissa la dottoressa dall'Agenda.",
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Segna come gestita' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Richiesta segnata come gestita' }));
    expect(calls).toContain('POST /api/contact-requests/r1/handled');
  });
});
