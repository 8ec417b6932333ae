// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { testPatientOverview } from '../lib/testPatients';
import { PatientView } from './PatientPage';

// The dialog is a lazy chunk of the agenda: its first load may take a while on a busy machine.
const LAZY_DIALOG = { timeout: 10_000 };

afterEach(cleanup);

const BASE = '/api/admin/patients/paziente-1';
const DIARY_URL = `${BASE}/diary`;
const emptyRecord = { diagnosis: '', diagnosisSource: '', notes: '', goals: '', updatedAt: null, intake: null };

/** The page of a patient with nothing yet but what `overview` says; answers the URLs asked. */
function renderPatient(overview = testPatientOverview(), diary: unknown = 'pending') {
  renderWithData(<PatientView uid="paziente-1" />, {
    [BASE]: overview,
    [DIARY_URL]: diary,
    [`${BASE}/record`]: emptyRecord,
    [`${BASE}/measurements`]: [],
    [`${BASE}/meal-plans`]: [],
    [`${BASE}/fodmap`]: Response.json({ message: 'Nessun protocollo' }, { status: 404 }),
  });
  const answer = globalThis.fetch;
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return answer(url);
  });
  return asked;
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe("the patient's page", () => {
  it('opens for a patient without diary consent, intake, plan or visits: the diary closed with a note, every other panel there', async () => {
    const asked = renderPatient();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nicolò De Santis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+39 333 1234567' }).getAttribute('href')).toBe('tel:+39 333 1234567');
    expect(screen.getByRole('region', { name: 'Diario di cura' }).textContent).toContain('non ha dato il consenso');
    expect(await screen.findByText('Il paziente non ha ancora compilato il questionario pre-visita.')).toBeTruthy();
    expect(await screen.findByText('Nessun piano per questo paziente.')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Imposta il protocollo FODMAP' })).toBeTruthy();
    expect(headings()).toEqual([
      'Diario di cura',
      'Reintroduzione FODMAP',
      'Cartella clinica',
      'Misurazioni',
      'Piani alimentari',
      'Appuntamenti e ordini',
    ]);
    expect(screen.getByText('Nessun appuntamento.')).toBeTruthy();
    expect(screen.getByText('Nessun ordine.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Messaggi' }).getAttribute('href')).toBe('/admin/messaggi/paziente-1');
    // Her diary is never asked for: without consent it is the server's 404.
    expect(asked.filter((url) => url.startsWith(DIARY_URL))).toEqual([]);
  });

  it('opens the diary when the consent stands, and lists the appointments and orders', async () => {
    renderPatient(
      testPatientOverview({
        diary: { consentedAt: '2026-11-01T09:00:00Z', lastEntryAt: null },
        appointments: [{ id: 'a1', serviceName: 'Controllo', locationName: 'Online', start: '2026-12-01T09:00:00Z', status: 'confirmed' }],
        orders: [
          {
            id: 'o1',
            serviceName: 'Prima Consulenza',
            status: 'pending',
            totalAmount: 10000,
            createdAt: '2026-11-02T09:00:00Z',
            package: null,
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Diario di cura' })).toBeTruthy();
    expect(screen.queryByText(/non ha dato il consenso/)).toBeNull();
    expect(screen.getByText('Controllo · Online')).toBeTruthy();
    expect(screen.getByText('Confermato')).toBeTruthy();
    expect(screen.getByText('Prima Consulenza')).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('In Attesa');
  });

  it('says how many of a package’s included visits are used, and until when they hold', async () => {
    const packageOrder = {
      id: 'o2',
      serviceName: 'Percorso Online 3 mesi',
      status: 'completed' as const,
      totalAmount: 35000,
      createdAt: '2026-11-01T09:00:00Z',
    };
    const use = { includedVisits: 3, used: 1, remaining: 2, validUntil: '2027-02-01T09:00:00Z', expired: false };
    renderPatient(testPatientOverview({ orders: [{ ...packageOrder, package: use }] }));
    expect(await screen.findByText('Visite incluse: 1 usata su 3, valide fino al 1 febbraio 2027')).toBeTruthy();
    cleanup();
    renderPatient(testPatientOverview({ orders: [{ ...packageOrder, package: { ...use, used: 3, remaining: 0, expired: true } }] }));
    expect(await screen.findByText('Visite incluse: 3 usate su 3, scadute il 1 febbraio 2027')).toBeTruthy();
  });

  it("opens 'Nuovo appuntamento' with the patient already chosen", async () => {
    renderPatient();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovo appuntamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo appuntamento' }, LAZY_DIALOG);
    expect((within(dialog).getByRole('combobox', { name: 'Paziente' }) as HTMLInputElement).value).toBe(
      'Nicolò De Santis · nicolo@example.com',
    );
  });

  it('says so when the patient cannot be read', async () => {
    renderWithData(<PatientView uid="paziente-1" />, { [BASE]: new Error('Paziente non trovato') });
    expect(await screen.findByText('Impossibile caricare il paziente')).toBeTruthy();
  });
});
