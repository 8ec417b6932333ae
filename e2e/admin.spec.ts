import type { Page } from '@playwright/test';

import { createUser } from '../tools/testing/api';
import { bookAs, createTestService, removeTestServices } from '../tools/testing/orders';
import { deletePosts, publishPost } from '../tools/testing/posts';
import { expect, test } from './fixtures';
import { adminSectionLink, openAdminSection } from './helpers';
import { db, uniqueTag } from './testData';

/** What a test created through the pages, deleted after the file: collection and field value. */
const created: { collection: string; field: string; value: string }[] = [];
const createdPosts: string[] = [];

test.afterAll(async () => {
  for (const { collection, field, value } of created.splice(0)) {
    const found = await db.collection(collection).where(field, '==', value).get();
    await Promise.all(found.docs.map((document) => document.ref.delete()));
  }
  await deletePosts(createdPosts.splice(0));
  await removeTestServices();
});

// Each test starts signed in as a fresh admin (the `admin` fixture): the login form is session.spec.ts's.
test.use({ userNames: { firstName: 'Dottoressa', lastName: 'Prova' } });

const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test.describe('admin dashboard', () => {
  test('shows the four cards; each section has its own address, so links and the back button work', async ({ page, admin: _admin }) => {
    await page.goto('/admin');
    // The first visit loads the admin area's chunk: on a busy machine that can take a while.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Amministratore' })).toBeVisible({ timeout: 30_000 });
    const stats = page.getByRole('region', { name: 'Statistiche' });
    for (const label of ['Post totali', 'Corsi pubblicati', 'Eventi attivi', 'Servizi attivi'])
      await expect(stats.getByText(label)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/contenuti$/);
    await expect(adminSectionLink(page, 'Contenuti')).toHaveAttribute('aria-current', 'page');
    await adminSectionLink(page, 'Ordini').click();
    await expect(page).toHaveURL(/\/admin\/ordini$/);
    await expect(adminSectionLink(page, 'Contenuti')).not.toHaveAttribute('aria-current');
    await adminSectionLink(page, 'Servizi').click();
    await expect(page).toHaveURL(/\/admin\/servizi$/);
    await page.goBack();
    await expect(adminSectionLink(page, 'Ordini')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Ordini' })).toBeVisible();
  });

  test('creates a course: rules in Italian, price typed in euro and stored in cents', async ({ page, admin: _admin }) => {
    const panel = await openAdminSection(page, 'corsi', 'Corsi');
    await panel.getByRole('button', { name: 'Nuovo Corso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo Corso' });
    const title = `Corso e2e ${uniqueTag()}`;
    created.push({ collection: 'courses', field: 'title', value: title });
    await dialog.getByLabel('Titolo').fill('Brev');
    await dialog.getByLabel('Descrizione').fill('Corta');
    await dialog.getByLabel('Prezzo (€)').fill('-5');
    await dialog.getByRole('button', { name: 'Crea Corso' }).click();
    await expect(dialog.getByText('Il titolo deve avere almeno 5 caratteri')).toBeVisible();
    await expect(dialog.getByText('La descrizione deve avere almeno 20 caratteri')).toBeVisible();
    await expect(dialog.getByText('Il prezzo deve essere positivo')).toBeVisible();

    await dialog.getByLabel('Titolo').fill(title);
    await dialog.getByLabel('Descrizione').fill('Un percorso in sei lezioni per la colazione low-FODMAP.');
    await dialog.getByLabel('Prezzo (€)').fill('49.5');
    await dialog.getByLabel('Livello richiesto').selectOption({ label: '3 · Intermedio' });
    await dialog.getByRole('button', { name: 'Crea Corso' }).click();
    await expect(page.getByText('Corso creato con successo!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, 'Corsi', title);
    await expect(row).toContainText('Bozza');
    await expect(row).toContainText('49,50 €');
    await expect(row).toContainText('Intermedio');
    const stored = await db.collection('courses').where('title', '==', title).get();
    expect(stored.docs[0]?.data()).toMatchObject({ price: 4950, requiredLevel: 3, isPublished: false });
  });

  test('creates a private event with the Italian pickers, at Rome time across the October change', async ({ page, admin: _admin }) => {
    const panel = await openAdminSection(page, 'eventi', 'Eventi');
    await panel.getByRole('button', { name: 'Nuovo Evento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo Evento' });
    const title = `Evento e2e ${uniqueTag()}`;
    created.push({ collection: 'calendar_events', field: 'title', value: title });
    await dialog.getByLabel('Titolo').fill(title);
    await dialog.getByLabel('Descrizione').fill('Un incontro online sulla colazione con la PCOS.');
    // 31 October 2027, the first day of winter time: 10:30 in Rome is 09:30 UTC.
    await dialog.getByRole('group', { name: 'Data' }).getByRole('spinbutton', { name: 'Giorno' }).click();
    await page.keyboard.type('31102027');
    await dialog.getByRole('group', { name: 'Ora' }).getByRole('spinbutton', { name: 'Ore' }).click();
    await page.keyboard.type('1030');
    await dialog.getByLabel('Durata (minuti)').fill('20');
    await dialog.getByRole('button', { name: 'Crea Evento' }).click();
    await expect(dialog.getByText('Durata minima 30 minuti')).toBeVisible();
    await dialog.getByLabel('Durata (minuti)').fill('90');
    await dialog.getByLabel('Partecipanti massimi').fill('12');
    await dialog.getByLabel('Pubblico (visibile nel calendario pubblico)').uncheck();
    await dialog.getByRole('button', { name: 'Crea Evento' }).click();
    await expect(page.getByText('Evento creato con successo!')).toBeVisible({ timeout: 30_000 });
    const row = rowOf(page, 'Eventi', title);
    await expect(row).toContainText('Privato');
    await expect(row).toContainText('31 ott 2027');
    await expect(row).toContainText('10:30');
    await expect(row).toContainText('90 min');
    await expect(row).toContainText('12');
    const stored = (await db.collection('calendar_events').where('title', '==', title).get()).docs[0]!.data();
    expect(stored.startTime.toDate().toISOString()).toBe('2027-10-31T09:30:00.000Z');
    expect(stored).toMatchObject({ isPublic: false, maxAttendees: 12 });
  });

  test('creates a service with the form and edits it in the Modifica Servizio dialog', async ({ page, admin: _admin }) => {
    const panel = await openAdminSection(page, 'servizi', 'Servizi');
    const form = panel.getByRole('form', { name: 'Nuovo Servizio' });
    const name = `Servizio e2e ${uniqueTag()}`;
    created.push({ collection: 'services', field: 'name', value: name }, { collection: 'services', field: 'name', value: `${name} bis` });
    await form.getByLabel('Nome').fill('Ab');
    await form.getByRole('button', { name: 'Crea Servizio' }).click();
    await expect(form.getByText('Il nome deve avere almeno 3 caratteri')).toBeVisible();
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Descrizione').fill('Un servizio creato dal test del browser.');
    await form.getByLabel('Prezzo (€)').fill('75');
    await form.getByLabel('Categoria').selectOption({ label: 'Allenamento' });
    // Kept off the public price list, which other tests read.
    await form.getByLabel('Attivo (visibile nel listino)').uncheck();
    await form.getByRole('button', { name: 'Crea Servizio' }).click();
    await expect(page.getByText('Servizio creato con successo!')).toBeVisible();
    const row = rowOf(page, 'Servizi', name);
    await expect(row).toContainText('75,00 €');
    await expect(row).toContainText('60 minuti');
    await expect(row).toContainText('Inattivo');
    await expect(form.getByLabel('Nome')).toHaveValue('');

    await row.getByRole('button', { name: `Modifica il servizio ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica Servizio' });
    await expect(dialog.getByLabel('Prezzo (€)')).toHaveValue('75');
    await expect(dialog.getByLabel('Durata')).toHaveValue('60');
    await dialog.getByLabel('Nome').fill(`${name} bis`);
    await dialog.getByLabel('Prezzo (€)').fill('80.25');
    await dialog.getByLabel('Durata').fill('3 mesi');
    await dialog.getByRole('button', { name: 'Salva Modifiche' }).click();
    await expect(page.getByText('Servizio aggiornato con successo!')).toBeVisible();
    const edited = rowOf(page, 'Servizi', `${name} bis`);
    await expect(edited).toContainText('80,25 €');
    await expect(edited).toContainText('3 mesi');
    const stored = (await db.collection('services').where('name', '==', `${name} bis`).get()).docs[0]!.data();
    expect(stored).toMatchObject({ price: 8025, duration: '3 mesi', category: 'training', isActive: false });
  });

  test('deletes a post after confirmation', async ({ page, admin: _admin }) => {
    const author = await createUser({ firstName: 'Autrice', lastName: 'Cancellata' });
    const post = await publishPost(author, `Post da eliminare ${uniqueTag()}`);
    createdPosts.push(post.id);
    await openAdminSection(page, 'contenuti', 'Contenuti');
    const row = rowOf(page, 'Post', post.title);
    await expect(row).toContainText('Autrice Cancellata');
    await row.getByRole('button', { name: `Elimina il post ${post.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare il post?' });
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Elimina il post ${post.title}` }).click();
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Post eliminato!')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await db.collection('posts').doc(post.id).get()).exists).toBe(false);
  });

  test('completes one pending order and cancels another; completed ones offer no more buttons', async ({ page, admin: _admin }) => {
    const customer = await createUser({ firstName: 'Cliente', lastName: 'Ordini' });
    const serviceId = await createTestService({ isActive: true });
    const [toComplete, toCancel] = [await bookAs(customer, serviceId), await bookAs(customer, serviceId)];
    await openAdminSection(page, 'ordini', 'Ordini');
    const card = (id: string) => page.getByRole('article', { name: `Ordine ${id.slice(-8)}` });
    await expect(card(toComplete.id)).toContainText('Giulia Bianchi');
    // The patient's note is for the doctor: an admin without her role does not see it (docs/security.md).
    await expect(card(toComplete.id)).not.toContainText('Preferisco il pomeriggio');
    await card(toComplete.id).getByRole('button', { name: 'Completa' }).click();
    const ask = page.getByRole('dialog', { name: "Completa l'ordine" });
    await ask.getByRole('radio', { name: 'Bonifico' }).check();
    await ask.getByRole('button', { name: 'Completa' }).click();
    await expect(page.getByText("L'ordine è stato marcato come completato.")).toBeVisible();
    await expect(card(toComplete.id).getByTestId('order-status')).toHaveText('Completato');
    await expect(card(toComplete.id).getByRole('button', { name: 'Completa' })).toHaveCount(0);
    await card(toCancel.id).getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByText("L'ordine è stato annullato.")).toBeVisible();
    await expect(card(toCancel.id).getByTestId('order-status')).toHaveText('Annullato');
    await expect(card(toCancel.id).getByRole('button')).toHaveCount(0);
  });
});
