import { api } from '../tools/testing/api';
import { expect, test } from './fixtures';
import { expectNoViolations } from './helpers';

// docs/messages.md: the patient writes, the doctor answers from her inbox, each sees the other's
// message and the read receipt without reloading (the open thread polls every 5 seconds).
test.describe('messages with the nutritionist', () => {
  test.use({ userNames: { firstName: 'Chiara', lastName: 'Medica' } });

  test('a member without a package sees why and how to get the service', async ({ otherMemberPage }) => {
    const { page } = await otherMemberPage({ firstName: 'Nina', lastName: 'Senzapercorso' });
    await page.goto('/messaggi');
    // A busy machine may take a while to answer the first call.
    await expect(page.getByText('I messaggi con la nutrizionista sono inclusi nei percorsi online')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Scopri i percorsi online' })).toHaveAttribute('href', '/services');
    // No dead end: a practical question before the first visit goes to the practice.
    const contact = page.getByRole('region', { name: 'Una domanda pratica prima della visita?' });
    await expect(contact.getByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute('href', 'tel:+393331234567');
    await expectNoViolations(page, 'main');
  });

  test('the patient writes, the doctor reads and answers, the patient sees Letto and the answer without reloading', async ({
    page,
    doctor,
    otherMemberPage,
  }) => {
    test.setTimeout(120_000);
    const { user: patient, page: patientPage } = await otherMemberPage({ firstName: 'Paola', lastName: 'Scrivente' });
    const opened = await api(`/api/admin/patients/${patient.uid}/messaging`, {
      method: 'PUT',
      cookie: doctor.cookie,
      body: { enabled: true },
    });
    expect(opened.status).toBe(200);

    await patientPage.goto('/messaggi');
    await expect(patientPage.getByTestId('message-input')).toBeVisible({ timeout: 30_000 });
    await patientPage.getByTestId('message-input').fill('Buongiorno, ho una domanda <b>sul pane</b>');
    await patientPage.getByRole('button', { name: 'Invia' }).click();
    const mine = patientPage.getByTestId('message').filter({ hasText: 'ho una domanda' });
    // Text, never HTML: the tags show as written; what was sent is in view.
    await expect(mine).toContainText('<b>sul pane</b>');
    await expect(mine).toBeInViewport();
    await expect(mine.getByTestId('read-receipt')).toHaveText(' · Inviato');

    await page.goto('/admin/messaggi');
    // This patient's row, by the address of the conversation: a rerun on the same stack has an older Paola's too.
    const row = page.getByTestId('conversation-row').filter({ has: page.locator(`a[href$="/${patient.uid}"]`) });
    await expect(row).toContainText('1 da leggere');
    await row.getByRole('link', { name: 'Paola Scrivente' }).click();
    await expect(page.getByRole('heading', { name: 'Messaggi con Paola Scrivente' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apri la scheda del paziente' })).toHaveAttribute('href', `/admin/pazienti/${patient.uid}`);
    await expect(page.getByTestId('message').filter({ hasText: 'ho una domanda' })).toBeVisible();

    // The doctor opened it: the patient's page shows 'Letto' by itself.
    await expect(mine.getByTestId('read-receipt')).toContainText('Letto alle', { timeout: 10_000 });

    await page.getByTestId('message-input').fill('Certo! Guarda qui: https://www.monashfodmap.com/ e dimmi.');
    await page.getByRole('button', { name: 'Invia' }).click();
    const answer = patientPage.getByTestId('message').filter({ hasText: 'Certo! Guarda qui' });
    await expect(answer).toBeVisible({ timeout: 10_000 });
    const link = answer.getByRole('link', { name: 'https://www.monashfodmap.com/' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The patient has it on screen: the doctor's page shows it read.
    await expect(page.getByTestId('message').filter({ hasText: 'Certo! Guarda qui' }).getByTestId('read-receipt')).toContainText(
      'Letto alle',
      { timeout: 10_000 },
    );
  });
});
