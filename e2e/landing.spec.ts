import { expect, test } from '@playwright/test';

import {
  activeTestimonial,
  expectSectionReached,
  FIRST_TESTIMONIAL,
  LAST_TESTIMONIAL,
  navigation,
  openCarousel,
  openLanding,
  SECTIONS,
} from './landingPage';

// What needs a real browser: layout, scrolling, Swiper's geometry and drag, the built page's icons and
// chunks. The menu's, the carousel's and the tooltips' logic and the page's content are tested in
// jsdom beside the components (web/src/content/**/*.test.tsx).

test.describe('landing page: navigation', () => {
  test('each navigation button scrolls to its section', async ({ page }) => {
    await openLanding(page);
    // From the bottom up and back down, so every press really has to move the page.
    for (const { id, label } of [...SECTIONS].reverse().concat(SECTIONS.slice(1))) {
      await navigation(page).getByRole('button', { name: label, exact: true }).click();
      await expectSectionReached(page, id);
    }
  });

  test('the doctor’s name is in the bar and Contatti is highlighted', async ({ page }) => {
    await openLanding(page);
    await expect(navigation(page).getByRole('button', { name: /Dott\.ssa Chiara Rossi/ })).toBeVisible();
    const contatti = navigation(page).getByRole('button', { name: 'Contatti', exact: true });
    const servizi = navigation(page).getByRole('button', { name: 'Servizi', exact: true });
    const background = (locator: typeof contatti) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(contatti)).not.toBe(await background(servizi));
    // The bar stays at the top while the page scrolls.
    await page.mouse.wheel(0, 3000);
    await expect(navigation(page)).toBeInViewport();
  });

  test('a link to /#contatti from another page lands on the contact section', async ({ page }) => {
    await page.goto('/#contatti');
    await expectSectionReached(page, 'contatti');
  });
});

test.describe('landing page: small screens', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bar’s buttons fold behind the toggle, whose menu is a vertical list', async ({ page }) => {
    await openLanding(page);
    await expect(navigation(page).getByRole('button', { name: 'Servizi', exact: true })).toBeHidden();
    const menu = page.locator('#menu-sezioni');
    for (const { id, label } of [SECTIONS[3], SECTIONS[5], SECTIONS[1]]) {
      await navigation(page).getByRole('button', { name: 'Apri il menu' }).click();
      await expect(menu).toBeVisible();
      // A vertical list: each entry below the previous one.
      const tops = await menu.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      await menu.getByRole('button', { name: label, exact: true }).click();
      await expect(menu).toBeHidden();
      await expectSectionReached(page, id);
    }
  });

  test('nothing is wider than the screen', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('heading', { name: 'Prenota la Tua Consulenza' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('landing page: testimonials carousel', () => {
  test('previous from the first testimonial brings the last one into view', async ({ page }) => {
    await openLanding(page);
    await openCarousel(page);
    await expect(activeTestimonial(page)).toHaveText(FIRST_TESTIMONIAL);
    await page.getByRole('button', { name: 'Testimonianza precedente' }).click();
    await expect(activeTestimonial(page)).toHaveText(LAST_TESTIMONIAL);
    await expect(page.getByText(LAST_TESTIMONIAL)).toBeInViewport();
  });

  test('shows 3 testimonials at a time on wide screens, 2 on medium, 1 on phones', async ({ page }) => {
    for (const [width, perView] of [
      [1280, 3],
      [1000, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await openLanding(page);
      await openCarousel(page);
      const ratio = await page.locator('.swiper').evaluate((carousel) => {
        const slide = carousel.querySelector('.swiper-slide-active') as HTMLElement;
        return carousel.getBoundingClientRect().width / (slide.getBoundingClientRect().width + 24);
      });
      expect(Math.round(ratio), `a ${width} px`).toBe(perView);
    }
  });

  test('drag moves the carousel', async ({ page }) => {
    await openLanding(page);
    await openCarousel(page);
    const box = (await page.locator('.swiper').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(activeTestimonial(page)).not.toHaveText(FIRST_TESTIMONIAL);
  });
});

test.describe('landing page: content', () => {
  test('every icon of the page is drawn from the icons’ sprite', async ({ page }) => {
    await openLanding(page);
    const icons = page.locator('#landing svg use');
    // A shown icon whose sprite did not load, or whose name the sprite lacks, draws nothing (an
    // empty box); icons of hidden parts (the phone's menu button on a wide screen) are not drawn.
    const blank = (uses: Element[]) =>
      uses.filter((use) => use.closest('svg')!.getBoundingClientRect().width > 0 && (use as SVGUseElement).getBBox().width === 0).length;
    await expect.poll(() => icons.evaluateAll(blank)).toBe(0);
    expect(
      await icons.evaluateAll((uses) => uses.filter((use) => use.closest('svg')!.getBoundingClientRect().width > 0).length),
    ).toBeGreaterThan(20);
  });

  test('a visitor downloads no members’ or admin code and nothing from Firebase', async ({ page }) => {
    const requests: { url: string; type: string }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    await openLanding(page);
    await openCarousel(page);
    await page.getByRole('heading', { name: 'Prenota la Tua Consulenza' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter((request) => request.type === 'script').map((request) => request.url);
    expect(scripts.length).toBeGreaterThan(0);
    const membersOrAdmin =
      /MemberShell|DashboardPage|MyServicesPage|CommunityPage|ClassroomPage|InvoicesPage|AnalyticsPage|AdminPage|LoginPage|MuiProviders|DatePicker/i;
    expect(scripts.filter((url) => membersOrAdmin.test(url))).toEqual([]);
    expect(requests.map((request) => request.url).filter((url) => /firebase|googleapis|gstatic/i.test(url))).toEqual([]);
  });
});
