import { api } from '../tools/testing/api';
import { consent, countOf, storeEntries } from '../tools/testing/diary';
import { expect, test } from './fixtures';

test.describe("the diary's erasure (/diario, Privacy del diario)", () => {
  test('after withdrawing the consent a patient erases the whole diary: the dialog says what goes and asks the password', async ({
    page,
    member,
  }) => {
    await consent(member);
    await storeEntries(member.uid, 2, 2);
    await page.goto('/diario');
    const privacy = page.getByRole('region', { name: 'Privacy del diario' });
    // While the consent stands, the erasure waits for its withdrawal.
    await expect(privacy.getByText('Dopo la revoca potrai anche cancellare tutto il diario.')).toBeVisible();
    await expect(privacy.getByRole('button', { name: 'Cancella tutto il diario' })).toHaveCount(0);
    await privacy.getByRole('button', { name: 'Revoca il consenso' }).click();
    await privacy.getByRole('button', { name: 'Conferma la revoca' }).click();

    await page.getByRole('button', { name: 'Cancella tutto il diario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancellare tutto il diario?' });
    await expect(dialog).toContainText('i questionari compilati, i commenti della tua nutrizionista');
    await expect(dialog).toContainText('Il tuo account e gli altri dati restano.');
    await dialog.getByRole('button', { name: 'Cancella il diario' }).click();
    await expect(dialog.getByText('Inserisci la password')).toBeVisible();
    await dialog.getByLabel('Password').fill('password-sbagliata');
    await dialog.getByRole('button', { name: 'Cancella il diario' }).click();
    await expect(dialog.getByText('Password non corretta: il diario non è stato cancellato')).toBeVisible();
    expect(await countOf('diaryEntries', member.uid)).toBe(4);

    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Cancella il diario' }).click();
    await expect(page.getByText('Diario cancellato')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await countOf('diaryEntries', member.uid)).toBe(0);
    const exported = await api<{ entries: unknown[] }>('/api/diary/export', { cookie: member.cookie });
    expect(exported.body.entries).toEqual([]);
  });
});
