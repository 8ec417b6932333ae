import { createUser } from '../tools/testing/api';
import { openPlace, removeAppointmentsOf } from '../tools/testing/appointments';
import { expect, test } from './fixtures';
import { expectNoViolations, openAdminSection, phoneSignedInAs } from './helpers';

const romeDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date);

// The agenda on a phone: the patient picks a day and a time, the doctor confirms, the home page shows it.
test.describe('appointments on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, userNames: { firstName: 'Paola', lastName: 'Agenda' } });

  test('pick a day and a time, book; the doctor confirms; the patient sees it at home and downloads the .ics', async ({
    page,
    member,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const doctor = await createUser({ admin: true, doctor: true, firstName: 'Chiara', lastName: 'Agenda' });
    const restore = await openPlace(doctor, 'monteverde');
    try {
      await page.goto('/services');
      const card = page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name: 'Controllo Mensile', exact: true }) });
      await card.getByRole('button', { name: 'Prenota Ora' }).click();
      const dialog = page.getByRole('dialog', { name: 'Prenota: Controllo Mensile' });
      await expect(dialog.getByText('Scegli giorno e orario')).toBeVisible();

      // A weekday two to nine days ahead in the month the calendar shows.
      const shown = romeDay(new Date(Date.now() + 24 * 60 * 60 * 1000)).slice(0, 7);
      const wanted = [2, 3, 4, 5, 6, 7, 8, 9]
        .map((days) => new Date(Date.now() + days * 24 * 60 * 60 * 1000))
        .find((date) => romeDay(date).startsWith(shown) && ![0, 6].includes(new Date(`${romeDay(date)}T12:00:00Z`).getUTCDay()));
      test.skip(!wanted, 'no weekday ahead in the month shown');
      await dialog.getByRole('gridcell', { name: String(Number(romeDay(wanted!).slice(8))), exact: true }).click();
      const place = dialog.getByRole('region', { name: /^Studio Monteverde/ });
      const firstTime = place.getByRole('button').first();
      await expect(firstTime).toBeVisible({ timeout: 30_000 });
      const chosenTime = (await firstTime.textContent())!.trim();
      await firstTime.click();
      await expect(firstTime).toHaveAttribute('aria-pressed', 'true');
      await expectNoViolations(page, '[role="dialog"]');

      await dialog.getByLabel('Telefono').fill('333 1234567');
      await dialog.getByLabel('Codice fiscale').fill('vrdmrt85a41h501s');
      await dialog.getByLabel('Indirizzo', { exact: false }).first().fill('Via Appia Nuova 80');
      await dialog.getByLabel('Città').fill('Roma');
      await dialog.getByLabel('CAP').fill('00183');
      await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
      await expect(page.getByText('Richiesta inviata!')).toBeVisible();
      // No intake yet: the dialog invites to fill it before the visit.
      const invitation = page.getByRole('dialog', { name: 'Questionario pre-visita' });
      await expect(invitation.getByRole('link', { name: 'Compila il questionario' })).toHaveAttribute('href', '/intake');
      await invitation.getByRole('button', { name: 'Più tardi' }).click();
      await expect(invitation).toBeHidden();

      // The doctor, on her own phone: the request is first in the agenda; she confirms it.
      const context = await phoneSignedInAs(browser, baseURL!, doctor);
      try {
        const doctorPage = await context.newPage();
        const agenda = await openAdminSection(doctorPage, 'agenda', 'Agenda');
        const requests = agenda.getByRole('region', { name: 'Richieste in attesa' });
        const request = requests.getByTestId('agenda-row').filter({ hasText: 'Paola Agenda' });
        await expect(request).toBeVisible({ timeout: 30_000 });
        await expectNoViolations(doctorPage, 'section[aria-label="Agenda"]');
        await request.getByRole('button', { name: 'Conferma' }).click();
        await expect(agenda.getByTestId('agenda-row').filter({ hasText: 'Paola Agenda' }).getByText('Confermato')).toBeVisible();
      } finally {
        await context.close();
      }

      // The patient's home page.
      await page.goto('/');
      const next = page.getByRole('region', { name: 'Il tuo prossimo appuntamento' });
      await expect(next.getByText('Confermato')).toBeVisible();
      await expect(next).toContainText('Studio Monteverde');
      await expect(next).toContainText(chosenTime);
      await expect(next.getByRole('link', { name: 'Apri la mappa' })).toHaveAttribute('href', /google\.com\/maps/);
      await expectNoViolations(page, 'main');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        next.getByRole('link', { name: 'Aggiungi al calendario' }).click(),
      ]);
      const stream = await download.createReadStream();
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      expect(text).toContain('BEGIN:VCALENDAR');
      expect(text).toContain('STATUS:CONFIRMED');
      expect(text).toContain('LOCATION:Circonvallazione Gianicolense 150\\, 00152 Roma');
    } finally {
      await removeAppointmentsOf([member.uid]);
      await restore();
    }
  });
});
