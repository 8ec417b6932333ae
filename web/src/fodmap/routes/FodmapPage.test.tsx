// @vitest-environment happy-dom
import { fodmapViewOf, plannedChallenges } from '@app/schemas/fodmap/fodmap';
import { type Protocol, reportDay, startChallenge } from '@app/schemas/fodmap/fodmapRules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import FodmapPage from './FodmapPage';

afterEach(cleanup);

/** Elimination from 1 to 14 November 2026: lactose may start on the 15th. */
const fresh: Protocol = { eliminationStart: '2026-11-01', eliminationWeeks: 2, challenges: plannedChallenges(['lactose', 'fructose']) };
const running = startChallenge(fresh, 'lactose', '2026-11-15', '2026-11-15');
/** Day 1 reported on the 15th with a mistaken 7: the challenge stopped. */
const mistaken = reportDay(running, 'lactose', { day: 1, symptoms: 7 }, '2026-11-15').protocol;

const START = '/api/fodmap/challenges/lactose/start';
const DAYS = '/api/fodmap/challenges/lactose/days';

/** Renders the page on `today` and records each call's method, address and body. */
function renderPage(protocol: Protocol, today: string, answers: Record<string, unknown> = {}) {
  renderWithData(<FodmapPage />, { '/api/fodmap': fodmapViewOf(protocol, today), ...answers });
  const calls: string[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method) calls.push(`${init.method} ${url} ${String(init.body)}`);
    return answer(url, init);
  });
  return calls;
}

/** A screen `width` px wide, as the browser's media queries see it. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { matches: max ? width <= Number(max[1]) : false, media: query, addEventListener() {}, removeEventListener() {} };
  });
}

describe("'Inizia oggi la prova'", () => {
  it('asks first, saying what starting means; "Non ancora" starts nothing', async () => {
    const calls = renderPage(fresh, '2026-11-15');
    fireEvent.click(await screen.findByRole('button', { name: 'Inizia oggi la prova: Lattosio' }));
    const dialog = screen.getByRole('dialog', { name: 'Iniziare oggi la prova: Lattosio?' });
    expect(dialog.textContent).toContain('oggi 60 ml, domani 125 ml, dopodomani 250 ml');
    expect(dialog.textContent).toContain('3 giorni di pausa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non ancora' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('starts the challenge once confirmed', async () => {
    const calls = renderPage(fresh, '2026-11-15', { [START]: fodmapViewOf(running, '2026-11-15') });
    fireEvent.click(await screen.findByRole('button', { name: 'Inizia oggi la prova: Lattosio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Inizia la prova' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([`POST ${START} {}`]);
    expect(await screen.findByRole('form', { name: 'Segna il giorno 1' })).toBeTruthy();
  });
});

describe('a day reported today', () => {
  it('can be corrected the same day, starting from what was saved', async () => {
    const corrected = reportDay(running, 'lactose', { day: 1, symptoms: 7 }, '2026-11-15');
    const calls = renderPage(mistaken, '2026-11-15', { [DAYS]: fodmapViewOf(corrected.protocol, '2026-11-15') });
    expect(await screen.findByText(/Oggi hai segnato il giorno 1 della prova del lattosio: sintomo peggiore 7\/10/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Correggi il giorno 1' }));
    const form = screen.getByRole('form', { name: 'Correggi il giorno 1' });
    fireEvent.change(within(form).getByLabelText('Note (facoltative)'), { target: { value: 'Mi ero sbagliata' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva la correzione del giorno 1' }));
    await waitFor(() => expect(calls).toEqual([`PUT ${DAYS} {"day":1,"symptoms":7,"notes":"Mi ero sbagliata"}`]));
  });

  it('offers no correction the next day', async () => {
    renderPage(mistaken, '2026-11-16');
    await screen.findByRole('heading', { name: 'Oggi' });
    expect(screen.queryByRole('button', { name: /Correggi/ })).toBeNull();
  });
});

describe('the results on a 390 px phone', () => {
  it("are cards showing 'Esito' and 'Porzione tollerata', with no table to scroll sideways", async () => {
    screenOf(390);
    renderPage(mistaken, '2026-11-16');
    const list = await screen.findByRole('list', { name: 'Le prove di reintroduzione e i loro esiti' });
    expect(screen.queryByRole('table')).toBeNull();
    const lactose = within(list).getAllByRole('listitem')[0]!;
    const terms = within(lactose)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(lactose)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Gruppo', 'Cibo della prova', 'Stato', 'Esito', 'Porzione tollerata']);
    expect(values.slice(3)).toEqual(['Non tollerato', '—']);
  });
});
