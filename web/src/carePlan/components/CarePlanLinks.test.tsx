// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { testAgendaVisit } from '../../appointments/admin/testAgenda';
import { renderWithData } from '../../shared/lib/testing';
import { CarePlanLinks } from './CarePlanLinks';

afterEach(cleanup);

const NO_PLAN = () => Response.json({ message: 'Nessun piano alimentare' }, { status: 404 });

function renderAt(past: ReturnType<typeof testAgendaVisit>[]) {
  renderWithData(<CarePlanLinks />, { '/api/appointments': { upcoming: [], past }, '/api/meal-plan': NO_PLAN() });
}

describe("the home's 'Il tuo percorso'", () => {
  it('before the first visit: asks for the intake and says the plan comes after the visit', async () => {
    renderAt([testAgendaVisit('annullata', 'cancelled', '2026-10-01T09:00:00.000Z', 'Giulia')]);
    expect((await screen.findByTestId('plan-not-yet')).textContent).toBe('Il piano arriverà dopo la prima visita');
    expect(screen.getByText(/Hai prenotato la prima consulenza\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Questionario pre-visita' }).getAttribute('href')).toBe('/intake');
  });

  it('after a visit: no question about a first consultation, and the plan is on its way', async () => {
    renderAt([testAgendaVisit('svolta', 'done', '2026-10-01T09:00:00.000Z', 'Giulia')]);
    expect((await screen.findByTestId('plan-not-yet')).textContent).toContain('sta preparando il piano');
    expect(screen.queryByText(/prima consulenza/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Questionario pre-visita' })).toBeNull();
  });
});
