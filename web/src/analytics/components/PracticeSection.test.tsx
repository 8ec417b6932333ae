// @vitest-environment happy-dom
import type { PracticeMonth, PracticeView } from '@app/schemas/analytics/practice';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { practiceCsv } from '../lib/practiceFigures';
import { PracticeSection } from './PracticeSection';

afterEach(cleanup);

const quietMonth = (month: string): PracticeMonth => ({
  month,
  newPatients: 0,
  invoices: 0,
  invoiced: 0,
  creditNotes: 0,
  credited: 0,
  revenue: 0,
  requests: 0,
  becamePatients: 0,
  firstVisitsBooked: 0,
  firstVisitsDone: 0,
});
const week = (monday: string, done = 0, missed = 0, cancelled = 0) => ({ week: monday, done, missed, cancelled });

const practice: PracticeView = {
  weeks: [week('2026-03-02', 4, 1, 0), week('2026-03-09'), week('2026-03-16', 2, 0, 1)],
  months: [
    {
      ...quietMonth('2026-02'),
      newPatients: 2,
      invoices: 3,
      invoiced: 30600,
      requests: 4,
      becamePatients: 2,
      firstVisitsBooked: 2,
      firstVisitsDone: 1,
    },
    { ...quietMonth('2026-03'), newPatients: 1, invoices: 2, invoiced: 123450, creditNotes: 1, credited: 10200, revenue: 113250 },
  ],
};
practice.months[0]!.revenue = 30600;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('PracticeSection', () => {
  it('shows the weeks and the months newest first, with euro in the Italian format', async () => {
    renderWithData(<PracticeSection />, { '/api/analytics/practice': practice });
    const visits = await screen.findByRole('table', { name: /Visite per settimana/ });
    expect(rowsOf(visits)).toEqual([
      ['dal 16 mar 2026', '2', '0', '1'],
      ['dal 9 mar 2026', '0', '0', '0'],
      ['dal 2 mar 2026', '4', '1', '0'],
    ]);
    const revenue = screen.getByRole('table', { name: /fatture e note di credito/ });
    expect(rowsOf(revenue)[0]).toEqual(
      ['marzo 2026', '1', '2', '1234,50 €', '1', '102,00 €', '1132,50 €'].map((text) => text.replace(/ €/, '\u00a0€')),
    );
    const funnel = screen.getByRole('table', { name: /Richieste di contatto/ });
    expect(rowsOf(funnel)).toEqual([
      ['marzo 2026', '0', '0', '0', '0'],
      ['febbraio 2026', '4', '2', '2', '1'],
    ]);
    const highlights = screen.getAllByRole('definition').map((value) => value.textContent);
    // This month's revenue, the year's, the visits done, the new patients.
    expect(highlights).toEqual(['1132,50\u00a0€', '1438,50\u00a0€', '6', '3']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Esporta CSV dello studio' }).disabled).toBe(false);
  });

  it('says so when a table has nothing to count', async () => {
    renderWithData(<PracticeSection />, {
      '/api/analytics/practice': { weeks: [week('2026-03-16')], months: [quietMonth('2026-03')] },
    });
    expect(await screen.findByText('Nessuna visita nelle ultime 12 settimane.')).toBeTruthy();
    expect(screen.getByText('Nessun nuovo paziente e nessuna fattura negli ultimi 12 mesi.')).toBeTruthy();
    expect(screen.getByText('Nessuna richiesta di contatto negli ultimi 12 mesi.')).toBeTruthy();
  });

  it('shows the error in Italian and no export when the call fails', async () => {
    renderWithData(<PracticeSection />, { '/api/analytics/practice': new Error('500: errore') });
    expect(await screen.findByText('Impossibile caricare le cifre dello studio')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Esporta CSV dello studio' }).disabled).toBe(true);
  });

  it('exports the months as CSV, euro with a dot', () => {
    const lines = practiceCsv(practice.months).split('\r\n');
    expect(lines[0]).toBe(
      'Mese,Nuovi pazienti,Fatture,Fatturato (EUR),Note di credito,Stornato (EUR),Incassi (EUR),Richieste,Diventate pazienti,Prima visita prenotata,Prima visita svolta',
    );
    expect(lines[2]).toBe('2026-03,1,2,1234.50,1,102.00,1132.50,0,0,0,0');
  });
});
