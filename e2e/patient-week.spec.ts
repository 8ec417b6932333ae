/**
 * A patient's week on a phone (390 px, touch): one fresh patient books a visit from /services and
 * finds it on her home without a reload, reads and writes her messages, looks at her FODMAP
 * reintroduction (cards, and a start that asks first), makes a shopping list of her meal plan and
 * copies it, opens her diary's trends, then loses and regains the connection. Every precondition
 * (the doctor's place and hours, messaging, the protocol, the plan, the diary) comes from the API;
 * every page of the walk is checked for sideways scrolling and with axe.
 */
import { weekdayOf } from '@app/schemas/carePlan/carePlan';
import { shiftDay } from '@app/schemas/diary/diary';
import type { FodmapView } from '@app/schemas/fodmap/fodmap';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import type { Page } from '@playwright/test';

import { MEMBER_PATHS } from '../tools/perf/pages';
import { adminAuth, api, createUser, db } from '../tools/testing/api';
import * as visits from '../tools/testing/appointments';
import { publishedPlan } from '../tools/testing/carePlan';
import { consent, eraseDiary, storeEntries, submitIbsSss } from '../tools/testing/diary';
import { dayText, todayInRome } from '../web/src/carePlan/lib/mealPlanText';
import { daysRangeText, shortDayText } from '../web/src/carePlan/lib/shoppingDays';
import { expect, test } from './fixtures';
import { expectNoViolations, fillPrivateBilling } from './helpers';
import { expectPageReady } from './tour';

const PHONE_WIDTH = 390;
const SERVICE = { id: 'controllo-mensile', name: 'Controllo Mensile' };
/** A studio no other spec opens, so its free times are this test's. */
const PLACE = { id: 'eur', name: 'Studio EUR' };
/** One fruit a weekday (Monday first): which days a shopping list covers shows in its foods. */
const FRUIT = ['Mela', 'Pera', 'Banana', 'Kiwi', 'Arancia', 'Fragole', 'Mirtilli'];
/** The copy of web/src/shared/components/NeedsConnection.tsx (a .tsx module, which the tools' type check does not read). */
const NEEDS_CONNECTION_TITLE = 'Questa pagina ha bisogno della connessione';
const MARKER = /^offline: dati del \d{1,2} [a-z]+(,| alle ore) \d{2}:\d{2}$/;

const dayOfSlot = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', weekday: 'long', day: 'numeric', month: 'long' });
const fruitOf = (day: string) => FRUIT[weekdayOf(day) - 1]!;

/** Nothing runs off the phone's screen, and axe finds nothing inside `scope`. */
async function expectPageFits(page: Page, scope = 'main') {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
  await expectNoViolations(page, scope);
}

/** Opens a page from the app's own menu (a drawer on the phone). */
async function openFromMenu(page: Page, label: string) {
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Navigazione principale' });
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(menu).toBeHidden();
}

/** Waits until the page is controlled by the service worker (it registers after load and precaches the app). */
async function controlledBySw(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 45_000 });
}

test.describe("a patient's week on a phone", () => {
  // The service worker keeps a remembered session's reads for offline (docs/offline.md, as e2e/pwa.spec.ts).
  test.use({
    viewport: { width: PHONE_WIDTH, height: 844 },
    hasTouch: true,
    serviceWorkers: 'allow',
    remembered: true,
    userNames: { firstName: 'Giulia', lastName: 'Settimana' },
    // The one walk with the app's animations, as most patients see it: the other tests ask for less motion (playwright.config.ts).
    reducedMotion: 'no-preference',
  });

  test("a patient's week on a phone: booking, messages, FODMAP, plan, diary, offline", async ({ page, context, member }) => {
    test.setTimeout(240_000);
    const doctor = await createUser({ admin: true, doctor: true, firstName: 'Chiara', lastName: 'Settimana' });
    const restorePlace = await visits.openPlace(doctor, PLACE.id, visits.BOOKING_WINDOWS.patientWeek);
    const today = todayInRome();
    // The plan starts in three days: the list must not cover today nor the two days after.
    const startsOn = shiftDay(today, 3);
    try {
      // Preconditions, as the doctor and the patient would have made them.
      await consent(member);
      const messaging = await api(`/api/admin/patients/${member.uid}/messaging`, {
        method: 'PUT',
        cookie: doctor.cookie,
        body: { enabled: true },
      });
      expect(messaging.status).toBe(200);
      // Ten messages, long enough that the thread is taller than the phone; the doctor's is the newest.
      for (let index = 1; index <= 10; index += 1) {
        const text = `Messaggio ${index}: ${'una riga di prova per riempire lo schermo del telefono. '.repeat(3)}`;
        const sent =
          index % 2 === 1
            ? await api('/api/messages', { method: 'POST', cookie: member.cookie, body: { text } })
            : await api(`/api/admin/conversations/${member.uid}/messages`, { method: 'POST', cookie: doctor.cookie, body: { text } });
        expect(sent.status).toBe(201);
      }
      // Two weeks of elimination ended yesterday: the first challenge may start today.
      const protocol = await api(`/api/admin/patients/${member.uid}/fodmap`, {
        method: 'POST',
        cookie: doctor.cookie,
        body: { eliminationStart: shiftDay(today, -14), eliminationWeeks: 2 },
      });
      expect(protocol.status).toBe(201);
      await publishedPlan(doctor, member, {
        title: 'Piano della settimana',
        startsOn,
        days: FRUIT.map((food, index) => ({
          weekday: index + 1,
          meals: [{ meal: 'colazione', items: [{ food, quantity: 100, unit: 'g' }] }],
        })),
      });
      // Ten days of symptoms (pain 4, bloating 6) and stools (Bristol 2 and 6), and one IBS-SSS (280).
      await storeEntries(member.uid, 10, 4);
      await submitIbsSss(member);

      // Her first visit: once the service worker takes the page, what it read is read again through it,
      // so it is kept for offline (step 6 reads it back without a reload of its own).
      await page.goto('/');
      await controlledBySw(page);
      await expectPageReady(page);
      const next = page.getByRole('region', { name: 'Il tuo prossimo appuntamento' });
      await expect(next.getByText('Nessun appuntamento in programma.')).toBeVisible();
      await expectPageFits(page);

      await test.step('1. she books a visit at a free time and finds it on her home', async () => {
        // A mark on this document: the home below must show the booking without a reload.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await next.getByRole('link', { name: 'Prenota una visita' }).click();
        await expectPageReady(page);
        await expect(page.getByTestId('service-card').first()).toBeVisible();
        await expectPageFits(page);
        const card = page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name: SERVICE.name, exact: true }) });
        await card.getByRole('button', { name: 'Prenota Ora' }).click();
        const dialog = page.getByRole('dialog', { name: `Prenota: ${SERVICE.name}` });
        await dialog.getByRole('combobox', { name: 'Dove' }).click();
        await page.getByRole('option', { name: PLACE.name }).click();

        // The picker opens on the studio's first free day, named in Italian.
        const free = await visits.slotsOf(member, SERVICE.id, PLACE.id, today, shiftDay(today, 30));
        const first = free.body[0]!;
        const day = dayOfSlot.format(new Date(first.start));
        expect(day).toMatch(
          /^(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) \d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)$/,
        );
        await expect(dialog.getByText(/^Orari liberi di /)).toHaveText(`Orari liberi di ${day}:`, { timeout: 30_000 });
        const firstTime = dialog
          .getByRole('region', { name: new RegExp(`^${PLACE.name}`) })
          .getByRole('button')
          .first();
        await expect(firstTime).toBeVisible({ timeout: 30_000 });
        const chosenTime = (await firstTime.textContent())!.trim();
        await firstTime.click();
        await expect(firstTime).toHaveAttribute('aria-pressed', 'true');
        await fillPrivateBilling(dialog);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
        await expectNoViolations(page, '[role="dialog"]');
        await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
        await expect(page.getByText('Richiesta inviata!')).toBeVisible();
        const invitation = page.getByRole('dialog', { name: 'Questionario pre-visita' });
        await invitation.getByRole('button', { name: 'Più tardi' }).click();
        await expect(invitation).toBeHidden();

        // Home through the app's menu, no reload: the booking is there.
        await openFromMenu(page, 'Dashboard');
        await expect(next.getByText('In attesa di conferma')).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        await expect(next).toContainText(`${SERVICE.name} · ${PLACE.name}`);
        await expect(next).toContainText(chosenTime);
        await expectPageReady(page);
        await expectPageFits(page);
      });

      await test.step('2. her messages open at the newest, and what she sends shows', async () => {
        await openFromMenu(page, 'Messaggi');
        await expectPageReady(page);
        const messages = page.getByTestId('message');
        // On a closed day of the support an automatic reply follows her first message: the doctor's is still the newest.
        await expect(messages.last()).toContainText('Messaggio 10:');
        await expect(messages.last()).toBeInViewport();
        await expect(page.getByTestId('message-input')).toBeInViewport();
        // The thread is taller than the phone: its start is above the screen.
        await expect(messages.first()).not.toBeInViewport();
        await expectPageFits(page);

        await page.getByTestId('message-input').fill('Grazie, ci vediamo alla visita!');
        await page.getByRole('button', { name: 'Invia' }).click();
        const mine = messages.filter({ hasText: 'Grazie, ci vediamo alla visita!' });
        await expect(mine.getByTestId('read-receipt')).toHaveText(' · Inviato');
        await expect(mine).toBeInViewport();
      });

      await test.step('3. FODMAP: results as cards, and starting a challenge asks first', async () => {
        // The app leads to /fodmap from the diary.
        await openFromMenu(page, 'Diario');
        await page.getByRole('link', { name: 'Apri la reintroduzione FODMAP' }).click();
        await expectPageReady(page);
        await expect(page.getByText('Fase: Reintroduzione')).toBeVisible();
        const outcomes = page.getByRole('list', { name: 'Le prove di reintroduzione e i loro esiti' });
        await expect(outcomes.getByRole('listitem').filter({ hasText: 'Fruttosio' })).toContainText('Da fare');
        await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
        await expectPageFits(page);

        await page.getByRole('button', { name: 'Inizia oggi la prova: Fruttosio' }).click();
        const confirm = page.getByRole('dialog', { name: 'Iniziare oggi la prova: Fruttosio?' });
        await expect(confirm).toContainText('oggi 1 cucchiaino, domani 2 cucchiaini, dopodomani 3 cucchiaini');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
        await expectNoViolations(page, '[role="dialog"]');
        await confirm.getByRole('button', { name: 'Non ancora' }).click();
        await expect(confirm).toBeHidden();
        await expect(page.getByRole('button', { name: 'Inizia oggi la prova: Fruttosio' })).toBeVisible();
        const mine = await api<FodmapView>('/api/fodmap', { cookie: member.cookie });
        expect(mine.body.challenges.filter((challenge) => challenge.startedOn !== null)).toEqual([]);
      });

      await test.step('4. the shopping list covers the days she chooses from the plan’s start, and copies', async () => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await openFromMenu(page, 'Piano');
        await expectPageReady(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Il tuo piano alimentare' })).toBeVisible();
        // Not begun yet: its first day comes first, not today's meals.
        const first = page.getByRole('region', { name: new RegExp(`^Il piano inizia [a-zì]+ ${dayText(startsOn)}$`) });
        await expect(first).toContainText(fruitOf(startsOn));
        const list = page.getByRole('region', { name: 'Lista della spesa' });
        await expect(list.getByRole('button', { name: 'Prossimi 3 giorni' })).toHaveAttribute('aria-pressed', 'true');
        const planned = [0, 1, 2].map((days) => shiftDay(startsOn, days));
        await expect(list).toContainText(`${daysRangeText(planned)} (il piano inizia il ${dayText(startsOn)})`);
        for (const day of planned) await expect(list.getByRole('checkbox', { name: `${fruitOf(day)}: 100 g` })).toBeVisible();
        // Today and the two days before the start are not the plan's yet.
        for (const day of [0, 1, 2].map((days) => shiftDay(today, days))) {
          await expect(list.getByRole('checkbox', { name: `${fruitOf(day)}: 100 g` })).toHaveCount(0);
        }
        await expectPageFits(page);

        // Her own days: the choice starts at the plan's start; she keeps only its first day.
        await list.getByRole('button', { name: 'Scegli i giorni' }).click();
        const chips = list.getByRole('group', { name: 'Scegli i giorni' }).getByRole('button');
        await expect(chips.first()).toHaveText(shortDayText(startsOn));
        await expect(chips.filter({ hasText: shortDayText(today) })).toHaveCount(0);
        await chips.filter({ hasText: shortDayText(planned[1]!) }).click();
        await chips.filter({ hasText: shortDayText(planned[2]!) }).click();
        await expect(list.getByRole('checkbox')).toHaveCount(1);
        await expect(list.getByRole('checkbox', { name: `${fruitOf(startsOn)}: 100 g` })).toBeVisible();

        // Headless Chromium has no share sheet: the list is copied.
        expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
        await list.getByRole('button', { name: 'Condividi la lista' }).click();
        await expect(page.getByText('Lista copiata')).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          `Lista della spesa (${shortDayText(startsOn)})\n\nFrutta e verdura\n- ${fruitOf(startsOn)}: 100 g`,
        );
      });

      await test.step('5. her diary shows her own trends', async () => {
        await openFromMenu(page, 'Diario');
        await expectPageReady(page);
        const trends = page.getByRole('region', { name: 'I tuoi andamenti' });
        const show = trends.getByRole('button', { name: 'Mostra i grafici' });
        await show.click();
        await expect(trends.getByRole('button', { name: 'Nascondi i grafici' })).toHaveAttribute('aria-expanded', 'true');
        const symptoms = trends.getByRole('region', { name: 'Dolore e gonfiore' });
        await expect(symptoms.getByRole('table', { name: 'Dolore e gonfiore per giorno, da 0 a 10' }).getByRole('row')).toHaveCount(11);
        await expect(symptoms.locator('svg').first()).toBeVisible();
        const bristol = trends.getByRole('region', { name: 'Scala di Bristol' });
        await expect(bristol).toContainText('Tipi 1–2: 50% · tipi 6–7: 50%');
        await expect(bristol.getByRole('table', { name: 'Evacuazioni per tipo della scala di Bristol' })).toBeAttached();
        await expect(bristol.locator('svg').first()).toBeVisible();
        const ibsSss = trends.getByRole('region', { name: 'IBS-SSS nel tempo' });
        await expect(ibsSss.getByTestId('ibs-sss-latest')).toHaveText('Ultimo: 280 (Moderato)');
        await expect(trends.getByRole('region', { name: 'Cicli e misure' })).toBeVisible();
        await expectPageReady(page);
        await expectPageFits(page);
      });

      await test.step('6. offline: the last copy of a page read before, a note on a page never opened; back online', async () => {
        await context.setOffline(true);
        await page.reload();
        await expectPageReady(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Diario' })).toBeVisible();
        await expect(page.getByTestId('offline-copies')).toHaveText(MARKER);
        await expectPageFits(page);

        // Every members' page offline: its last copy, or the note that it needs the connection; never a
        // blank page nor a false "no courses".
        for (const path of MEMBER_PATHS) {
          await page.goto(path);
          await expect(page.getByTestId('offline-copies').or(page.getByText(NEEDS_CONNECTION_TITLE)).first(), path).toBeVisible();
          await expect(page.getByText('Nessun corso disponibile'), path).toHaveCount(0);
        }
        await page.goto('/diario');

        // 'Corsi' was never opened: no copy, and the page says so.
        await openFromMenu(page, 'Corsi');
        const note = page.getByRole('alert').filter({ hasText: NEEDS_CONNECTION_TITLE });
        await expect(note).toContainText('Sei offline');
        await expect(note.getByRole('button', { name: 'Riprova' })).toBeVisible();
        await expectPageFits(page);

        // Back online the page reads its data again and the note and the marker go. Playwright gives the
        // page its 'online' event before the service worker has its network back, so the app's own re-read
        // may still fail: then she taps 'Riprova', as the note asks.
        await context.setOffline(false);
        await expect(async () => {
          const retry = note.getByRole('button', { name: 'Riprova' });
          if (await retry.isVisible()) await retry.click({ timeout: 2_000 });
          await expect(page.getByText('Sei offline')).toHaveCount(0, { timeout: 2_000 });
          await expect(page.getByTestId('offline-copies')).toHaveCount(0, { timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await expect(page.getByRole('tabpanel', { name: 'Tutti i Corsi' }).getByRole('listitem').first()).toBeVisible();
      });
    } finally {
      await context.setOffline(false);
      await visits.removeAppointmentsOf([member.uid]);
      await eraseDiary(member.uid);
      const thread = await db.collection(COLLECTIONS.messages).where('conversationId', '==', member.uid).get();
      await Promise.all([
        ...thread.docs.map((document) => document.ref.delete()),
        db.collection(COLLECTIONS.conversations).doc(member.uid).delete(),
      ]);
      await restorePlace();
      await adminAuth.deleteUser(doctor.uid);
    }
  });
});
