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

  test('the calls to action scroll to their sections', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'Scopri la Mia Storia' }).click();
    await expectSectionReached(page, 'storia');
    await page.getByRole('button', { name: 'Contattami' }).click();
    await expectSectionReached(page, 'contatti');

    await navigation(page).getByRole('button', { name: 'Home', exact: true }).click();
    await expectSectionReached(page, 'home');
    await page.getByRole('button', { name: 'Prenota Consulenza' }).click();
    await expectSectionReached(page, 'contatti');

    await navigation(page).getByRole('button', { name: 'Cosa Posso Fare', exact: true }).click();
    await expectSectionReached(page, 'cosa-posso-fare');
    await page.getByRole('button', { name: 'Inizia il Tuo Percorso' }).click();
    await expectSectionReached(page, 'contatti');
  });

  test('“Prenota Ora” on a studio service scrolls to the form with that consultation chosen', async ({ page }) => {
    await openLanding(page);
    const services = page.locator('#servizi');
    await services.getByRole('article').filter({ hasText: 'Controllo Mensile' }).getByRole('button', { name: 'Prenota Ora' }).click();
    await expectSectionReached(page, 'contatti');
    await expect(page.getByLabel('Tipo di consulenza')).toHaveValue('controllo-mensile');
    await services.getByRole('article').filter({ hasText: 'Prima Consulenza' }).getByRole('button', { name: 'Prenota Ora' }).click();
    await expect(page.getByLabel('Tipo di consulenza')).toHaveValue('prima-consulenza');
  });

  test('a link to /#contatti from another page lands on the contact section', async ({ page }) => {
    await page.goto('/#contatti');
    await expectSectionReached(page, 'contatti');
  });
});

test.describe('landing page: small screens', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu toggle opens a vertical list that closes after a choice', async ({ page }) => {
    await openLanding(page);
    const toggle = navigation(page).getByRole('button', { name: 'Apri il menu' });
    // The bar's buttons are folded away behind the toggle.
    await expect(navigation(page).getByRole('button', { name: 'Servizi', exact: true })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    for (const { id, label } of [SECTIONS[3], SECTIONS[5], SECTIONS[1]]) {
      await navigation(page).getByRole('button', { name: /menu/ }).click();
      await expect(navigation(page).getByRole('button', { name: 'Chiudi il menu' })).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator('#menu-sezioni');
      await expect(menu.getByRole('button')).toHaveText(SECTIONS.map((section) => section.label));
      // A vertical list: each entry below the previous one.
      const tops = await menu.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      await menu.getByRole('button', { name: label, exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expectSectionReached(page, id);
    }
  });

  test('Escape closes the menu and gives the focus back to the toggle', async ({ page }) => {
    await openLanding(page);
    const toggle = navigation(page).getByRole('button', { name: 'Apri il menu' });
    await toggle.click();
    await expect(page.locator('#menu-sezioni')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#menu-sezioni')).toBeHidden();
    await expect(navigation(page).getByRole('button', { name: 'Apri il menu' })).toBeFocused();
  });

  test('nothing is wider than the screen', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('heading', { name: 'Prenota la Tua Consulenza' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('landing page: testimonials carousel', () => {
  test('starts at the first testimonial and loops both ways', async ({ page }) => {
    await openLanding(page);
    await openCarousel(page);
    await expect(activeTestimonial(page)).toHaveText(FIRST_TESTIMONIAL);
    await expect(page.getByText('1 / 24')).toBeVisible();

    // Previous from the first shows the last one.
    await page.getByRole('button', { name: 'Testimonianza precedente' }).click();
    await expect(activeTestimonial(page)).toHaveText(LAST_TESTIMONIAL);
    await expect(page.getByText(LAST_TESTIMONIAL)).toBeInViewport();
    await expect(page.getByText('24 / 24')).toBeVisible();

    // Next from the last returns to the first.
    await page.getByRole('button', { name: 'Testimonianza successiva' }).click();
    await expect(activeTestimonial(page)).toHaveText(FIRST_TESTIMONIAL);
    await expect(page.getByText('1 / 24')).toBeVisible();
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

  test('an arrow pressed before the carousel has loaded still moves it', async ({ page }) => {
    await openLanding(page);
    // Straight to the button, without scrolling there first: the press loads Swiper and applies.
    await page.getByRole('button', { name: 'Testimonianza successiva' }).click();
    await expect(activeTestimonial(page)).toHaveText('Marco R.');
  });
});

test.describe('landing page: content', () => {
  test('states the practice’s figures and links the external reviews in a new tab', async ({ page }) => {
    await openLanding(page);
    for (const claim of ['500+', '10+', '4.9/5']) await expect(page.locator('#home')).toContainText(claim);
    const main = page.getByRole('main');
    for (const claim of ['24+', '98%', '6 giorni su 7', 'ogni 2 settimane']) await expect(main).toContainText(claim);
    const reviews = page.getByRole('link', { name: /oltre 180 recensioni a 5 stelle/ });
    await expect(reviews).toHaveAttribute('target', '_blank');
    await expect(reviews).toHaveAttribute('rel', /noopener/);
  });

  test('shows the studio services, the three IBS mistakes and both specializations', async ({ page }) => {
    await openLanding(page);
    const services = page.locator('#servizi');
    await expect(services.getByRole('article').filter({ hasText: 'Prima Consulenza' })).toContainText(/100\s€.*60 minuti/);
    await expect(services.getByRole('article').filter({ hasText: 'Controllo Mensile' })).toContainText(/60\s€.*30 minuti/);
    const mistakes = page.locator('#cosa-posso-fare').getByRole('listitem').filter({ hasText: 'Il problema' });
    await expect(mistakes).toHaveCount(3);
    for (const [index, mistake] of (await mistakes.all()).entries()) {
      await expect(mistake).toContainText(String(index + 1));
      await expect(mistake).toContainText('La soluzione');
    }
    await expect(page.locator('#specializzazioni')).toContainText('(IBS)');
    await expect(page.locator('#specializzazioni')).toContainText('(PCOS)');
  });

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

  test('the contact section and the footer give studios, hours, contacts and fiscal data', async ({ page }) => {
    await openLanding(page);
    const contact = page.locator('#contatti');
    await expect(contact.getByText(/^Studio /)).toHaveCount(6);
    await expect(contact).toContainText('9:00 – 19:00');
    await expect(contact).toContainText('9:00 – 13:00');
    await expect(contact).toContainText('Chiuso');
    await expect(contact.getByRole('link', { name: /\+39/ })).toHaveAttribute('href', /^tel:\+39/);
    await expect(contact.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('P.IVA');
    for (const name of ['Privacy Policy', 'Cookie Policy', 'Termini e Condizioni'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await footer.getByRole('link', { name: 'Specializzazioni' }).click();
    await expectSectionReached(page, 'specializzazioni');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Informativa sulla privacy' })).toBeVisible();
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

test.describe('landing page: tooltips', () => {
  test('open after 700 ms of hover, and at once within 300 ms of another closing', async ({ page }) => {
    await openLanding(page);
    await openCarousel(page);
    // The page's clock from here on is the test's: no waiting on wall-clock time. An installed clock
    // still flows with the wall clock until paused, and on a loaded machine a hover's 700 ms could
    // pass between two steps: paused, it moves only with runFor.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const next = page.getByRole('button', { name: 'Testimonianza successiva' });
    const previous = page.getByRole('button', { name: 'Testimonianza precedente' });
    const tooltip = (name: string) => page.getByRole('tooltip', { name });

    await next.hover();
    await page.clock.runFor(650);
    await expect(tooltip('Testimonianza successiva')).toBeHidden();
    await page.clock.runFor(100);
    await expect(tooltip('Testimonianza successiva')).toBeVisible();

    // Straight on to the neighbour: its tooltip opens without a new wait.
    await previous.hover();
    await expect(tooltip('Testimonianza precedente')).toBeVisible();
    await expect(tooltip('Testimonianza successiva')).toBeHidden();

    // After more than 300 ms elsewhere the full delay applies again.
    await page.getByRole('heading', { name: 'Cosa Dicono i Miei Pazienti' }).hover();
    await page.clock.runFor(400);
    await next.hover();
    await page.clock.runFor(300);
    await expect(tooltip('Testimonianza successiva')).toBeHidden();
    await page.clock.runFor(450);
    await expect(tooltip('Testimonianza successiva')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});
