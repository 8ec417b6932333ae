// @vitest-environment happy-dom
import { bristolDistributionOf, type DiaryTrendsView } from '@app/schemas/diary/diaryAnalysis';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../shared/api/client';
import { DiaryTrendsSection } from './DiaryTrendsSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRENDS: DiaryTrendsView = {
  from: '2026-03-01',
  to: '2026-03-30',
  questionnaires: [],
  analysis: {
    symptoms: [{ day: '2026-03-02', pain: 3, bloating: 5 }],
    bristol: bristolDistributionOf([{ day: '2026-03-02', type: 1 }]),
    cycles: [],
    weight: { points: [], change: null },
    waist: { points: [], change: null },
  },
};

describe('I tuoi andamenti', () => {
  it('reads her own trends only when she opens them, and says what the Rome IV hint still needs', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json(TRENDS));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DiaryTrendsSection />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Mostra i grafici' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByTestId('rome-iv-hint', undefined, { timeout: 20_000 })).textContent).toMatch(/^Servono almeno 14 giorni/);
    expect(fetch.mock.calls[0]![0]).toBe('/api/diary/trends');
    expect(screen.getByText('Nessun questionario compilato.')).toBeTruthy();
  }, 30_000);
});
