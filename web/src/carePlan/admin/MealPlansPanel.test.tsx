// @vitest-environment happy-dom
import type { MealPlanView } from '@app/schemas/carePlan/carePlan';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { lastToastOf, renderWithWrites } from '../../shared/lib/testing';
import { MealPlansPanel } from './MealPlansPanel';

// The toasts' host is the app's (notistack, lazy): here the screen's words are read from the call.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../shared/lib/toast', async (original) => ({ ...(await original<object>()), useToast: () => toast }));

/** The first answer waits for the screen's chunks and data: long on a busy machine. */
const LOADING = { timeout: 10_000 };

const PLANS = '/api/admin/patients/u1/meal-plans';
const plan = (id: string, title: string, status: MealPlanView['status'], current = false): MealPlanView => ({
  id,
  title,
  startsOn: '2026-11-30',
  days: [{ weekday: 1, meals: [{ meal: 'pranzo', items: [{ food: 'Riso basmati', quantity: 70, unit: 'g' }] }] }],
  status,
  current,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: status === 'published' ? '2026-11-21T10:00:00.000Z' : null,
});

const READS = { [PLANS]: [plan('dicembre', 'Piano di dicembre', 'published', true), plan('bozza', 'Bozza', 'draft')] };
const renderPanel = (unpublishAnswer: Response) =>
  renderWithWrites(<MealPlansPanel uid="u1" />, READS, () => unpublishAnswer.clone()).writes;
const lastToast = () => lastToastOf(toast);

beforeEach(() => toast.mockClear());
afterEach(cleanup);

describe("a published plan's 'Annulla pubblicazione'", () => {
  it('is offered on published plans only, and takes the plan back to draft', async () => {
    const writes = renderPanel(Response.json(plan('dicembre', 'Piano di dicembre', 'draft')));
    const undo = await screen.findByRole('button', { name: 'Annulla pubblicazione di Piano di dicembre' }, LOADING);
    expect(screen.queryByRole('button', { name: 'Annulla pubblicazione di Bozza' })).toBeNull();
    fireEvent.click(undo);
    await waitFor(() => expect(toast).toHaveBeenCalled(), LOADING);
    expect(writes).toEqual([{ method: 'POST', path: `${PLANS}/dicembre/unpublish` }]);
    expect(lastToast()).toEqual({
      title: 'Pubblicazione annullata',
      description: 'Il piano è di nuovo una bozza: il paziente non lo vede più.',
    });
  });

  it("says in a toast when it failed, with the server's message", async () => {
    renderPanel(Response.json({ message: 'Piano alimentare non trovato' }, { status: 404 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla pubblicazione di Piano di dicembre' }, LOADING));
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Pubblicazione non annullata',
        description: 'Piano alimentare non trovato',
        variant: 'destructive',
      }),
    );
  });
});
