// @vitest-environment happy-dom
import { SAVED_AT_HEADER } from '@app/schemas/shared/offline';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../shared/api/client';
import { OfflineNotice } from '../../shared/components/OfflineNotice';
import { noteAnswer } from '../../shared/lib/offline';
import ClassroomPage from './ClassroomPage';

afterEach(() => {
  cleanup();
  noteAnswer(new Response(null));
  vi.unstubAllGlobals();
});

const COURSE = {
  id: 'c1',
  title: 'Capire il colon irritabile',
  description: 'Sei lezioni brevi',
  imageUrl: null,
  price: 0,
  requiredLevel: 1,
  enrollmentCount: 3,
  isEnrolled: false,
  isLocked: false,
  progress: 0,
  lessons: [],
};

/** The page in the members' frame, its reads answered by `fetch`. */
function renderOffline(fetch: () => Promise<Response>) {
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OfflineNotice />
        <ClassroomPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/classroom offline', () => {
  it("shows the last copy marked 'offline: dati del …'", async () => {
    renderOffline(async () => Response.json([COURSE], { headers: { [SAVED_AT_HEADER]: '2026-03-12T17:05:00.000Z' } }));
    expect(await screen.findByText(COURSE.title)).toBeTruthy();
    expect(screen.getByTestId('offline-copies').textContent).toMatch(/^offline: dati del 12 marzo/);
  });

  it("without a copy says it needs the connection, with 'Riprova', never 'Nessun corso disponibile'", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderOffline(fetch);
    expect(await screen.findByText('Questa pagina ha bisogno della connessione')).toBeTruthy();
    expect(screen.queryByText(/Nessun corso disponibile/)).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    screen.getByRole('button', { name: 'Riprova' }).click();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
