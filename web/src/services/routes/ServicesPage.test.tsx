// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import ServicesPage from './ServicesPage';

afterEach(cleanup);

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
});
