import { diaryDayOf, shiftDay } from '@app/schemas/diary/diary';

import { consent } from '../tools/testing/diary';
import { expect, test } from './fixtures';
import { expectNoViolations } from './helpers';

/** The patient's days are moved with the test clock (X-Test-Now), in the past of the real one. */
const FIRST_DAY = shiftDay(diaryDayOf(new Date()), -30);
const clockOn = (day: string) => ({ 'X-Test-Now': String(Date.parse(`${day}T10:30:00.000Z`)) });

// The FODMAP reintroduction on a phone: the doctor prescribes it, the patient runs a challenge.
test.describe('the FODMAP reintroduction (/fodmap) and the doctor’s card', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the doctor starts a protocol, the patient reports three days of honey and sees it tolerated, the doctor sees it too', async ({
    page,
    doctor: _doctor,
    otherMemberPage,
  }) => {
    test.setTimeout(180_000);
    const { user: patient, page: phone } = await otherMemberPage({ firstName: 'Giada', lastName: 'Fodmap' });
    await consent(patient);

    // The doctor: two weeks of elimination ending the day before the first challenge.
    await page.goto(`/admin/pazienti/${patient.uid}`);
    const card = page.getByRole('region', { name: 'Reintroduzione FODMAP' });
    // Both pages are 390 px wide: the outcomes are cards (list items), not table rows.
    await expect(card.getByRole('button', { name: 'Avvia il protocollo' })).toBeVisible({ timeout: 30_000 });
    await card.getByLabel('Inizio eliminazione').fill(shiftDay(FIRST_DAY, -14));
    await card.getByRole('combobox', { name: 'Settimane di eliminazione' }).click();
    await page.getByRole('option', { name: '2 settimane' }).click();
    await card.getByRole('button', { name: 'Avvia il protocollo' }).click();
    await expect(
      card.getByRole('list', { name: 'Prove di reintroduzione del paziente' }).getByRole('listitem').filter({ hasText: 'Fruttosio' }),
    ).toContainText('Da fare');

    // The patient, day by day.
    for (const [index, symptoms] of [2, 4, 1].entries()) {
      await phone.setExtraHTTPHeaders(clockOn(shiftDay(FIRST_DAY, index)));
      await phone.goto('/fodmap');
      await expect(phone.getByText('Fase: Reintroduzione')).toBeVisible({ timeout: 30_000 });
      if (index === 0) {
        await expect(phone.getByText(/^Puoi iniziare la prossima prova, il fruttosio: il primo giorno miele, 1 cucchiaino/)).toBeVisible();
        await phone.getByRole('button', { name: 'Inizia oggi la prova: Fruttosio' }).click();
        // Starting asks first, saying what it means.
        const confirm = phone.getByRole('dialog', { name: 'Iniziare oggi la prova: Fruttosio?' });
        await expect(confirm).toContainText('oggi 1 cucchiaino, domani 2 cucchiaini, dopodomani 3 cucchiaini');
        await expectNoViolations(phone, '[role="dialog"]');
        await confirm.getByRole('button', { name: 'Inizia la prova' }).click();
      }
      await expect(phone.getByText(`Giorno ${index + 1} di 3 della prova del fruttosio`)).toBeVisible();
      await phone.getByRole('combobox', { name: 'Sintomo peggiore della giornata' }).click();
      await phone.getByRole('option', { name: new RegExp(`^${symptoms} – `) }).click();
      if (index === 0) await expectNoViolations(phone, 'main');
      await phone.getByRole('button', { name: `Salva il giorno ${index + 1}` }).click();
      await expect(phone.getByText(`Giorno ${index + 1} segnato`)).toBeVisible();
    }
    // On the phone the results are cards: 'Esito' and 'Porzione tollerata' without scrolling sideways.
    const honey = phone
      .getByRole('list', { name: 'Le prove di reintroduzione e i loro esiti' })
      .getByRole('listitem')
      .filter({ hasText: 'Fruttosio' });
    await expect(honey).toContainText('Completata');
    await expect(honey).toContainText('Tollerato');
    await expect(honey).toContainText('3 cucchiaini');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.reload();
    await expect(
      card.getByRole('list', { name: 'Prove di reintroduzione del paziente' }).getByRole('listitem').filter({ hasText: 'Fruttosio' }),
    ).toContainText('Tollerato', { timeout: 30_000 });
    // The meal-plan editor shows the outcomes while she writes the next plan.
    await page.getByRole('button', { name: 'Nuovo piano' }).click();
    const beside = page.getByRole('form', { name: 'Piano alimentare' }).getByRole('list', { name: 'Esiti FODMAP per il piano alimentare' });
    await expect(beside.getByRole('listitem').filter({ hasText: 'Fruttosio' })).toContainText('Tollerato');
    await expect(beside.getByRole('listitem').filter({ hasText: 'Fruttosio' })).toContainText('3 cucchiaini');
  });
});
