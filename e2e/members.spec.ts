import { db } from '../tools/testing/api';
import { expect, test } from './fixtures';

const ITALIAN_DATE_TIME =
  /^\d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)( alle ore|,) \d{2}:\d{2}$/;

test.describe('member home', () => {
  test.use({ userNames: { firstName: 'Giorgia', lastName: 'Costa' } });

  test('greets the member and shows the four figures, the 3 latest posts and the first 3 events', async ({ page, member: _member }) => {
    // What the page itself received (other tests may write meanwhile).
    const received = (path: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === 'GET');
    const [statsResponse, postsResponse, eventsResponse] = await Promise.all([
      received('/api/stats'),
      received('/api/posts'),
      received('/api/events'),
      page.goto('/'),
    ]);
    const [stats, posts, events] = await Promise.all([statsResponse.json(), postsResponse.json(), eventsResponse.json()]);
    // Only the 3 posts shown, without their comments.
    expect(new URL(postsResponse.url()).search).toBe('?limit=3&withComments=false');
    expect(posts).toHaveLength(3);

    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Giorgia!' })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Statistiche' });
    for (const [label, value] of [
      ['Membri totali', stats.totalUsers],
      ['Post pubblicati', stats.totalPosts],
      ['Corsi disponibili', stats.totalCourses],
      ['Eventi programmati', stats.totalEvents],
    ]) {
      await expect(figures.getByText(label)).toBeVisible();
      await expect(figures.getByText(String(value), { exact: true }).first()).toBeVisible();
    }

    const recent = page.getByTestId('recent-post');
    await expect(recent).toHaveCount(3);
    await expect(recent.first().getByRole('heading')).toHaveText(posts[0].title);
    await expect(recent.first().getByLabel(`${posts[0].likesCount} mi piace`)).toBeVisible();
    await expect(recent.first().getByLabel(`${posts[0].commentsCount} commenti`)).toBeVisible();

    const upcoming = page.getByTestId('upcoming-event');
    await expect(upcoming).toHaveCount(Math.min(3, events.length));
    await expect(upcoming.first().getByRole('heading')).toHaveText(events[0].title);
    expect(await upcoming.first().locator('time').textContent()).toMatch(ITALIAN_DATE_TIME);
  });

  test('the admin finds the admin dashboard at /dashboard and at / (docs/product.md, Screens)', async ({ page, admin: _admin }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Amministratore' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Amministratore' })).toBeVisible();
  });
});

test.describe('member shell', () => {
  test.use({ userNames: { firstName: 'Valeria', lastName: 'Neri' } });

  test('the header shows name, initial, level and points; logout, search and notifications are there', async ({
    page,
    member: _member,
  }) => {
    await page.goto('/community');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('shell-user-name')).toHaveText('Valeria Neri');
    await expect(header.getByTestId('shell-user').getByText('V', { exact: true })).toBeVisible();
    await expect(header.getByTestId('level-badge')).toHaveText('Livello 1');
    await expect(header.getByTestId('shell-points')).toHaveText('0 punti');
    await expect(header.getByRole('link', { name: 'Esci' })).toHaveAttribute('href', '/api/logout');
    const url = page.url();
    await header.getByRole('button', { name: 'Cerca' }).click();
    await header.getByRole('button', { name: 'Notifiche' }).click();
    expect(page.url()).toBe(url);
  });

  // The badge's text and colour for each level: web/src/community/components/LevelBadge.test.tsx;
  // points to level: schemas/src/community/levels.test.ts. Here, that the header shows what the stored points give.
  test('the header shows the level and points that the stored points give, with the badge’s style', async ({ page, member }) => {
    await db.collection('users').doc(member.uid).update({ points: 65 });
    await page.goto('/community');
    const badge = page.getByTestId('level-badge');
    await expect(badge).toHaveText('Livello 4');
    await expect(badge).toHaveClass(/MuiChip-colorError/);
    await expect(page.getByTestId('shell-points')).toHaveText('65 punti');
  });

  test('the active item is the exact path, or a prefix for items other than Dashboard', async ({ page, member: _member }) => {
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' }).first();
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Community' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('member shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userNames: { firstName: 'Valeria', lastName: 'Neri' } });

  test('the menu opens as a drawer and closes after a choice', async ({ page, member: _member }) => {
    await page.goto('/community');
    await expect(page.getByTestId('shell-user-name')).toBeVisible();
    await expect(page.getByTestId('level-badge')).toBeVisible();
    await expect(page.getByTestId('shell-points')).toBeVisible();
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Navigazione principale' });
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Valeria!' })).toBeVisible();
  });
});
