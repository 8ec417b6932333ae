/**
 * The admin's tour (e2e/tour.ts), as a fresh admin with the doctor's role, as the demo admin:
 * every page of the admin area, each section with its dialogs, the analytics and the doctor's
 * pages of the demo patient; then the members' pages an admin sees otherwise. Headers, policy, axe
 * on the page's own content (main, and the dialogs: the frame has its own tests), the phone's
 * layout on each, and the scripts' budget on the pages `npm run perf` measures.
 */
import type { Page } from '@playwright/test';

import { ADMIN_PAGES } from '../tools/perf/pages';
import { DEMO_USER } from '../tools/seed/demoAccounts';
import {
  ADMIN_SECTIONS,
  type AdminSectionKey,
  adminSectionPath,
  conversationPath,
  FIRST_ADMIN_SECTION,
  patientDiaryPath,
} from '../web/src/shared/adminSections';
import { expect, test } from './fixtures';
import { expectNoViolations } from './helpers';
import { ADMIN_SCRIPT_BUDGET, DOCTOR_SCRIPT_BUDGETS, startTour, type TourStop } from './tour';

/** A dialog's form with its errors, or just open. */
const DIALOGS: Partial<Record<AdminSectionKey, (page: Page) => Promise<void>>> = {
  corsi: async (page) => {
    await page.getByRole('button', { name: 'Nuovo Corso' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Crea Corso' }).click();
    await expect(page.getByRole('dialog').getByText('Il titolo deve avere almeno 5 caratteri')).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
  },
  eventi: async (page) => {
    await page.getByRole('button', { name: 'Nuovo Evento' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuovo Evento' })).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
  },
};

/**
 * The members' pages whose content changes for an admin: the community (every post's and comment's
 * actions), the profile (no erasure card). Each shows the admin's menu and bell too. Every members'
 * page as a member sees it is in tour-member.spec.ts, and '/' of an admin is the dashboard, above:
 * a members' page that shows an admin something more goes in this list.
 */
const MEMBER_PAGES_ADMINS_SEE_OTHERWISE = ['/community', '/profilo'] as const;

/** The pages `npm run perf` measures have a scripts' budget: the doctor's their own, the others the admin's. */
const SCRIPT_BUDGETS = new Map<string, number>([
  ...ADMIN_PAGES.map((measured): [string, number] => [measured.path, ADMIN_SCRIPT_BUDGET]),
  [adminSectionPath('agenda'), DOCTOR_SCRIPT_BUDGETS.agenda],
  [patientDiaryPath(DEMO_USER.uid), DOCTOR_SCRIPT_BUDGETS.patientRecord],
  [conversationPath(DEMO_USER.uid), DOCTOR_SCRIPT_BUDGETS.conversation],
]);

/** The heading each section's region shows (docs/product.md, Screens). */
const SECTION_HEADINGS: Partial<Record<AdminSectionKey, string>> = {
  contenuti: 'Post della community',
  corsi: 'Corsi',
  ordini: 'Ordini',
  eventi: 'Eventi',
  servizi: 'Servizi',
  richieste: 'Richieste di consulenza',
  membri: 'Membri',
  registro: 'Registro delle modifiche',
  pazienti: 'Pazienti',
  messaggi: 'Messaggi dei pazienti',
};

/**
 * A section shows at its own address (/admin leads to the first one's), under the dashboard's
 * heading, its region with its own heading, its link alone marked as the current page.
 */
async function expectSection(page: Page, key: AdminSectionKey, label: string) {
  await expect(page).toHaveURL(new RegExp(`${adminSectionPath(key)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Amministratore' })).toBeVisible();
  const heading = SECTION_HEADINGS[key];
  if (heading) {
    const region = page.getByRole('region', { name: label, exact: true });
    await expect(region.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible();
  }
  const current = page.getByRole('navigation', { name: "Sezioni dell'amministrazione" }).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(label);
}

const adminStop = (stop: TourStop): TourStop => ({
  axe: 'main',
  ...(SCRIPT_BUDGETS.has(stop.path) && { scriptBudget: SCRIPT_BUDGETS.get(stop.path) }),
  ...stop,
});

const ADMIN_TOUR: TourStop[] = [
  adminStop({ path: '/dashboard' }),
  // /admin shows the first section, at its own address.
  ...ADMIN_SECTIONS.map(({ key, label }) =>
    adminStop({
      path: key === FIRST_ADMIN_SECTION ? '/admin' : adminSectionPath(key),
      ready: (page) => expectSection(page, key, label),
      then: DIALOGS[key],
    }),
  ),
  adminStop({ path: patientDiaryPath(DEMO_USER.uid) }),
  adminStop({ path: conversationPath(DEMO_USER.uid) }),
  adminStop({ path: '/admin/fiscale' }),
  adminStop({
    path: '/analytics',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Performance dei corsi' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('kpi-card').first()).not.toContainText('—');
    },
  }),
];

test.describe("the admin's tour, on a phone", () => {
  test('every page of the admin area once', async ({ page, doctor: _doctor }) => {
    // Sixteen pages and two dialogs, each checked by axe: two minutes on a busy machine.
    test.setTimeout(240_000);
    const visit = await startTour(page);
    for (const stop of ADMIN_TOUR) await test.step(stop.path, () => visit(stop));
  });

  test("the members' pages that an admin sees otherwise", async ({ page, doctor: _doctor }) => {
    test.setTimeout(120_000);
    const visit = await startTour(page);
    for (const path of MEMBER_PAGES_ADMINS_SEE_OTHERWISE) await test.step(path, () => visit(adminStop({ path })));
  });
});
