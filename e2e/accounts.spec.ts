import { randomUUID } from 'node:crypto';

import { PRIVACY_REQUIRED } from '@app/schemas/accounts/auth';
import { practice, privacyNotice } from '@app/schemas/shared/practice';

import { adminAuth, api, CLIENT_ADDRESS_HEADER, createUser, uniqueClientAddress } from '../tools/testing/api';
import { ACCOUNT_SUBJECTS, actionLinkIn, latestMail } from '../tools/testing/mailDev';
import { expect, test } from './fixtures';
import { expectNoViolations, openAdminSection, signIn } from './helpers';

/** Deletes the Auth user of an account made by a test through the site (sign-up, invitation); the profile stays, as in fixtures.ts. */
async function deleteAccount(email: string) {
  const user = await adminAuth.getUserByEmail(email).catch(() => undefined);
  if (user) await adminAuth.deleteUser(user.uid);
}

test.describe('accounts', () => {
  // Per-client limits count by address: each test is a client of its own.
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ [CLIENT_ADDRESS_HEADER]: uniqueClientAddress() });
  });

  test('sign-up from /login: the e-mail to confirm, then the login to the community without the banner', async ({ page }) => {
    const email = `nuova-${randomUUID().slice(0, 8)}@prova.test`;
    const password = 'Girasole-Tranviere-83';
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Crea un account' }).click();
      await expect(page).toHaveURL(/\/registrati$/);
      await expect(page.getByRole('heading', { name: 'Crea un account' })).toBeVisible();

      await page.getByRole('button', { name: 'Crea account' }).click();
      await expect(page.getByText('Inserisci il tuo nome')).toBeVisible();
      await expect(page.getByText("Devi accettare l'informativa sulla privacy per registrarti")).toBeVisible();
      await expectNoViolations(page);

      await page.getByLabel(/^Nome/).fill('Sara');
      await page.getByLabel('Cognome').fill('Conti');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('corta');
      await page.getByRole('button', { name: 'Crea account' }).click();
      await expect(page.getByText('La password deve avere almeno 10 caratteri')).toBeVisible();
      await page.getByLabel('Password').fill('Password123');
      await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
      await page.getByRole('button', { name: 'Crea account' }).click();
      await expect(page.getByText(/La password è troppo facile da indovinare/)).toBeVisible();
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Crea account' }).click();

      await expect(page.getByText('Controlla la tua email per completare la registrazione')).toBeVisible();
      await expectNoViolations(page);

      // The link of the e-mail MailDev received.
      await page.goto(actionLinkIn(await latestMail(email, ACCOUNT_SUBJECTS.verifyEmail)).href);
      await expect(page.getByText('Indirizzo email confermato. Grazie!')).toBeVisible();
      await signIn(page, { email, password });
      await expect(page.getByTestId('shell-user-name')).toHaveText('Sara Conti');
      await expect(page.getByTestId('email-verification-banner')).toHaveCount(0);
    } finally {
      await deleteAccount(email);
    }
  });

  test("password reset from /login: the e-mail's link sets the new password", async ({ page }) => {
    const user = await createUser({ firstName: 'Paola', lastName: 'Fabbri' });
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Password dimenticata?' }).click();
      await expect(page).toHaveURL(/\/password-dimenticata$/);
      // The address changes before the page's chunk has loaded: the login page, with its own Email, shows till then.
      await expect(page.getByRole('heading', { name: 'Password dimenticata?' })).toBeVisible();
      await page.getByLabel('Email').fill(user.email);
      await page.getByRole('button', { name: 'Invia il link' }).click();
      await expect(page.getByText("Se l'indirizzo corrisponde a un account, riceverai a breve")).toBeVisible();
      await expectNoViolations(page);

      await page.goto(actionLinkIn(await latestMail(user.email, ACCOUNT_SUBJECTS.resetPassword)).href);
      await expect(page.getByRole('heading', { name: 'Scegli la password' })).toBeVisible();
      await page.getByLabel('Nuova password').fill('Cometa-Biscotto-Fiume-7');
      await page.getByLabel('Ripeti la password').fill('passworddiversa');
      await page.getByRole('button', { name: 'Salva la password' }).click();
      await expect(page.getByText('Le password non coincidono')).toBeVisible();
      await page.getByLabel('Ripeti la password').fill('Cometa-Biscotto-Fiume-7');
      await page.getByRole('button', { name: 'Salva la password' }).click();
      await expect(page.getByText('Password impostata. Ora puoi accedere con la nuova password.')).toBeVisible();

      await page.getByRole('link', { name: "Vai all'accesso" }).click();
      await signIn(page, { email: user.email, password: 'Cometa-Biscotto-Fiume-7' });
      await expect(page.getByTestId('shell-user-name')).toHaveText('Paola Fabbri');
    } finally {
      await deleteAccount(user.email);
    }
  });

  test('an unknown or used link says so in Italian', async ({ page }) => {
    await page.goto('/account/azione?mode=verifyEmail&oobCode=codice-inventato');
    await expect(page.getByText('Il link non è valido, è scaduto o è già stato usato. Richiedine uno nuovo.')).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/account/azione?mode=altro');
    await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  });

  test("the profile from the header: name, password and 'I miei dati'", async ({ page, member }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Il mio profilo' }).click();
    await expect(page).toHaveURL(/\/profilo$/);
    await expect(page.getByRole('heading', { name: 'Il mio profilo' })).toBeVisible();

    await page.getByLabel(/^Nome/).fill('Martina');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Profilo aggiornato')).toBeVisible();
    await expect(page.getByTestId('shell-user-name')).toHaveText('Martina Verdi');

    await page.getByLabel('Password attuale').fill('sbagliata');
    await page.getByLabel('Nuova password').fill('Cometa-Biscotto-Fiume-7');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await expect(page.getByText('La password attuale non è corretta')).toBeVisible();
    await page.getByLabel('Password attuale').fill(member.password);
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await expect(page.getByText('Password aggiornata. Le altre sessioni sono state chiuse.')).toBeVisible();
    // The session continues with its new cookie.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Il mio profilo' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Scarica i miei dati' }).click();
    expect((await download).suggestedFilename()).toMatch(/^i-miei-dati-\d{4}-\d{2}-\d{2}\.json$/);
  });

  test("'Elimina account' says what goes and what stays, then erases the account", async ({ page, member }) => {
    await page.goto('/profilo');
    await page.locator('#erasure-password').fill(member.password);
    await page.getByRole('button', { name: 'Elimina account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminare il tuo account?' });
    await expect(dialog).toContainText('conservare le fatture per dieci anni');
    await expectNoViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await adminAuth.getUser(member.uid).catch(() => null)) === null).toBe(true);
    // The old password no longer opens anything.
    const again = await api('/api/simple-login', { method: 'POST', body: { username: member.email, password: member.password } });
    expect(again.status).toBe(401);
  });

  test('the admin invites a patient, who sets the password from the copied link', async ({ page, admin: _admin }) => {
    const email = `invitata-${randomUUID().slice(0, 8)}@prova.test`;
    try {
      await openAdminSection(page, 'membri', 'Membri');
      await page.getByRole('button', { name: 'Invita paziente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invita paziente' });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, '[role="dialog"]');
      await dialog.getByLabel(/^Nome/).fill('Giada');
      await dialog.getByLabel('Cognome').fill('Serra');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Invia invito' }).click();

      const sent = page.getByRole('dialog', { name: 'Invito inviato' });
      await expect(sent).toContainText(email);
      await expectNoViolations(page, '[role="dialog"]');
      const link = await sent.getByTestId('invitation-link').inputValue();
      expect(link).toMatch(/\/account\/azione\?mode=resetPassword&oobCode=/);
      await sent.getByRole('button', { name: 'Chiudi' }).click();

      await page.context().clearCookies();
      await page.goto(link);
      await page.getByLabel('Nuova password').fill('Gabbiano-Ortica-Pendolo');
      await page.getByLabel('Ripeti la password').fill('Gabbiano-Ortica-Pendolo');
      await page.getByRole('button', { name: 'Salva la password' }).click();
      await expect(page.getByText('Password impostata.', { exact: false })).toBeVisible();
      // Invited, she never accepted the privacy notice: the first sign-in asks for it.
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: false }).first().fill('Gabbiano-Ortica-Pendolo');
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page.getByText(PRIVACY_REQUIRED)).toBeVisible();
      await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page.getByTestId('shell-user-name')).toHaveText('Giada Serra');
      await expect(page.getByTestId('email-verification-banner')).toHaveCount(0);
    } finally {
      await deleteAccount(email);
    }
  });

  test('the privacy notice is built from the practice data, and the cookie page names the one technical cookie', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Informativa sulla privacy', level: 1 })).toBeVisible();
    const notice = page.getByRole('main');
    for (const text of [
      `Versione ${privacyNotice.version}`,
      `${practice.doctorName}, Biologa Nutrizionista Funzionale, con sede in ${practice.fiscalDetails.registeredOffice}`,
      privacyNotice.contactEmail,
      `Ordini e fatture: ${privacyNotice.invoiceRetentionYears} anni`,
      'art. 6, par. 1, lett. b GDPR',
      'la portabilità (art. 20)',
      'Garante per la protezione dei dati personali',
    ]) {
      await expect(notice).toContainText(text);
    }

    await page.goto('/cookie');
    await expect(page.getByRole('main')).toContainText('un solo cookie tecnico, __session');
    await expect(page.getByRole('main')).toContainText('non mostra un banner per il consenso ai cookie');
  });
});
