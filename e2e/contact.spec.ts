import './emulatorEnv';

import { randomUUID } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { CLIENT_ADDRESS_HEADER, db, uniqueClientAddress } from '../tools/testing/api';
import { at } from '../tools/testing/sessionClock';
import { expectSectionReached, navigation, openLanding } from './landingPage';

// POST /api/contact allows 5 requests per client address in 10 minutes. Every test here comes from
// an address of its own (the test client-address header, which only the emulators read).
let clientAddress = '';
test.beforeEach(async ({ page }) => {
  clientAddress = uniqueClientAddress();
  await page.setExtraHTTPHeaders({ [CLIENT_ADDRESS_HEADER]: clientAddress });
});

const form = (page: Page) => page.getByRole('form', { name: 'Richiesta di consulenza' });
const uniqueEmail = () => `visitatore-${randomUUID().slice(0, 8)}@prova.test`;

async function openForm(page: Page) {
  await openLanding(page);
  await navigation(page).getByRole('button', { name: 'Contatti', exact: true }).click();
  await expectSectionReached(page, 'contatti');
}

async function fillForm(page: Page, email: string) {
  await page.getByLabel('Nome', { exact: true }).fill('Lucia');
  await page.getByLabel('Cognome').fill('Neri');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Telefono').fill('+39 347 555 0101');
  await page.getByLabel('Tipo di consulenza').selectOption('consulenza-pcos');
  await page.getByLabel('Messaggio').fill('Ho la PCOS da due anni e vorrei un piano alimentare.');
}

async function storedRequests(email: string) {
  return (await db.collection('contact_requests').where('email', '==', email).get()).docs.map((doc) => doc.data());
}

// The form's own checks (required fields, the privacy box, the e-mail's shape; nothing sent) are
// tested in jsdom: web/src/content/components/ContactForm.test.tsx.
test.describe('contact form', () => {
  test('a complete request is sent, confirmed, stored in Firestore and the form is reset', async ({ page }) => {
    const email = uniqueEmail();
    // Hold the real request back until the sending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await openForm(page);
    await fillForm(page, email);
    await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
    await form(page).getByRole('button', { name: 'Invia Richiesta' }).click();
    await expect(form(page).getByRole('button', { name: 'Invio in corso...' })).toBeDisabled();
    release();
    expect((await sent).postDataJSON()).toEqual({
      firstName: 'Lucia',
      lastName: 'Neri',
      email,
      phone: '+39 347 555 0101',
      consultationType: 'consulenza-pcos',
      message: 'Ho la PCOS da due anni e vorrei un piano alimentare.',
      privacyAccepted: 'accepted',
    });

    await expect(page.getByText('Richiesta inviata!')).toBeVisible();
    await expect(page.getByText('Grazie! Ti ricontatterò entro 24 ore per fissare la consulenza.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Tipo di consulenza')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /informativa sulla privacy/ })).not.toBeChecked();
    await expect(form(page).getByRole('button', { name: 'Invia Richiesta' })).toBeEnabled();

    const [stored, ...others] = await storedRequests(email);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      firstName: 'Lucia',
      lastName: 'Neri',
      phone: '+39 347 555 0101',
      consultationType: 'consulenza-pcos',
      privacyAccepted: 'accepted',
    });
    expect(Math.abs(stored!.createdAt.toMillis() - Date.now())).toBeLessThan(60_000);
  });

  test('after 5 requests from one address the sixth is refused (429) with the error toast', async ({ page }) => {
    // The limit counts in fixed 10-minute windows: all six requests at one moment of the clock
    // (the emulators' test clock), so a window's end never falls between them.
    const tenMinutes = 10 * 60 * 1000;
    const pinned = at(Math.floor(Date.now() / tenMinutes) * tenMinutes + tenMinutes / 2);
    await page.setExtraHTTPHeaders({ [CLIENT_ADDRESS_HEADER]: clientAddress, ...pinned });
    await openForm(page);
    // Five requests from this visitor's address.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await page.request.post('/api/contact', {
        headers: { [CLIENT_ADDRESS_HEADER]: clientAddress, ...pinned },
        data: { firstName: 'Lucia', lastName: 'Neri', email: uniqueEmail(), phone: '3475550101', privacyAccepted: 'accepted' },
      });
      expect(response.status()).toBe(200);
    }
    const email = uniqueEmail();
    await fillForm(page, email);
    await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form(page).getByRole('button', { name: 'Invia Richiesta' }).click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByText('Errore', { exact: true })).toBeVisible();
    await expect(page.getByText('Si è verificato un errore nell’invio della richiesta. Riprova più tardi.')).toBeVisible();
    // What the visitor typed is kept, to try again later or to call.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    expect(await storedRequests(email)).toEqual([]);
  });

  test('works with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail();
    await openLanding(page);
    // From the top of the page: Tab to the bar's Contatti button and press Enter.
    await navigation(page).getByRole('button', { name: 'Contatti', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectSectionReached(page, 'contatti');
    await expect(page.getByRole('heading', { name: 'Prenota la Tua Consulenza' })).toBeFocused();
    for (
      let presses = 0;
      presses < 10 && !(await page.getByLabel('Nome', { exact: true }).evaluate((input) => input === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();
    await page.keyboard.type('Lucia');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Neri');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('3475550101');
    await page.keyboard.press('Tab'); // consultation type
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab'); // message
    await page.keyboard.press('Tab'); // privacy box
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the privacy link inside the label
    await page.keyboard.press('Tab'); // submit
    await expect(form(page).getByRole('button', { name: 'Invia Richiesta' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Richiesta inviata!')).toBeVisible();
    expect((await storedRequests(email))[0]).toMatchObject({ firstName: 'Lucia', consultationType: 'prima-consulenza' });
  });
});
