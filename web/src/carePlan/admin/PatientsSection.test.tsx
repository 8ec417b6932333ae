// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { testPatient } from '../lib/testPatients';
import PatientsSection from './PatientsSection';

afterEach(cleanup);

const booked = testPatient({
  id: 'p1',
  firstName: 'Nicolò',
  lastName: 'De Santis',
  email: 'nicolo@example.com',
  phone: '+39 333 1234567',
  consentedAt: null,
  sources: ['appointment', 'order'],
  nextConsultation: {
    orderId: null,
    serviceName: 'Controllo',
    requestedAt: '2026-11-02T09:00:00Z',
    start: '2026-12-01T09:00:00Z',
    status: 'confirmed',
  },
});
const keeper = testPatient({ id: 'p2', firstName: 'Dora', lastName: 'Diario', email: 'dora@example.com' });
const newcomer = testPatient({
  id: 'p3',
  firstName: 'Solo',
  lastName: 'Iscritta',
  email: 'solo@example.com',
  consentedAt: null,
  sources: [],
});

const rows = () => screen.getAllByTestId('patient-row');

describe('Pazienti', () => {
  it('lists each patient with her contacts, what exists of her and her next visit; the diary line only with consent', async () => {
    renderWithData(<PatientsSection />, { '/api/admin/patients': [booked, keeper] });
    expect((await screen.findByRole('link', { name: 'Nicolò De Santis' })).getAttribute('href')).toBe('/admin/pazienti/p1');
    const [first, second] = rows();
    expect(within(first!).getByRole('link', { name: '+39 333 1234567' }).getAttribute('href')).toBe('tel:+39 333 1234567');
    expect(within(first!).getByRole('link', { name: 'nicolo@example.com' }).getAttribute('href')).toBe('mailto:nicolo@example.com');
    expect(within(first!).getByLabelText("Cosa c'è nella scheda").textContent).toBe('AppuntamentiOrdini');
    expect(first!.textContent).toContain('Prossima consulenza: Controllo');
    expect(first!.textContent).not.toContain('Ultima annotazione');
    expect(second!.textContent).toContain('Ultima annotazione: nessuna');
  });

  it('searches by what is typed once typing pauses, and says when nothing matches', async () => {
    renderWithData(<PatientsSection />, {
      '/api/admin/patients': [booked, keeper],
      '/api/admin/patients?q=333+12': [booked],
      '/api/admin/patients?q=zzz': [],
    });
    await screen.findByRole('link', { name: 'Dora Diario' });
    const search = screen.getByRole('searchbox', { name: 'Cerca per nome, e-mail o telefono' });
    fireEvent.change(search, { target: { value: '333 12' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dora Diario' })).toBeNull());
    expect(rows()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('Nessun paziente trovato: prova con «Mostra tutti i membri»')).toBeTruthy();
  });

  it('shows every member with the switch', async () => {
    renderWithData(<PatientsSection />, { '/api/admin/patients': [keeper], '/api/admin/patients?all=1': [keeper, newcomer] });
    await screen.findByRole('link', { name: 'Dora Diario' });
    fireEvent.click(screen.getByRole('switch', { name: 'Mostra tutti i membri' }));
    expect(await screen.findByRole('link', { name: 'Solo Iscritta' })).toBeTruthy();
    expect(rows().at(-1)!.textContent).toContain('Iscrizione:');
  });

  it('says so when there is no patient yet, and when the list cannot be read', async () => {
    renderWithData(<PatientsSection />, { '/api/admin/patients': [] });
    expect(await screen.findByText('Ancora nessun paziente')).toBeTruthy();
    cleanup();
    renderWithData(<PatientsSection />, { '/api/admin/patients': new Error('Errore del server') });
    expect(await screen.findByText('Impossibile caricare i pazienti')).toBeTruthy();
  });
});
