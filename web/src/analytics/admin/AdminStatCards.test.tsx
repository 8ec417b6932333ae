// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { AdminStatCards } from './AdminStatCards';

afterEach(cleanup);

describe('AdminStatCards', () => {
  it("shows the dashboard's four figures and leads to the practice's analytics", async () => {
    renderWithData(<AdminStatCards />, { '/api/admin/stats': { totalPosts: 1250, totalCourses: 4, totalEvents: 2, totalServices: 6 } });
    expect(await screen.findByText('1250')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Analytics dello studio' }).getAttribute('href')).toBe('/analytics');
  });
});
