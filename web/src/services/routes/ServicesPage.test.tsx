// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData, testUser } from '../../shared/lib/testing';
import { testServiceView } from '../lib/testServices';
import ServicesPage from './ServicesPage';

afterEach(cleanup);

const FIRST_VISIT = testServiceView();

describe('ServicesPage', () => {
  it('shows the empty state when the price list is empty', async () => {
    renderWithData(<ServicesPage />, { '/api/services': [], '/api/auth/user': null });
    expect(await screen.findByText('Nessun servizio disponibile')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Consulenze in Studio' })).toBeNull();
  });

  it('says in Italian that the services could not be loaded', async () => {
    renderWithData(<ServicesPage />, { '/api/services': new Error('500: Internal Server Error'), '/api/auth/user': null });
    expect(await screen.findByText('Impossibile caricare i servizi')).toBeTruthy();
  });

  it('announces the loading', () => {
    renderWithData(<ServicesPage />, { '/api/services': 'pending', '/api/auth/user': null });
    expect(screen.getByRole('status').textContent).toContain('Caricamento dei servizi...');
  });

  it("tells a visitor that booking needs an account, and both ways lead back to this service's booking", async () => {
    renderWithData(<ServicesPage />, { '/api/services': [FIRST_VISIT], '/api/auth/user': null });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Prenota Ora' })));
    const dialog = screen.getByRole('dialog', { name: 'Per prenotare serve un account' });
    const back = encodeURIComponent('/services?prenota=prima-consulenza');
    expect(within(dialog).getByRole('link', { name: 'Crea un account' }).getAttribute('href')).toBe(`/registrati?redirect=${back}`);
    expect(within(dialog).getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe(`/login?redirect=${back}`);
  });

  it('opens the booking of the service she came back for, once signed in', async () => {
    renderWithData(
      <ServicesPage />,
      { '/api/services': [FIRST_VISIT], '/api/auth/user': testUser() },
      { at: '/services?prenota=prima-consulenza' },
    );
    expect(await screen.findByRole('dialog', { name: 'Prenota: Prima Consulenza' }, { timeout: 5000 })).toBeTruthy();
  });
});
