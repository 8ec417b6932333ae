import { expect, test } from './fixtures';
import { DEMO_USER } from './helpers';
import { createEvents, uniqueTag } from './testData';

const tag = uniqueTag();
const titles = {
  public: `Webinar pubblico ${tag}`,
  openEnded: `Incontro senza limite ${tag}`,
  private: `Riunione riservata ${tag}`,
};
/** The Italian long format: weekday, day, month, year and time. */
const LONG_DATE_TIME = /^(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) \d{1,2} \p{L}+ \d{4} (alle ore )?\d{2}:\d{2}$/u;
let removeEvents: () => Promise<void>;

test.beforeAll(async () => {
  removeEvents = await createEvents([
    {
      title: titles.public,
      isPublic: true,
      maxAttendees: 12,
      attendeeCount: 3,
      meetingUrl: 'https://meet.example.com/pubblico',
      daysAhead: 1,
    },
    { title: titles.openEnded, isPublic: true, daysAhead: 2 },
    { title: titles.private, isPublic: false, meetingUrl: 'https://meet.example.com/riservato', daysAhead: 3 },
  ]);
});

test.afterAll(async () => {
  await removeEvents();
});

test.describe('the calendar', () => {
  test('a visitor sees the public events with their attendee count, and no private event', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario Eventi' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Prossimi Eventi' })).toBeVisible();

    const card = page.getByTestId('public-event').filter({ hasText: titles.public });
    await expect(card.getByRole('heading', { name: titles.public })).toBeVisible();
    await expect(card.getByText('3/12 partecipanti')).toBeVisible();
    await expect(card.locator('time')).toHaveText(LONG_DATE_TIME);
    await expect(card.getByRole('link', { name: 'Accedi per iscriverti' })).toHaveAttribute('href', '/login');
    // Meeting links are for participants only.
    await expect(card.getByRole('link', { name: "Partecipa all'evento" })).toHaveCount(0);

    const openEnded = page.getByTestId('public-event').filter({ hasText: titles.openEnded });
    await expect(openEnded).toBeVisible();
    await expect(openEnded.getByText(/partecipanti/)).toHaveCount(0);

    await expect(page.getByText(titles.private)).toHaveCount(0);
  });

  test('the description of a public card is clamped to three lines', async ({ page }) => {
    await page.goto('/calendar');
    const description = page.getByTestId('public-event').filter({ hasText: titles.public }).getByTestId('event-description');
    const { height, lineHeight, scrollHeight } = await description.evaluate((element) => ({
      height: element.clientHeight,
      scrollHeight: element.scrollHeight,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(Math.round(height / lineHeight)).toBe(3);
    expect(scrollHeight).toBeGreaterThan(height);
  });

  test("a visitor's 'Accedi per partecipare' leads to the login and back to the calendar", async ({ page }) => {
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Accedi per partecipare' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario', exact: true })).toBeVisible();
    // Signed in now: the private event and the meeting links appear (nothing kept from the visit).
    await expect(page.getByText(titles.private)).toBeVisible();
  });

  test("a member sees every upcoming event, and its 'Partecipa all'evento' link in a new tab once registered", async ({
    page,
    member: _member,
  }) => {
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'I Tuoi Eventi' })).toBeVisible();

    const card = page.getByTestId('member-event').filter({ hasText: titles.private });
    await expect(card.getByRole('heading', { name: titles.private })).toBeVisible();
    await expect(card.locator('time')).toHaveText(LONG_DATE_TIME);
    // The meeting link goes only to those registered (docs/security.md): until then, that one exists.
    const join = card.getByRole('link', { name: "Partecipa all'evento" });
    await expect(card.getByText("Link disponibile dopo l'iscrizione")).toBeVisible();
    await expect(join).toHaveCount(0);
    await card.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(card.getByText('Sei iscritto')).toBeVisible();
    await expect(join).toHaveAttribute('href', 'https://meet.example.com/riservato');
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');

    // No meeting link, no join button.
    const openEnded = page.getByTestId('member-event').filter({ hasText: titles.openEnded });
    await expect(openEnded).toBeVisible();
    await expect(openEnded.getByRole('link', { name: "Partecipa all'evento" })).toHaveCount(0);
  });
});
