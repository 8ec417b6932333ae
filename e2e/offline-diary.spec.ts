import type { CurrentUser } from '@app/schemas/accounts/auth';
import type { DiaryEntryView, DiaryListView } from '@app/schemas/diary/diary';
import type { MessageView } from '@app/schemas/messages/messages';
import type { Page } from '@playwright/test';

import { adminAuth, api, createUser, db, type TestUser } from '../tools/testing/api';
import { consent, eraseDiary, today } from '../tools/testing/diary';
import { addSessionCookie, expect, test } from './fixtures';

/** What the device stores of a waiting write (IndexedDB `outbox`, store `items`): its kind and body sealed. */
interface StoredItem {
  clientId: string;
  uid: string;
  sealed: { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };
}
/** A waiting write opened with an account's outbox key; null where that key does not open it. */
interface QueuedItem {
  clientId: string;
  kind: 'diaryEntry' | 'message';
  body: Record<string, unknown>;
}

/** The outbox's items as they lie on the device, opened with `outboxKey` (AES-GCM, as lib/outbox/seal.ts seals them). */
const queuedItems = (page: Page, outboxKey: string) =>
  page.evaluate(async (key) => {
    const stored = await new Promise<StoredItem[]>((resolve, reject) => {
      const opening = indexedDB.open('outbox');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const reading = opening.result.transaction('items').objectStore('items').getAll();
        reading.onerror = () => reject(reading.error);
        reading.onsuccess = () => {
          opening.result.close();
          resolve(reading.result as StoredItem[]);
        };
      };
    });
    const raw = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0));
    const cryptoKey = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    return Promise.all(
      stored.map(async (item) => {
        const { clientId, uid, sealed } = item;
        try {
          const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, cryptoKey, sealed.data);
          return { clientId, uid, ...(JSON.parse(new TextDecoder().decode(plain)) as Omit<QueuedItem, 'clientId'>) };
        } catch {
          // What a reader without the key sees: the fields, none of them the text.
          return { clientId, uid, opened: false as const, fields: Object.keys(item).sort() };
        }
      }),
    );
  }, outboxKey);

/** The account's outbox key, as her session reads it. */
const outboxKeyOf = async (user: TestUser) => (await api<CurrentUser>('/api/auth/user', { cookie: user.cookie })).body.outboxKey;

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

      const queued = (await queuedItems(page, await outboxKeyOf(member))) as QueuedItem[];
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
      expect(await queuedItems(page, await outboxKeyOf(member))).toEqual([]);

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

  test('on a shared browser the next account cannot read her waiting entry; it goes when she signs in again', async ({
    page,
    context,
    member,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const other = await createUser({ firstName: 'Luca', lastName: 'Condiviso', rememberMe: true });
    await Promise.all([consent(member), consent(other)]);
    const entriesOf = async (user: TestUser) =>
      (await api<DiaryListView>(`/api/diary?from=${today()}&to=${today()}`, { cookie: user.cookie })).body.entries;
    const signInOnThisBrowser = async (user: TestUser) => {
      await context.clearCookies();
      await addSessionCookie(context, user, baseURL!);
    };
    try {
      await page.goto('/diario');
      await expect(page.getByRole('button', { name: 'Evacuazione' })).toBeVisible({ timeout: 30_000 });
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Evacuazione' }).click();
      await page.getByRole('button', { name: /^2 A forma di salsiccia, ma grumosa/ }).click();
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByTestId('diary-entry').filter({ hasText: 'Bristol tipo 2' })).toContainText('In attesa di invio');

      // Her session ends on this browser, and Luca signs in: nothing of hers is shown, sent or opened.
      await signInOnThisBrowser(other);
      await context.setOffline(false);
      await page.goto('/diario');
      await expect(page.getByRole('button', { name: 'Evacuazione' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Bristol tipo 2')).toHaveCount(0);
      expect(await queuedItems(page, await outboxKeyOf(other))).toEqual([
        { clientId: expect.any(String), uid: member.uid, opened: false, fields: ['clientId', 'queuedAt', 'sealed', 'uid'] },
      ]);
      expect([...(await entriesOf(member)), ...(await entriesOf(other))]).toEqual([]);

      // She signs in again: her entry goes, as hers, once.
      await signInOnThisBrowser(member);
      await page.goto('/diario');
      const sent = page.getByTestId('diary-entry').filter({ hasText: 'Bristol tipo 2' });
      await expect(sent.getByRole('button', { name: /^Modifica/ })).toBeVisible({ timeout: 30_000 });
      expect(await queuedItems(page, await outboxKeyOf(member))).toEqual([]);
      expect(await entriesOf(member)).toMatchObject([{ kind: 'stool', bristolType: 2 }]);
      expect(await entriesOf(other)).toEqual([]);
    } finally {
      await context.setOffline(false);
      await Promise.all([eraseDiary(member.uid), eraseDiary(other.uid), adminAuth.deleteUser(other.uid)]);
    }
  });
});
