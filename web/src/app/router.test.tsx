// @vitest-environment happy-dom
import type { CurrentUser } from '@app/schemas/accounts/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../shared/api/client';
import { sessionKeys } from '../shared/api/session';
import { testUser } from '../shared/lib/testing';
import { routes } from './router';

// The classroom's chunk fails to load, as when a deploy has replaced the file it names.
vi.mock('../classroom/routes/ClassroomPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ClassroomPage-old.js');
});
// The audit section throws while rendering.
vi.mock('../audit/admin/AuditSection', () => ({
  default: () => {
    throw new Error('render failed');
  },
}));
// The community page throws while rendering.
vi.mock('../community/routes/CommunityPage', () => ({
  default: () => {
    throw new Error('render failed');
  },
}));

const member = testUser();

// The first render loads MUI's chunk (the frames) in jsdom, which takes a while on a busy machine.
const LOADING = { timeout: 10_000 };

const admin = testUser({ id: 'a1', firstName: 'Chiara', isAdmin: true });

/** The real route table at `path`, with the session already known. */
function renderAt(path: string, user: CurrentUser | null) {
  const client = createQueryClient();
  client.setQueryData(sessionKeys.currentUser, user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the route error element', () => {
  it('shows the Italian message and a reload button when a page chunk fails to load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/classroom', member);
    expect(await screen.findByText('Si è verificato un problema nel caricare la pagina.', undefined, LOADING)).toBeTruthy();
    // Without a service worker (none here), the tap simply reloads (newestVersion.test.ts: with one).
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica la pagina' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('shows the same message when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/community', null);
    expect(await screen.findByRole('button', { name: 'Ricarica la pagina' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Si è verificato un problema nel caricare la pagina.');
  });

  it('is not shown when the page loads', async () => {
    vi.stubGlobal('fetch', async () => Response.json([]));
    renderAt('/services', null);
    expect(await screen.findByText('Nessun servizio disponibile', undefined, LOADING)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sezioni pubbliche' })).toBeTruthy();
    expect(screen.queryByText('Si è verificato un problema nel caricare la pagina.')).toBeNull();
  });
});

describe('the admin sections', () => {
  /** The section links marked as the current page, by name. */
  const currentSections = () =>
    within(screen.getByRole('navigation', { name: "Sezioni dell'amministrazione" }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it('are routes of their own: the address shows its section, its link marked as the current page', async () => {
    vi.stubGlobal('fetch', async () => Response.json([]));
    renderAt('/admin/ordini', admin);
    expect(await screen.findByText('Nessun ordine ricevuto', undefined, LOADING)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ordini' })).toBeTruthy();
    expect(currentSections()).toEqual(['Ordini']);
  });

  it("take an old '?tab=' link to the section's address, and /admin to the first section", async () => {
    vi.stubGlobal('fetch', async () => Response.json([]));
    const old = renderAt('/admin?tab=servizi', admin);
    await waitFor(() => expect(old.state.location.pathname).toBe('/admin/servizi'), LOADING);
    expect(old.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Servizi' }, LOADING)).toBeTruthy();
    cleanup();
    const bare = renderAt('/admin', admin);
    await waitFor(() => expect(bare.state.location.pathname).toBe('/admin/contenuti'), LOADING);
    await waitFor(() => expect(currentSections()).toEqual(['Contenuti']), LOADING);
  });

  it("show a section's failure in its place, under the admin's navigation", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => Response.json([]));
    renderAt('/admin/registro', admin);
    expect(await screen.findByRole('button', { name: 'Ricarica la pagina' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Amministratore' })).toBeTruthy();
    expect(currentSections()).toEqual(['Registro']);
  });
});
