import { readFile } from 'node:fs/promises';

import { MEAL_PLAN_RULES, WEEKDAY_LABELS, weekdayOf } from '@app/schemas/carePlan/carePlan';
import { extractText, getDocumentProxy } from 'unpdf';

import { adminAuth, api, createUser } from '../tools/testing/api';
import { publishedPlan, twoDayPlan } from '../tools/testing/carePlan';
import { todayInRome } from '../web/src/carePlan/lib/mealPlanText';
import { addSessionCookie, expect, test } from './fixtures';
import { expectNoViolations } from './helpers';

// The care plan on phones: the doctor writes a two-day plan and publishes it; the patient follows it.
test.describe('the care plan (/piano) and the plan editor of the patient page', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, userNames: { firstName: 'Chiara', lastName: 'Medica' } });

  test('the doctor publishes a two-day plan; the patient sees today, an alternative, ticks the shopping list and downloads the PDF', async ({
    page,
    doctor,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // `page` is signed in as the doctor (the fixture); the patient gets a context of her own below.
    expect(doctor.uid).toBeTruthy();
    const patient = await createUser({ firstName: 'Sara', lastName: 'Piano' });
    const today = weekdayOf(todayInRome());
    // Monday is written first; copied onto today (or onto Tuesday when today is Monday).
    const other = today === 1 ? 2 : today;
    try {
      await page.goto(`/admin/pazienti/${patient.uid}`);
      // The first visit loads the admin area's chunks and the record's reads: on a busy machine that takes a while.
      await expect(page.getByRole('heading', { name: 'Piani alimentari' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Nuovo piano' }).click();
      const editor = page.getByRole('form', { name: 'Piano alimentare' });
      await editor.getByLabel('Titolo del piano').fill('Piano di prova');
      const monday = editor.getByRole('region', { name: 'Lunedì' });
      // A food left without its name is pointed at, in words and at its field.
      await editor.getByRole('button', { name: 'Anteprima e pubblica' }).click();
      await expect(editor.getByRole('alert')).toHaveText('Lunedì, Colazione, alimento 1: Scrivi il nome del cibo');
      await expect(monday.getByRole('combobox', { name: 'Alimento' })).toBeFocused();
      await monday.getByRole('combobox', { name: 'Alimento' }).fill('Yogurt greco');
      await monday.getByRole('textbox', { name: 'Quantità' }).first().fill('150');
      await monday.getByRole('button', { name: '+ alternativa' }).click();
      await monday.getByRole('combobox', { name: 'Oppure' }).fill('Kefir');
      await monday.getByRole('textbox', { name: 'Quantità' }).nth(1).fill('200');
      await monday.getByRole('combobox', { name: 'Unità' }).nth(1).click();
      await page.getByRole('option', { name: 'ml', exact: true }).click();
      await monday.getByRole('button', { name: 'Copia su…' }).click();
      await monday
        .getByRole('group', { name: 'Copia Lunedì su altri giorni' })
        .getByLabel(WEEKDAY_LABELS[other - 1]!)
        .check();
      await monday.getByRole('button', { name: 'Copia', exact: true }).click();
      await expect(
        editor.getByRole('region', { name: WEEKDAY_LABELS[other - 1]! }).getByRole('combobox', { name: 'Alimento' }),
      ).toHaveValue('Yogurt greco');
      await expectNoViolations(page, 'main');
      // Nothing of the editor runs off a 390 px screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await editor.getByRole('button', { name: 'Anteprima e pubblica' }).click();
      const preview = page.getByRole('dialog', { name: 'Anteprima: Piano di prova' });
      await expect(preview.getByRole('region', { name: 'Lunedì' }).getByText('Yogurt greco')).toBeVisible();
      await preview.getByRole('button', { name: 'Pubblica' }).click();
      await expect(page.getByText('In corso')).toBeVisible();

      // The patient, on her own phone.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, acceptDownloads: true });
      try {
        await addSessionCookie(context, patient, baseURL!);
        const phone = await context.newPage();
        await phone.goto('/piano');
        await expect(phone.getByRole('heading', { level: 1, name: 'Il tuo piano alimentare' })).toBeVisible();
        const todaySection = phone.getByRole('region', { name: `Oggi, ${WEEKDAY_LABELS[today - 1]!.toLowerCase()}` });
        await expect(todaySection.getByText('Yogurt greco')).toBeVisible();
        await todaySection.getByRole('button', { name: 'Alternative (1)' }).click();
        await expect(todaySection.getByText('oppure Kefir 200 ml')).toBeVisible();

        // The plan starts today: its two days fall in the next 7, 150 g twice, under its aisle.
        const week = phone.getByRole('button', { name: 'Prossimi 7 giorni' });
        await week.click();
        const item = phone.getByRole('region', { name: 'Latte e latticini' }).getByRole('checkbox', { name: 'Yogurt greco: 300 g' });
        await item.check();
        await phone.reload();
        await week.click();
        await expect(item).toBeChecked();

        const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('link', { name: 'Scarica il PDF' }).click()]);
        expect(download.suggestedFilename()).toMatch(/^piano-alimentare-.*\.pdf$/);
        const bytes = new Uint8Array(await readFile(await download.path()));
        const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
        expect(text.replace(/\s+/g, ' ')).toContain('150 g Yogurt greco');

        await phone.goto('/intake');
        await expect(phone.getByRole('heading', { level: 1, name: 'Questionario pre-visita' })).toBeVisible();
        await phone.getByLabel('Motivo della visita').fill('Gonfiore dopo i pasti');
        await phone.getByLabel('Sindrome dell’intestino irritabile (IBS)').check();
        await phone.getByRole('button', { name: 'Salva il questionario' }).click();
        await expect(phone.getByText('Questionario salvato')).toBeVisible();
      } finally {
        await context.close();
      }
    } finally {
      await adminAuth.deleteUser(patient.uid);
    }
  });

  test('on a phone the closed days hold no meals, and the progress chart loads only when she scrolls near it', async ({
    doctor,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const patient = await createUser({ firstName: 'Sara', lastName: 'Grafico' });
    try {
      // Every day of the week planned, today's dinner as long as a meal may be: the progress section is far below
      // the first screen (and the chart's 400 px margin) even before the shopping list has loaded.
      const foods = Array.from({ length: MEAL_PLAN_RULES.maxItemsPerMeal }, (_, index) => ({
        food: `Alimento ${index + 1}`,
        quantity: 100,
        unit: 'g' as const,
      }));
      const meals = [...twoDayPlan().days[0]!.meals, { meal: 'cena' as const, items: foods }];
      await publishedPlan(doctor, patient, twoDayPlan({ days: WEEKDAY_LABELS.map((_, index) => ({ weekday: index + 1, meals })) }));
      const measured = await api(`/api/admin/patients/${patient.uid}/measurements`, {
        method: 'POST',
        cookie: doctor.cookie,
        body: { date: todayInRome(), weightKg: 62, heightCm: 165, waistCm: 74 },
      });
      expect(measured.status).toBe(201);
      // No service worker: its precache would ask for every chunk.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
      try {
        await addSessionCookie(context, patient, baseURL!);
        const phone = await context.newPage();
        const chartChunks: string[] = [];
        phone.on('request', (request) => {
          if (/\/assets\/LineChart-/.test(request.url())) chartChunks.push(request.url());
        });
        await phone.goto('/piano');
        // At the top of the page, the progress section is far below: its chart is not asked for. (Checked
        // before opening Sunday: the click scrolls the week into view, near the section.)
        const progress = phone.getByRole('region', { name: 'I tuoi progressi' });
        const chart = progress.getByRole('img', { name: 'Grafico di peso e circonferenza vita nel tempo' });
        await expect(progress).toContainText('62 kg');
        await expect(chart).toHaveCount(0);
        expect(chartChunks).toEqual([]);

        const week = phone.getByRole('region', { name: 'La settimana' });
        const sunday = week.getByRole('button', { name: WEEKDAY_LABELS[6]! });
        await expect(sunday).toBeVisible();
        await expect(week.getByText('Riso basmati')).toHaveCount(0);
        await sunday.click();
        await expect(week.getByText('Riso basmati')).toBeVisible();

        await progress.scrollIntoViewIfNeeded();
        await expect(chart).toBeVisible();
        expect(chartChunks).not.toEqual([]);
      } finally {
        await context.close();
      }
    } finally {
      await adminAuth.deleteUser(patient.uid);
    }
  });
});
