import { expect, test } from '@playwright/test';

import { expectNoViolations } from './helpers';
import { navigation, openCarousel, openLanding } from './landingPage';

// Every page as it loads, '/' and '/login' too, is checked once in the visitor's tour (tour-visitor.spec.ts):
// here, the states the tour does not show.
test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('/ has no violations, with the carousel loaded and the form showing its errors', async ({ page }) => {
    await openLanding(page);
    await openCarousel(page);
    await page.getByRole('button', { name: 'Invia Richiesta' }).click();
    await expect(page.getByText('Inserisci il tuo nome')).toBeVisible();
    await expectNoViolations(page);
  });

  test('/ on a phone has no violations, with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page);
    await navigation(page).getByRole('button', { name: 'Apri il menu' }).click();
    await expectNoViolations(page);
  });
});

// The carousel's arrows with the keyboard: web/src/content/components/TestimonialsSection.test.tsx.
test.describe('keyboard alone', () => {
  // The Tab order below depends on the phone's layout, which folds the bar's buttons away.
  test('the menu opens, reaches a section and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page);
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // the doctor's name
    await page.keyboard.press('Tab'); // menu toggle
    await expect(navigation(page).getByRole('button', { name: 'Apri il menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-sezioni').getByRole('button', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-sezioni').getByRole('button', { name: 'Servizi' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#menu-sezioni')).toBeHidden();
    await expect(page.locator('#servizi-title')).toBeFocused();
  });
});
