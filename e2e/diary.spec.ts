import { DIARY_CONSENT } from '@app/schemas/diary/diary';

import { adminAuth, createUser } from '../tools/testing/api';
import { eraseDiary } from '../tools/testing/diary';
import { expect, test } from './fixtures';
import { expectNoViolations, openAdminSection, phoneSignedInAs } from './helpers';

// The care diary on a phone, held in one hand: the patient logs, the doctor reads and comments.
test.describe("the care diary (/diario) and the doctor's Pazienti page", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, userNames: { firstName: 'Elena', lastName: 'Diario' } });

  test('a patient consents, logs a meal, a symptom and a stool, fills the IBS-SSS; the doctor comments; the bell shows it', async ({
    page,
    member,
    browser,
    baseURL,
  }) => {
    // Two phones, five axe analyses and the doctor's charts: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    try {
      await page.goto('/diario');
      await expect(page.getByRole('heading', { name: DIARY_CONSENT.title })).toBeVisible();
      await expectNoViolations(page, 'main');
      await page.getByLabel(DIARY_CONSENT.checkbox).check();
      await page.getByRole('button', { name: 'Acconsento e inizio il diario' }).click();

      // A meal: the button, what was eaten, Salva.
      await page.getByRole('button', { name: 'Pasto' }).click();
      await page.getByLabel('Che cosa hai mangiato').fill('Riso <b>basmati</b> e zucchine');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByTestId('diary-entry').filter({ hasText: 'Riso <b>basmati</b> e zucchine' })).toBeVisible();
      // A symptom in three taps: Sintomi, a chip, Salva.
      await page.getByRole('button', { name: 'Sintomi' }).click();
      await page.getByRole('button', { name: 'Gas' }).click();
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByTestId('diary-entry').filter({ hasText: 'Dolore 0/10 · gonfiore 0/10 · Gas' })).toBeVisible();
      // A stool in three taps: Evacuazione, the Bristol type, Salva.
      await page.getByRole('button', { name: 'Evacuazione' }).click();
      await page.getByRole('button', { name: /^2 A forma di salsiccia, ma grumosa/ }).click();
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByTestId('diary-entry').filter({ hasText: 'Bristol tipo 2: A forma di salsiccia, ma grumosa' })).toBeVisible();
      await expect(page.getByTestId('diary-entry')).toHaveCount(3);

      // The IBS-SSS: pain at its worst on every one of the 10 days, nothing else: 100 + 100 = 200.
      await page.getByRole('button', { name: 'Compila il questionario' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('slider').nth(0).press('End');
      await dialog.getByRole('slider').nth(1).press('End');
      await expectNoViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Invia' }).click();
      await expect(page.getByTestId('ibs-sss-result')).toContainText('Punteggio 200: moderato. Primo questionario.');

      // The doctor, on her own phone.
      const doctor = await createUser({ admin: true, doctor: true, firstName: 'Chiara', lastName: 'Medico' });
      const context = await phoneSignedInAs(browser, baseURL!, doctor);
      try {
        const doctorPage = await context.newPage();
        const patients = await openAdminSection(doctorPage, 'pazienti', 'Pazienti');
        await expect(patients.getByRole('link', { name: 'Elena Diario' })).toBeVisible();
        await doctorPage.getByRole('link', { name: 'Elena Diario' }).click();
        await expect(doctorPage.getByRole('heading', { level: 1, name: 'Elena Diario' })).toBeVisible();
        await expect(doctorPage.getByTestId('patient-entry')).toHaveCount(3);
        await expect(doctorPage.getByTestId('ibs-sss-latest')).toHaveText('Ultimo: 200 (Moderato)');
        await expect(doctorPage.getByText('Riso <b>basmati</b> e zucchine')).toBeVisible();
        await doctorPage.getByRole('button', { name: /^Commenta Evacuazione/ }).click();
        await doctorPage.getByRole('dialog').getByRole('textbox', { name: 'Commento' }).fill('Proviamo a bere di più al mattino.');
        await doctorPage.getByRole('button', { name: 'Invia il commento' }).click();
        // Saved (the toast follows the server's answer) before her phone is put away.
        await expect(doctorPage.getByText('Commento inviato')).toBeVisible();
        await expect(doctorPage.getByText('Proviamo a bere di più al mattino.')).toBeVisible();
      } finally {
        await context.close();
        await adminAuth.deleteUser(doctor.uid);
      }

      // The patient sees it in the bell and under the entry.
      await page.reload();
      const bell = page.getByRole('button', { name: 'Notifiche: 1 da leggere' });
      await expect(bell).toBeVisible();
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifiche' });
      await expect(panel.getByTestId('notification-item')).toContainText('Proviamo a bere di più al mattino.');
      await expectNoViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('diary-comment')).toHaveText(/Proviamo a bere di più al mattino\./);
      await expect(page.getByRole('button', { name: 'Notifiche', exact: true })).toBeVisible();
    } finally {
      await eraseDiary(member.uid);
    }
  });
});
