// @vitest-environment happy-dom
import { SAVED_AT_HEADER } from '@app/schemas/shared/offline';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getQueryFn } from '../api/client';
import { noteAnswer } from '../lib/offline';
import { LoadError } from './LoadError';
import { OfflineNotice } from './OfflineNotice';

afterEach(() => {
  cleanup();
  noteAnswer(new Response(null)); // an answer from the network: the next test starts current
  vi.unstubAllGlobals();
});

/** A page with one read of /api/diary, under the notice, as in the members' frame. */
function renderPage() {
  function Diary() {
    const query = useQuery({ queryKey: ['/api/diary'], queryFn: getQueryFn({ on401: 'throw' }) });
    return <p>{query.data ? 'Annotazioni lette' : ''}</p>;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OfflineNotice />
        <Diary />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OfflineNotice', () => {
  it("marks data from the offline copies with 'offline: dati del …' in Rome's time", async () => {
    vi.stubGlobal('fetch', async () => Response.json([], { headers: { [SAVED_AT_HEADER]: '2026-03-12T17:05:00.000Z' } }));
    renderPage();
    expect(await screen.findByText('Annotazioni lette')).toBeTruthy();
    // 17:05 UTC is 18:05 in Rome ('12 marzo, 18:05' or '12 marzo alle ore 18:05', by the ICU data).
    expect(screen.getByRole('status').textContent).toMatch(/^offline: dati del 12 marzo(,| alle ore) 18:05$/);
  });

  it('says nothing over current data', async () => {
    vi.stubGlobal('fetch', async () => Response.json([]));
    renderPage();
    expect(await screen.findByText('Annotazioni lette')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says that a page with no copy needs a connection, with a way home', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Questa pagina ha bisogno della connessione');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it("drops 'offline: dati del …' as soon as the connection returns, and reads the page again", async () => {
    const fetches = vi.fn(async () => Response.json([], { headers: { [SAVED_AT_HEADER]: '2026-03-12T17:05:00.000Z' } }));
    vi.stubGlobal('fetch', fetches);
    renderPage();
    expect(await screen.findByTestId('offline-copies')).toBeTruthy();
    // Back online, the new read is slow: the marker does not wait for its answer.
    fetches.mockImplementation(() => new Promise<Response>(() => {}));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('offline-copies')).toBeNull());
    expect(fetches).toHaveBeenCalledTimes(2);
  });

  it("leaves the note to the page's own error branch when it says it in place", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    function Courses() {
      const query = useQuery({ queryKey: ['/api/courses'], queryFn: getQueryFn({ on401: 'throw' }) });
      return query.isError ? <LoadError title="Impossibile caricare i corsi" query={query} /> : null;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OfflineNotice />
          <Courses />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Questa pagina ha bisogno della connessione')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Impossibile caricare i corsi')).toBeNull();
  });
});
