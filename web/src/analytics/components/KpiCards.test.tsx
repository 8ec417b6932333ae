// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { KpiCards } from './KpiCards';

afterEach(cleanup);

const values = () => screen.getAllByTestId('kpi-value').map((value) => value.textContent);

describe('KpiCards', () => {
  it("shows today's figures, abbreviated from a thousand", async () => {
    renderWithData(<KpiCards summary={undefined} />, {
      '/api/analytics/realtime': { activeUsers: 1234, todayPosts: 5, courseCompletions: 2_500_000, engagementRate: 12.5 },
    });
    await screen.findByText('1,2K');
    expect(values()).toEqual(['1,2K', '5', '2,5M', '12,5%']);
    expect(screen.queryByText(/valori indicativi/)).toBeNull();
  });

  it("shows docs/product.md's fallback figures only when the call fails, and says so", async () => {
    renderWithData(<KpiCards summary={undefined} />, { '/api/analytics/realtime': new Error('500: errore') });
    await screen.findByText(/valori indicativi/);
    expect(values()).toEqual(['127', '24', '89', '76%']);
  });
});
