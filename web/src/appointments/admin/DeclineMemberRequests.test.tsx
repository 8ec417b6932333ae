// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { DeclineMemberRequests } from './DeclineMemberRequests';

afterEach(cleanup);

const PATH = '/api/admin/appointments/members/uid-paola/decline';

/** Renders the button; answers the decline with `declined`, and records each call's method and address. */
function renderButton() {
  renderWithData(<DeclineMemberRequests uid="uid-paola" patientName="Paola Rossi" count={2} />, { [PATH]: { declined: 2 } });
  const calls: string[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return answer(url, init);
  });
  return calls;
}

describe("'Rifiuta tutte' in the agenda", () => {
  it('asks first, naming the patient and how many; closing the question sends nothing', async () => {
    const calls = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta tutte (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Rifiutare tutte le richieste di Paola Rossi?' });
    expect(dialog.textContent).toContain('Le 2 richieste in attesa di Paola Rossi saranno rifiutate');
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('declines them all with one call once confirmed, and closes', async () => {
    const calls = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta tutte (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta tutte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([`POST ${PATH}`]);
  });
});
