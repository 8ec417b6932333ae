import { expect, type Page } from '@playwright/test';

/** The landing page's anchored sections with their navigation labels, as the page itself lists them. */
export { type SectionId, NAV_SECTIONS as SECTIONS } from '../web/src/content/content/sections';
import type { SectionId } from '../web/src/content/content/sections';

export const FIRST_TESTIMONIAL = 'Giulia M.';
export const LAST_TESTIMONIAL = 'Teresa M.';

export function navigation(page: Page) {
  return page.getByRole('navigation', { name: 'Sezioni della pagina' });
}

/** Opens / as a visitor and waits until the prerendered page has been taken over by the app (it answers taps). */
export async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-interactive]')).toBeAttached();
}

/**
 * The section has been scrolled to: its top sits just under the fixed bar (or at the very top),
 * once the smooth scroll has settled.
 */
export async function expectSectionReached(page: Page, id: SectionId) {
  const section = page.locator(`#${id}`);
  await expect(section).toBeInViewport();
  await expect
    .poll(async () => Math.round(await section.evaluate((element) => element.getBoundingClientRect().top)), {
      message: `la sezione #${id} arriva in cima alla pagina`,
    })
    .toBeGreaterThanOrEqual(-1);
  await expect.poll(async () => section.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThanOrEqual(80);
}

/** Scrolls to the testimonials and waits for the Swiper carousel (it loads lazily). */
export async function openCarousel(page: Page) {
  await page.getByRole('heading', { name: 'Cosa Dicono i Miei Pazienti' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper-initialized')).toBeVisible();
  await expect(page.locator('.swiper-slide')).toHaveCount(24);
}

/** The name on the first testimonial in view (Swiper's active slide). */
export function activeTestimonial(page: Page) {
  return page.locator('.swiper-slide-active cite');
}
