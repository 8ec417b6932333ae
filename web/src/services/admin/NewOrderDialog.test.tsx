// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testPatient } from '../../carePlan/lib/testPatients';
import { testOrderView } from '../../invoices/lib/testOrders';
import { createQueryClient } from '../../shared/api/client';
import { sessionKeys } from '../../shared/api/session';
import { testUser } from '../../shared/lib/testing';
import { testServiceView } from '../lib/testServices';
import OrdersSection from './OrdersSection';

// The toasts' host is the app's (notistack, lazy): here the screen's words are read from the call.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../shared/lib/toast', async (original) => ({ ...(await original<object>()), useToast: () => toast }));

// The dialog is a lazy chunk of the section: its first load may take a while on a busy machine.
const LAZY_DIALOG = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  toast.mockClear();
  vi.unstubAllGlobals();
});

const service = testServiceView({ description: 'La prima visita' });
const booked = testOrderView({ id: 'ordine-prenotato', customerName: 'Anna Prima' });
const created = testOrderView({
  id: 'ordine-dallo-studio',
  customerName: 'Marta Verdi',
  serviceId: null,
  serviceName: 'Visita nutrizionale breve',
  status: 'completed',
  invoiceNumber: '2026/0007',
  invoiceDate: '2026-11-27T10:00:00Z',
});

/**
 * 'Ordini' as the doctor sees it (or an admin without her role), with the app's query client: the
 * list, the price list and the members' search answer by URL; the new order's call answers `answer`
 * (the order, or a refusal) and is recorded with its body.
 */
function renderOrders({ isDoctor = true, answer = Response.json(created, { status: 201 }) } = {}) {
  const answers: Record<string, unknown> = {
    '/api/orders': [booked],
    '/api/services': [service],
    '/api/admin/patients?all=1&limit=20': [],
    '/api/admin/patients?q=Giulia&all=1&limit=20': [testPatient({ id: 'p1', phone: '+39 333 1234567' })],
  };
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url === '/api/admin/orders') {
      posted.push(JSON.parse(String(init.body)));
      // The list read again after the write has the new order first, as the server's newest-first page.
      if (answer.ok) answers['/api/orders'] = [created, booked];
      return answer.clone();
    }
    return Response.json(answers[url] ?? null);
  });
  const client = createQueryClient();
  // The admin area is reached with the session read: the dialog knows her roles when it opens.
  client.setQueryData(sessionKeys.currentUser, testUser({ isAdmin: true, isDoctor }));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrdersSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { posted };
}

async function openDialog() {
  await screen.findByText(/Anna Prima/);
  fireEvent.click(screen.getByRole('button', { name: 'Nuovo ordine' }));
  return within(await screen.findByRole('dialog', { name: 'Nuovo ordine' }, LAZY_DIALOG));
}

type Dialog = Awaited<ReturnType<typeof openDialog>>;

/** What a screen reader reads after the field's name: its aria-describedby texts. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const type = (dialog: Dialog, label: string, value: string) =>
  fireEvent.change(dialog.getByLabelText(label, { exact: false, selector: 'input, textarea' }), { target: { value } });
const submit = (dialog: Dialog, name: string) => act(async () => fireEvent.click(dialog.getByRole('button', { name })));

/** Chooses an option of a select field of the dialog. */
async function choose(dialog: Dialog, field: string, option: string | RegExp) {
  await act(async () => {
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: field }));
  });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function fillWalkIn(dialog: Dialog) {
  type(dialog, 'Nome e cognome', 'Marta Verdi');
  type(dialog, 'Telefono', '06 45678901');
  type(dialog, 'Codice fiscale', 'vrdmrt85a41h501s');
  type(dialog, 'Indirizzo', 'Via Tuscolana 200');
  type(dialog, 'Città', 'Roma');
  type(dialog, 'CAP', '00181');
}

describe("'Nuovo ordine' in Ordini", () => {
  it('shows each refusal at its field, in Italian, and sends nothing', async () => {
    const { posted } = renderOrders();
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Nuova persona' }));
    await submit(dialog, 'Crea e fattura');
    await dialog.findByText('Il nome deve essere di almeno 2 caratteri');
    expect(description(dialog.getByLabelText('Nome e cognome', { exact: false }))).toBe('Il nome deve essere di almeno 2 caratteri');
    expect(dialog.getByLabelText('Nome e cognome', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    // The e-mail may be left out: not everyone at the desk gives one.
    expect(dialog.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
    expect(description(dialog.getByLabelText('Codice fiscale', { exact: false }))).toBe(
      'Codice fiscale obbligatorio per privati, Partita IVA obbligatoria per aziende',
    );
    expect(dialog.getByText('Scegli un servizio del listino o scrivi una voce libera')).toBeTruthy();
    expect(dialog.getByText('Indica come ha pagato il paziente')).toBeTruthy();

    // A free line's description and amount have their own rules, shown at their fields.
    fireEvent.click(dialog.getByRole('radio', { name: 'Voce libera' }));
    type(dialog, 'Descrizione', '<b>Visita</b>');
    type(dialog, 'Importo (€)', '0');
    await submit(dialog, 'Crea e fattura');
    await waitFor(() =>
      expect(description(dialog.getByLabelText('Descrizione', { exact: false }))).toBe(
        'La descrizione può contenere solo lettere, numeri, spazi e la punteggiatura comune',
      ),
    );
    expect(description(dialog.getByLabelText('Importo (€)', { exact: false }))).toBe("L'importo deve essere maggiore di zero");
    expect(posted).toEqual([]);
  });

  it("sends a new person's paid free line in cents, then shows it first in the list", async () => {
    const { posted } = renderOrders();
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Nuova persona' }));
    fillWalkIn(dialog);
    fireEvent.click(dialog.getByRole('radio', { name: 'Voce libera' }));
    type(dialog, 'Descrizione', 'Visita nutrizionale breve');
    type(dialog, 'Importo (€)', '62.5');
    await choose(dialog, 'Metodo di pagamento', 'Contanti');
    await submit(dialog, 'Crea e fattura');

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      billing: {
        customerName: 'Marta Verdi',
        customerEmail: '',
        customerPhone: '06 45678901',
        billingType: 'private',
        fiscalCode: 'VRDMRT85A41H501S',
        vatNumber: '',
        billingAddress: 'Via Tuscolana 200',
        billingCity: 'Roma',
        billingPostalCode: '00181',
        billingCountry: 'Italia',
        billingNotes: '',
        sistemaTsOpposition: false,
      },
      freeLine: { description: 'Visita nutrizionale breve', healthService: true, amountCents: 6250 },
      paid: true,
      paymentMethod: 'contanti',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Ordine creato', description: 'Fattura 2026/0007 emessa.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('article')[0]?.textContent).toContain('Marta Verdi'));
  });

  it("sends a member's order for a service with her uid alone, her billing data being her latest order's", async () => {
    const { posted } = renderOrders();
    const dialog = await openDialog();
    const picker = dialog.getByRole('combobox', { name: 'Paziente' });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: 'Giulia' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Giulia Bianchi · giulia.b@example.com' }));
    // The price list's price beside the name.
    await choose(dialog, 'Servizio', /^Prima Consulenza · 100,00\s€$/);
    fireEvent.click(dialog.getByRole('switch', { name: 'Pagato' }));
    expect(dialog.queryByRole('combobox', { name: 'Metodo di pagamento' })).toBeNull();
    await submit(dialog, 'Crea ordine');
    await waitFor(() => expect(posted).toEqual([{ patientUid: 'p1', serviceId: 'prima-consulenza', paid: false }]));
  });

  it('keeps everything typed when the server refuses, and opens the billing fields of a member who has none', async () => {
    const refusal = Response.json({ message: 'Questo paziente non ha ancora dati di fatturazione: inseriscili' }, { status: 400 });
    const { posted } = renderOrders({ answer: refusal });
    const dialog = await openDialog();
    const picker = dialog.getByRole('combobox', { name: 'Paziente' });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: 'Giulia' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Giulia Bianchi · giulia.b@example.com' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Voce libera' }));
    type(dialog, 'Descrizione', 'Controllo telefonico');
    type(dialog, 'Importo (€)', '30');
    await choose(dialog, 'Metodo di pagamento', 'Bonifico');
    await submit(dialog, 'Crea e fattura');

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await dialog.findByText('Questo paziente non ha ancora dati di fatturazione: inseriscili')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: "Impossibile creare l'ordine",
      description: 'Questo paziente non ha ancora dati di fatturazione: inseriscili',
      variant: 'destructive',
    });
    // The billing fields start from her name and contacts; what was typed stays.
    expect((dialog.getByLabelText('Nome e cognome', { exact: false }) as HTMLInputElement).value).toBe('Giulia Bianchi');
    expect((dialog.getByLabelText('Telefono', { exact: false }) as HTMLInputElement).value).toBe('+39 333 1234567');
    expect((dialog.getByLabelText('Descrizione', { exact: false }) as HTMLInputElement).value).toBe('Controllo telefonico');
    expect((dialog.getByLabelText('Importo (€)', { exact: false }) as HTMLInputElement).value).toBe('30');
  });

  it("offers an admin without the doctor's role only a new person (the members' search is the doctor's)", async () => {
    renderOrders({ isDoctor: false });
    const dialog = await openDialog();
    expect(dialog.queryByRole('radio', { name: 'Paziente registrato' })).toBeNull();
    expect(dialog.queryByRole('combobox', { name: 'Paziente' })).toBeNull();
    expect(dialog.getByLabelText('Nome e cognome', { exact: false })).toBeTruthy();
  });
});
