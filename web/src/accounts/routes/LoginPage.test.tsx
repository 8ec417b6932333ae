// @vitest-environment happy-dom
import { type CurrentUser, PRIVACY_REQUIRED } from '@app/schemas/accounts/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../shared/api/client';
import { sessionKeys } from '../../shared/api/session';
import { registerPageStart } from '../../shared/lib/pageStart';
import { testUser } from '../../shared/lib/testing';
import LoginPage from './LoginPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the router is, shown by every page but the login's. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="now-at">{location.pathname + location.search}</p>;
}

/** /login (for a visitor unless `user`), counting the calls that reach the server; `answer` answers the sign-in. */
function renderLogin(
  answer: (body: Record<string, unknown>) => Response = () => Response.json(null),
  at = '/login',
  user: CurrentUser | null = null,
) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(url);
    return url.includes('/api/simple-login') ? answer(JSON.parse(String(init?.body))) : Response.json(null);
  });
  const client = createQueryClient();
  client.setQueryData(sessionKeys.currentUser, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return Object.assign(calls, { client });
}

describe('LoginPage', () => {
  it('empty fields show the required messages and send nothing', async () => {
    const calls = renderLogin();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' })));
    expect(await screen.findByText('Inserisci la tua email')).toBeTruthy();
    expect(screen.getByText('Inserisci la password')).toBeTruthy();
    expect(calls.filter((url) => url.includes('/api/simple-login'))).toEqual([]);
  });

  it('an account that never accepted the privacy notice is asked for it, and signs in once it is ticked', async () => {
    const sent: Record<string, unknown>[] = [];
    renderLogin((body) => {
      sent.push(body);
      return body.privacyAccepted ? Response.json(testUser()) : Response.json({ message: PRIVACY_REQUIRED }, { status: 403 });
    });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'invitata@prova.test' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'una-password-lunga' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' })));
    expect(await screen.findByText(PRIVACY_REQUIRED)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: /Ho letto e accetto/ })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' })));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((body) => body.privacyAccepted)).toEqual([false, true]);
  });

  it("'Ricordami' sends rememberMe, the longer session of docs/security.md (Sessions); unticked, it is false", async () => {
    const sent: Record<string, unknown>[] = [];
    renderLogin((body) => {
      sent.push(body);
      return Response.json({ message: 'Credenziali non valide' }, { status: 401 });
    });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'paziente@prova.test' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'una-password-lunga' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Ricordami' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' })));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((body) => body.rememberMe)).toEqual([false, true]);
  });

  it('after signing in goes to the page asked for (?redirect=)', async () => {
    renderLogin(() => Response.json(testUser()), '/login?redirect=%2Finvoices%3Fanno%3D2026');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'paziente@prova.test' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'una-password-lunga' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' })));
    await waitFor(() => expect(screen.getByTestId('now-at').textContent).toBe('/invoices?anno=2026'));
  });

  it('starts the page asked for: its chunk while the form is on screen, its reads with the sign-in’s answer, before the pause', async () => {
    const starts: { path: string; withData: boolean; onLogin: boolean }[] = [];
    registerPageStart((path, { withData }) => starts.push({ path, withData, onLogin: !screen.queryByTestId('now-at') }));
    try {
      renderLogin(() => Response.json(testUser()), '/login?redirect=%2Fdiario');
      await waitFor(() => expect(starts).toEqual([{ path: '/diario', withData: false, onLogin: true }]));
      fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'paziente@prova.test' } });
      fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'una-password-lunga' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' })));
      await waitFor(() => expect(screen.getByTestId('now-at').textContent).toBe('/diario'));
      expect(starts.at(-1)).toEqual({ path: '/diario', withData: true, onLogin: true });
    } finally {
      registerPageStart(() => undefined);
    }
  });

  it('keeps the reads the next page starts with the answer: what was read as a visitor goes before them', async () => {
    let client: ReturnType<typeof createQueryClient> | undefined;
    registerPageStart((_path, { withData }) => {
      if (withData) client?.setQueryData(['letto-con-la-risposta'], 'dati del diario');
    });
    try {
      const calls = renderLogin(() => Response.json(testUser()), '/login?redirect=%2Fdiario');
      client = calls.client;
      client.setQueryData(['letto-da-visitatore'], 'eventi pubblici');
      fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'paziente@prova.test' } });
      fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'una-password-lunga' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' })));
      await waitFor(() => expect(screen.getByTestId('now-at').textContent).toBe('/diario'));
      expect(client.getQueryData(['letto-con-la-risposta'])).toBe('dati del diario');
      expect(client.getQueryData(['letto-da-visitatore'])).toBeUndefined();
    } finally {
      registerPageStart(() => undefined);
    }
  });

  it('a session known on arrival (a late read, another tab) goes on to the page asked for, and home without one', async () => {
    for (const [at, expected] of [
      ['/login?redirect=%2Fdiario', '/diario'],
      ['/login', '/'],
    ]) {
      renderLogin(undefined, at, testUser());
      expect((await screen.findByTestId('now-at')).textContent).toBe(expected);
      cleanup();
    }
  });
});
