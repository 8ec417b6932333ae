// @vitest-environment jsdom
import type { CurrentUser } from '@app/schemas/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../lib/api/client';
import { sessionKeys } from '../lib/api/session';
import { routes } from './router';

// The classroom's chunk fails to load, as when a deploy has replaced the file it names.
vi.mock('../features/classroom/routes/ClassroomPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ClassroomPage-old.js');
});
// The community page throws while rendering.
vi.mock('../features/community/routes/CommunityPage', () => ({
  default: () => {
    throw new Error('render failed');
  },
}));

const member: CurrentUser = {
  id: 'u1',
  email: 'utente@prova.test',
  firstName: 'Giulia',
  lastName: 'Rossi',
  profileImageUrl: null,
  level: 1,
  points: 0,
  isAdmin: false,
  isDoctor: false,
  emailVerified: true,
};

// The first render loads MUI's chunk (the frames) in jsdom, which takes a while on a busy machine.
const LOADING = { timeout: 10_000 };

/** The real route table at `path`, with the session already known. */
function renderAt(path: string, user: CurrentUser | null) {
  const client = createQueryClient();
  client.setQueryData(sessionKeys.currentUser, user);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
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
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica la pagina' }));
    expect(reload).toHaveBeenCalledOnce();
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
