/**
 * A member's tour of every page of the members' app (e2e/tour.ts), as a fresh member: headers,
 * policy, axe, the phone's layout, the scripts' budget, the start after the first paint and the
 * layout shift on each, and the header whole: the member's name and points, not cut.
 */
import type { Page } from '@playwright/test';

import { MEMBER_PATHS } from '../tools/perf/pages';
import { expect, test } from './fixtures';
import { expectNoViolations } from './helpers';
import { expectNoViolationsOnDesktop, MEMBER_SCRIPT_BUDGET, startTour, type TourStop } from './tour';

/** The header shows the name and the points whole, not cut with an ellipsis. */
async function expectHeaderWhole(page: Page, path: string) {
  await expect(page.getByTestId('shell-user-name')).toHaveText('Marta Verdi');
  await expect(page.getByTestId('shell-points')).toHaveText('0 punti');
  for (const testId of ['shell-user-name', 'shell-points']) {
    const cut = await page.getByTestId(testId).evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut, `${path}: ${testId} tagliato`).toBe(false);
  }
}

/** The booking dialog, empty and with its errors, and the page once it is closed. */
async function bookingDialog(page: Page) {
  await page.getByRole('button', { name: 'Prenota Ora' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Once every place's free times are in, the slot picker draws its calendar again on the first free
  // day's month, fading the month's name and days in: axe reads the colours once that is over
  // (mid-fade, a contrast is not yet its own; run 66 caught the month's name so). The fade starts a
  // frame or two after the last times arrive, so the wait for it starts two frames later.
  await expect(dialog.getByText(/^Orari liberi di /)).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Caricamento degli orari liberi' })).toBeHidden({ timeout: 30_000 });
  await expect(dialog.getByRole('gridcell', { selected: true })).toBeVisible();
  await dialog.evaluate(async (element) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // An animation cancelled midway (its element replaced) counts as over.
    await Promise.allSettled(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
  });
  await expectNoViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
  await expect(dialog.getByText('Il telefono deve essere di almeno 8 caratteri')).toBeVisible();
  await expectNoViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expectNoViolations(page, 'main');
}

/** What a page shows of its own once ready, and what the tour does there, by path. */
const EXTRAS: Record<string, Pick<TourStop, 'ready' | 'then'>> = {
  '/': { then: expectNoViolationsOnDesktop },
  '/community': { then: expectNoViolationsOnDesktop },
  '/services': { ready: (page) => expect(page.getByTestId('service-card').first()).toBeVisible(), then: bookingDialog },
  '/calendar': { ready: (page) => expect(page.getByTestId('member-event').first()).toBeVisible() },
  '/my-services': { ready: (page) => expect(page.getByRole('heading', { name: 'Azioni rapide' })).toBeVisible() },
};

const MEMBER_TOUR: TourStop[] = MEMBER_PATHS.map((path) => ({
  path,
  scriptBudget: MEMBER_SCRIPT_BUDGET,
  membersStart: true,
  ready: async (page) => {
    await expect(page.getByTestId('shell-user-name')).toBeVisible();
    await EXTRAS[path]?.ready?.(page);
  },
  then: async (page, visit) => {
    await expectHeaderWhole(page, path);
    await EXTRAS[path]?.then?.(page, visit);
  },
}));

test("a member's tour: every members' page once, on a phone", async ({ page, member: _member }) => {
  // Thirteen pages and a dialog, each checked by axe: two minutes on a busy machine.
  test.setTimeout(240_000);

  await test.step('/ before any script: the skeleton, never the landing page', async () => {
    // The fixture's cookies include the session hint, as after a sign-in.
    // No module script runs: what shows is what the HTML and the head's hint script paint.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Caricamento' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await page.unrouteAll();
  });

  const visit = await startTour(page);
  for (const stop of MEMBER_TOUR) await test.step(stop.path, () => visit(stop));
});
