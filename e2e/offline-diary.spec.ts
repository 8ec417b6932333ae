import type { DiaryEntryView, DiaryListView } from '@app/schemas/diary';
import type { MessageView } from '@app/schemas/messages';
import type { Page } from '@playwright/test';

import { api, db } from '../tools/testing/api';
import { consent, eraseDiary, today } from '../tools/testing/diary';
import { expect, test } from './fixtures';

/** What waits in the page's offline outbox (IndexedDB `outbox`, store `items`). */
interface QueuedItem {
  clientId: string;
  kind: 'diaryEntry' | 'message';
  body: Record<string, unknown>;
}
const queuedItems = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<QueuedItem[]>((resolve, reject) => {
        const opening = indexedDB.open('outbox');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction('items').objectStore('items').getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            opening.result.close();
            resolve(reading.result as QueuedItem[]);
          };
        };
      }),
  );

// docs/product.md (Care diary) and docs/messages.md (Offline): what is written without a connection
// waits on the phone, marked 'In attesa di invio', and is sent once when the connection comes back.
test.describe('the offline outbox', () => {
  // Offline, the app opens from the copies a remembered session leaves (docs/offline.md).
  test.use({ userNames: { firstName: 'Sofia', lastName: 'Senzarete' }, remembered: true });

  test('an entry and a message written offline wait on the phone, then are sent once; a retry of the same clientId stores nothing', async ({
    page,
    context,
    member,
  }) => {
    test.setTimeout(120_000);
    await consent(member);
    await db.collection('conversations').doc(member.uid).set({ enabled: true }, { merge: true });
    const entries = async () =>
      (await api<DiaryListView>(`/api/diary?from=${today()}&to=${today()}`, { cookie: member.cookie })).body.entries;
    const myMessages = async () =>
      (await api<MessageView[]>('/api/messages', { cookie: member.cookie })).body.filter((message) => message.from === 'patient');
    try {
      // Both pages once online, so their code is on the phone; then the connection goes.
      await page.goto('/messaggi');
      await expect(page.getByTestId('message-input')).toBeVisible({ timeout: 30_000 });
      await page.getByRole('link', { name: 'Diario', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Evacuazione' })).toBeVisible();
      await context.setOffline(true);

      await page.getByRole('button', { name: 'Evacuazione' }).click();
      await page.getByRole('button', { name: /^2 A forma di salsiccia, ma grumosa/ }).click();
      await page.getByRole('button', { name: 'Salva' }).click();
      const waitingEntry = page.getByTestId('diary-entry').filter({ hasText: 'Bristol tipo 2' });
      await expect(waitingEntry).toContainText('In attesa di invio');
      await expect(waitingEntry).toHaveAttribute('data-pending', 'true');

      await page.getByRole('link', { name: 'Messaggi', exact: true }).click();
      await page.getByTestId('message-input').fill('Scritto in treno, senza rete');
      await page.getByRole('button', { name: 'Invia' }).click();
      const waitingMessage = page.getByTestId('message').filter({ hasText: 'Scritto in treno, senza rete' });
      await expect(waitingMessage.getByTestId('read-receipt')).toHaveText(' · In attesa di invio');

      const queued = await queuedItems(page);
      expect(queued.map((item) => item.kind).sort()).toEqual(['diaryEntry', 'message']);
      expect(await entries()).toEqual([]);
      expect(await myMessages()).toEqual([]);

      // The connection is back: both go, once, and the marks give way to the sent ones.
      await context.setOffline(false);
      await expect(waitingMessage.getByTestId('read-receipt')).toHaveText(' · Inviato', { timeout: 30_000 });
      await expect(page.getByTestId('message').filter({ hasText: 'Scritto in treno, senza rete' })).toHaveCount(1);
      await page.getByRole('link', { name: 'Diario', exact: true }).click();
      const sentEntry = page.getByTestId('diary-entry').filter({ hasText: 'Bristol tipo 2' });
      await expect(sentEntry).toHaveCount(1);
      await expect(sentEntry).not.toContainText('In attesa di invio');
      await expect(sentEntry.getByRole('button', { name: /^Modifica/ })).toBeVisible();
      expect(await queuedItems(page)).toEqual([]);

      const [entry] = await entries();
      expect(await entries()).toHaveLength(1);
      expect(entry).toMatchObject({ kind: 'stool', bristolType: 2 });
      const sentMessages = await myMessages();
      expect(sentMessages.map((message) => message.text)).toEqual(['Scritto in treno, senza rete']);

      // A retry of the same sends (an answer lost on the way) is the same entry and message.
      const queuedEntry = queued.find((item) => item.kind === 'diaryEntry')!;
      const queuedMessage = queued.find((item) => item.kind === 'message')!;
      const again = await api<DiaryEntryView>('/api/diary', {
        method: 'POST',
        cookie: member.cookie,
        body: { ...queuedEntry.body, clientId: queuedEntry.clientId },
      });
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(entry!.id);
      const messageAgain = await api<MessageView>('/api/messages', {
        method: 'POST',
        cookie: member.cookie,
        body: { ...queuedMessage.body, clientId: queuedMessage.clientId },
      });
      expect(messageAgain.status).toBe(201);
      expect(messageAgain.body.id).toBe(sentMessages[0]!.id);
      expect(await entries()).toHaveLength(1);
      expect(await myMessages()).toHaveLength(1);
    } finally {
      await context.setOffline(false);
      await eraseDiary(member.uid);
      const thread = await db.collection('messages').where('conversationId', '==', member.uid).get();
      await Promise.all([...thread.docs.map((document) => document.ref.delete()), db.collection('conversations').doc(member.uid).delete()]);
    }
  });
});
