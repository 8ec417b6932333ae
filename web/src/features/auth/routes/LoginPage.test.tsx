// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '#api/client';
import { sessionKeys } from '#api/session';

import LoginPage from './LoginPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** /login for a visitor (no session), counting the calls that reach the server. */
function renderLogin() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return Response.json(null);
  });
  const client = createQueryClient();
  client.setQueryData(sessionKeys.currentUser, null);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('LoginPage', () => {
  it('empty fields show the required messages and send nothing', async () => {
    const calls = renderLogin();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' })));
    expect(await screen.findByText('Inserisci la tua email')).toBeTruthy();
    expect(screen.getByText('Inserisci la password')).toBeTruthy();
    expect(calls.filter((url) => url.includes('/api/simple-login'))).toEqual([]);
  });
});
