import { readFile } from 'node:fs/promises';

import { expect, test } from './fixtures';

test.describe('analytics', () => {
  test("shows today's cards and the period blocks; the period is in the address and changes the figures", async ({
    page,
    admin: _admin,
  }) => {
    const month = page.waitForResponse((response) => response.url().includes('/api/analytics?period=month'));
    const realtime = page.waitForResponse((response) => response.url().endsWith('/api/analytics/realtime'));
    await page.goto('/analytics');
    expect((await month).status()).toBe(200);
    const today = await (await realtime).json();
    await expect(page.getByRole('button', { name: '30 giorni', pressed: true })).toBeVisible();
    const cards = page.getByTestId('kpi-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.filter({ hasText: 'Post oggi' })).toContainText(String(today.todayPosts));
    await expect(cards.filter({ hasText: 'Utenti attivi' })).toContainText(String(today.activeUsers));
    for (const block of [
      'Crescita della community',
      "Andamento dell'attività",
      'Performance dei corsi',
      'Membri più attivi',
      'Riepilogo: 30 giorni',
    ]) {
      await expect(page.getByRole('heading', { name: block })).toBeVisible();
    }
    // The demo history gives the charts something to draw.
    await expect(page.getByRole('figure', { name: 'Nuovi membri per giorno' }).locator('path.MuiLineChart-line')).toHaveCount(1);

    const year = page.waitForResponse((response) => response.url().includes('/api/analytics?period=year'));
    await page.getByRole('button', { name: '1 anno' }).click();
    const yearData = await (await year).json();
    await expect(page).toHaveURL(/\/analytics\?period=year$/);
    await expect(page.getByRole('heading', { name: 'Riepilogo: 1 anno' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Riepilogo: 1 anno' });
    await expect(summary.getByText('Richieste di consulenza').locator('..')).toContainText(String(yearData.summary.contactRequests.value));
    await page.goBack();
    await expect(page.getByRole('button', { name: '30 giorni', pressed: true })).toBeVisible();
  });

  test("'Esporta CSV' downloads the period's daily series", async ({ page, admin: _admin }) => {
    const week = page.waitForResponse((response) => response.url().includes('/api/analytics?period=week'));
    await page.goto('/analytics?period=week');
    const data = await (await week).json();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`analytics-${data.from}-${data.to}.csv`);
    const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Giorno,Membri attivi,Nuovi membri,Membri totali,Post,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(data.days.map((day: { day: string }) => day.day));
    expect(lines).toHaveLength(data.days.length + 1);
  });

  test('shows the practice first, and the community as the home counts it', async ({ page, admin: _admin }) => {
    const practice = page.waitForResponse((response) => response.url().endsWith('/api/analytics/practice'));
    const stats = page.waitForResponse((response) => response.url().endsWith('/api/stats'));
    await page.goto('/analytics');
    const figures = await (await practice).json();
    const home = await (await stats).json();
    await expect(page.getByRole('heading', { level: 2, name: 'Lo studio' })).toBeVisible();
    // The demo data has visits, invoices and requests: none of the three tables is empty.
    for (const table of ['Visite per settimana', 'fatture e note di credito', 'Richieste di contatto']) {
      await expect(page.getByRole('table', { name: new RegExp(table) })).toBeVisible();
    }
    expect(figures.months.some((month: { invoices: number }) => month.invoices > 0)).toBe(true);
    const members = page.getByRole('region', { name: 'Statistiche' }).getByText('Membri totali').locator('..');
    await expect(members).toContainText(home.totalUsers.toLocaleString('it-IT'));
  });
});
