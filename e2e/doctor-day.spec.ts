import { appointmentInsert } from '@app/schemas/appointments/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { romeDayBounds, romeDayOf } from '@app/schemas/shared/romeTime';
import type { Page } from '@playwright/test';

import { createUser, db } from '../tools/testing/api';
import * as visits from '../tools/testing/appointments';
import { uniqueTag } from '../tools/testing/build';
import { expect, test } from './fixtures';
import { expectNoViolations, openAdminSection } from './helpers';

const MINUTE_MS = 60_000;

/**
 * A visit of `uid` written straight into the agenda, as the booking writes it (the quarter hours
 * aside: nothing books over these times in the test). `start` decides whether it has begun.
 */
async function storeVisit(uid: string, patientName: string, start: Date, status: 'confirmed' | 'pending') {
  const ref = db.collection(COLLECTIONS.appointments).doc(`giornata-${uniqueTag()}`);
  const visit = appointmentInsert.parse({
    userId: uid,
    patientName,
    serviceId: 'controllo-mensile',
    serviceName: 'Controllo Mensile',
    locationId: 'online',
    start,
    end: new Date(start.getTime() + 30 * MINUTE_MS),
    status,
    slotIds: [],
    expiresAt: status === 'pending' ? new Date(Date.now() + 24 * 60 * MINUTE_MS) : null,
  });
  await ref.set({ ...visit, createdAt: new Date(), updatedAt: new Date() });
}

/** Nothing on the page scrolls sideways at 390 px. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe("the doctor's day on her phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, userNames: { firstName: 'Chiara', lastName: 'Giornata' } });

  test("Oggi: one visit arrived, one not, a request confirmed by its date; a patient found by search; the agenda's month", async ({
    page,
    doctor: _doctor,
  }) => {
    test.setTimeout(120_000);
    const surname = `Giornata${uniqueTag()}`;
    const [arrives, stays, asks] = await Promise.all([
      createUser({ firstName: 'Anna', lastName: surname }),
      createUser({ firstName: 'Bruna', lastName: surname }),
      createUser({ firstName: 'Carla', lastName: surname }),
    ]);
    // Two visits begun a few minutes ago, yet today in Rome (just after midnight, at its first minutes).
    const todayStart = romeDayBounds(romeDayOf(new Date())).start.getTime();
    const begun = new Date(Math.max(Date.now() - 10 * MINUTE_MS, todayStart + MINUTE_MS));
    const inThreeDays = new Date(todayStart + 3 * 24 * 60 * MINUTE_MS + 10 * 60 * MINUTE_MS);
    try {
      await Promise.all([
        storeVisit(arrives.uid, `Anna ${surname}`, begun, 'confirmed'),
        storeVisit(stays.uid, `Bruna ${surname}`, new Date(begun.getTime() - MINUTE_MS), 'confirmed'),
        storeVisit(asks.uid, `Carla ${surname}`, inThreeDays, 'pending'),
      ]);

      await page.goto('/');
      const today = page.getByRole('region', { name: 'Oggi' });
      const rowOf = (name: string) => today.getByTestId('visite-di-oggi').getByTestId('agenda-row').filter({ hasText: name });
      await expect(rowOf(`Anna ${surname}`)).toBeVisible({ timeout: 30_000 });
      await expectFitsPhone(page);
      await expectNoViolations(page, 'main');

      await rowOf(`Anna ${surname}`).getByRole('button', { name: 'Arrivata' }).click();
      await expect(rowOf(`Anna ${surname}`).getByText('Svolto')).toBeVisible();
      await rowOf(`Bruna ${surname}`).getByRole('button', { name: 'Non si è presentata' }).click();
      await expect(rowOf(`Bruna ${surname}`).getByText('Mancato')).toBeVisible();
      // The patient's record is one tap away.
      await expect(rowOf(`Anna ${surname}`).getByRole('link', { name: `Anna ${surname}` })).toHaveAttribute(
        'href',
        `/admin/pazienti/${arrives.uid}`,
      );

      // The request shows its date; confirmed, it leaves the list.
      const request = today
        .getByRole('region', { name: 'Richieste in attesa' })
        .getByTestId('agenda-row')
        .filter({ hasText: `Carla ${surname}` });
      const day = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', weekday: 'short', day: 'numeric', month: 'short' }).format(
        inThreeDays,
      );
      await expect(request.getByRole('heading')).toContainText(day);
      await request.getByRole('button', { name: 'Conferma' }).click();
      await expect(request).toBeHidden({ timeout: 30_000 });

      // Every patient is findable: these three have nothing but a visit.
      const patients = await openAdminSection(page, 'pazienti', 'Pazienti');
      await patients.getByLabel('Cerca per nome, e-mail o telefono').fill(`Bruna ${surname}`);
      await expect(patients.getByText(`Bruna ${surname}`).first()).toBeVisible({ timeout: 30_000 });
      await expectFitsPhone(page);

      // The agenda's month shows the busy days and opens one.
      const agenda = await openAdminSection(page, 'agenda', 'Agenda');
      await agenda.getByRole('button', { name: 'Mese' }).click();
      const month = agenda.getByRole('grid', { name: 'Mese' });
      await expect(month.getByRole('button', { name: /visit/ }).first()).toBeVisible();
      await expectFitsPhone(page);
    } finally {
      await visits.removeAppointmentsOf([arrives.uid, stays.uid, asks.uid]);
    }
  });

  test('undo where it is cheap: a confirmation reopened from its toast, a closing day taken back from its toast', async ({
    page,
    doctor: _doctor,
  }) => {
    test.setTimeout(120_000);
    const surname = `Ripensa${uniqueTag()}`;
    const patient = await createUser({ firstName: 'Dora', lastName: surname });
    const todayStart = romeDayBounds(romeDayOf(new Date())).start.getTime();
    try {
      await storeVisit(patient.uid, `Dora ${surname}`, new Date(todayStart + 4 * 24 * 60 * MINUTE_MS + 9 * 60 * MINUTE_MS), 'pending');
      await page.goto('/');
      const requests = page.getByRole('region', { name: 'Oggi' }).getByRole('region', { name: 'Richieste in attesa' });
      const request = requests.getByTestId('agenda-row').filter({ hasText: `Dora ${surname}` });
      await request.getByRole('button', { name: 'Conferma' }).click({ timeout: 30_000 });
      const confirmed = page.getByRole('alert').filter({ hasText: 'Appuntamento confermato' });
      await confirmed.getByRole('button', { name: 'Annulla' }).click();
      // Reopened: the request is back among those to answer.
      await expect(request).toBeVisible({ timeout: 30_000 });
      await expectFitsPhone(page);

      // A closing day, added and taken back from its toast (45 days ahead: beyond any booking).
      const agenda = await openAdminSection(page, 'agenda', 'Agenda');
      await agenda.getByText('Orari e chiusure').click();
      const form = agenda.getByRole('form', { name: 'Giorni di chiusura' });
      const reason = `Chiusura di prova ${uniqueTag()}`;
      await form.getByLabel('Giorno').fill(romeDayOf(new Date(Date.now() + 45 * 24 * 60 * MINUTE_MS)));
      await form.getByLabel('Motivo').fill(reason);
      await form.getByRole('button', { name: 'Aggiungi chiusura' }).click();
      const added = page.getByRole('alert').filter({ hasText: 'Giorno di chiusura aggiunto' });
      await expect(agenda.getByRole('list', { name: 'Chiusure in programma' })).toContainText(reason);
      await expectFitsPhone(page);
      await expectNoViolations(page, 'main');
      await added.getByRole('button', { name: 'Annulla' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Chiusura annullata' })).toBeVisible();
      await expect(agenda.getByText(reason)).toHaveCount(0);
    } finally {
      await visits.removeAppointmentsOf([patient.uid]);
    }
  });
});
