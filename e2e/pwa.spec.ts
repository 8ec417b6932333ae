/**
 * The app on the home screen (docs/offline.md): the manifest linked from every page, the service
 * worker that controls the members' pages, the last answers of the signed-in account read offline
 * with 'offline: dati del …', a plain note where a page has no copy, the copies gone on sign-out
 * and never shown to another account, and a new version that starts only on 'Aggiorna'.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { DIARY_CONSENT } from '@app/schemas/diary/diary';
import { ACCOUNT_HEADER, COPY_UNTIL_HEADER, PERSONAL_CACHE, PRACTICE_CHUNKS_CACHE } from '@app/schemas/shared/offline';
import type { Page } from '@playwright/test';

import { palette } from '../schemas/src/shared/palette';
import { adminAuth, createUser, db } from '../tools/testing/api';
import { addSessionCookie, expect, test } from './fixtures';
import { adminSectionLink, openAdminSection } from './helpers';

// The other browser tests run without service workers (playwright.config.ts): these need them.
test.use({ serviceWorkers: 'allow' });

/** The service worker the local stack serves (tools/stack.ts: Hosting serves web/dist-emulators). */
const SERVED_SW = join(import.meta.dirname, '..', 'web', 'dist-emulators', 'sw.js');

const MARKER = /^offline: dati del \d{1,2} [a-z]+(,| alle ore) \d{2}:\d{2}$/;

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Waits until the page is controlled by the service worker (it registers after load and precaches the app). */
async function controlledBySw(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 45_000 });
}

/** The personal cache as the page sees it: each entry's path and the account it belongs to. */
const personalCache = (page: Page) =>
  page.evaluate(
    async ([name, header]) => {
      if (!(await caches.has(name!))) return [];
      const cache = await caches.open(name!);
      const entries = await Promise.all(
        (await cache.keys()).map(async (request) => ({
          path: new URL(request.url).pathname,
          account: (await cache.match(request))?.headers.get(header!) ?? null,
        })),
      );
      return entries.filter((entry) => entry.account !== null);
    },
    [PERSONAL_CACHE, ACCOUNT_HEADER],
  );

/** The home read online with the service worker in control: its session and its reads are copied into the personal cache. */
async function homeReadOnline(page: Page) {
  await page.goto('/');
  await controlledBySw(page);
  await page.reload();
  await expect(page.getByText('Ciao, Irene!')).toBeVisible();
  await expect
    .poll(async () => (await personalCache(page)).map((entry) => entry.path))
    .toEqual(expect.arrayContaining(['/api/auth/user', '/api/appointments', '/api/stats']));
}

test.describe('the web app manifest', () => {
  test('is linked from the landing page, the app page and the legal pages, in Italian, with fetchable icons', async ({ request }) => {
    for (const path of ['/', '/diario', '/privacy']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Nutrizione Funzionale'),
      short_name: 'Nutrizione',
      lang: 'it',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: palette.primary,
      background_color: palette.background,
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
    }
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');
  });
});

test.describe('offline', () => {
  // Only a remembered session ('Ricordami') leaves copies on the device (docs/offline.md).
  test.use({ userNames: { firstName: 'Irene', lastName: 'Offline' }, remembered: true });

  test("the last home and diary read offline with 'offline: dati del …'; a page never opened says it needs a connection", async ({
    page,
    context,
    member: _member,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/diario');
    await controlledBySw(page);
    await page.getByLabel(DIARY_CONSENT.checkbox).check();
    await page.getByRole('button', { name: 'Acconsento e inizio il diario' }).click();
    await page.getByRole('button', { name: 'Pasto' }).click();
    await page.getByLabel('Che cosa hai mangiato').fill('Riso e zucchine offline');
    await page.getByRole('button', { name: 'Salva' }).click();
    const entry = page.getByTestId('diary-entry').filter({ hasText: 'Riso e zucchine offline' });
    await expect(entry).toBeVisible({ timeout: 30_000 });
    // Read once more online (the diary's answers after the new entry), then the home page.
    await page.reload();
    await expect(entry).toBeVisible({ timeout: 30_000 });
    await page.goto('/');
    await expect(page.getByText('Ciao, Irene!')).toBeVisible();
    await expect(page.getByTestId('offline-copies')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Ciao, Irene!')).toBeVisible();
    await expect(page.getByTestId('shell-user-name')).toHaveText('Irene Offline');
    await expect(page.getByTestId('offline-copies')).toHaveText(MARKER);
    await page.getByRole('link', { name: 'Diario' }).first().click();
    await expect(entry).toBeVisible();
    await page.goto('/diario');
    await expect(entry).toBeVisible();
    await expect(page.getByTestId('offline-copies')).toHaveText(MARKER);

    // Never opened online: no copy. The page says so, with a way home.
    await page.goto('/invoices');
    const note = page.getByRole('alert').filter({ hasText: 'Questa pagina ha bisogno della connessione' });
    await expect(note).toBeVisible();
    await note.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByText('Ciao, Irene!')).toBeVisible();

    // Back online, the page reads current data again.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText('Ciao, Irene!')).toBeVisible();
    await expect(page.getByTestId('offline-copies')).toHaveCount(0);
  });

  test('signing out empties the personal cache; another account never sees the first one’s copies', async ({
    page,
    context,
    member,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await homeReadOnline(page);
    expect(new Set((await personalCache(page)).map((entry) => entry.account))).toEqual(new Set([member.uid]));

    // Another account's session in the same browser: its first answers empty the cache before they are kept.
    const other = await createUser({ firstName: 'Sara', lastName: 'Seconda', rememberMe: true });
    try {
      await addSessionCookie(context, other, baseURL!);
      await page.reload();
      await expect(page.getByText('Ciao, Sara!')).toBeVisible();
      await expect.poll(async () => new Set((await personalCache(page)).map((entry) => entry.account))).toEqual(new Set([other.uid]));
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('shell-user-name')).toHaveText('Sara Seconda');
      await expect(page.getByText('Irene')).toHaveCount(0);
      await context.setOffline(false);

      // Signing out ('Esci') leaves nothing personal behind.
      await page.getByRole('link', { name: 'Esci' }).click();
      // The member's home is at '/' too: the landing page's own heading says the sign-out's
      // navigation has landed, so the cache is read in the page that stays (not in one going away).
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: /Ritrova il benessere/ })).toBeVisible();
      await expect.poll(() => personalCache(page)).toEqual([]);
      // The sign-out went through to the API (the service worker does not answer it): the session is gone.
      expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);
      // Offline, nobody is signed in any more: the landing page, no member's data.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('shell-user-name')).toHaveCount(0);
      await expect(page.getByText('Sara Seconda')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
      await adminAuth.deleteUser(other.uid);
    }
  });
});

test.describe('nothing kept', () => {
  test('of a session not remembered (a shared computer): offline, nothing of hers shows', async ({ page, context, member: _member }) => {
    await page.goto('/');
    await controlledBySw(page);
    await page.reload();
    await expect(page.getByText('Ciao, Marta!')).toBeVisible();
    await context.setOffline(true);
    try {
      await page.reload();
      // No copy of her session: the app's frame is there, and nothing of hers in it.
      await expect(page.getByRole('status', { name: 'Caricamento' })).toBeVisible();
      await expect(page.getByTestId('shell-user-name')).toHaveCount(0);
      await expect(page.getByText('Ciao, Marta!')).toHaveCount(0);
      await expect(page.getByText('Marta Verdi')).toHaveCount(0);
      expect(await personalCache(page)).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });

  test.describe('of a remembered session', () => {
    test.use({ userNames: { firstName: 'Irene', lastName: 'Scaduta' }, remembered: true });

    test('past its end (idle or absolute): offline, nothing of hers shows, and the copies go', async ({
      page,
      context,
      member: _member,
    }) => {
      await homeReadOnline(page);
      // Time passes offline beyond the session's end: each copy's stamp is now in the past.
      await page.evaluate(
        async ([name, header]) => {
          const cache = await caches.open(name!);
          for (const request of await cache.keys()) {
            const copy = (await cache.match(request))!;
            if (!copy.headers.has(header!)) continue;
            const headers = new Headers(copy.headers);
            headers.set(header!, new Date(Date.now() - 1000).toISOString());
            await cache.put(request, new Response(await copy.blob(), { status: copy.status, headers }));
          }
        },
        [PERSONAL_CACHE, COPY_UNTIL_HEADER],
      );
      await context.setOffline(true);
      try {
        await page.reload();
        await expect(page.getByRole('status', { name: 'Caricamento' })).toBeVisible();
        await expect(page.getByTestId('shell-user-name')).toHaveCount(0);
        await expect(page.getByText('Ciao, Irene!')).toHaveCount(0);
        await expect.poll(() => personalCache(page)).toEqual([]);
      } finally {
        await context.setOffline(false);
      }
    });
  });

  test.describe('of an admin', () => {
    test.use({ remembered: true });

    test('reading every customer’s orders: Cache Storage holds none of them', async ({ page, admin: _admin }) => {
      await page.goto('/admin/ordini');
      await controlledBySw(page);
      await openAdminSection(page, 'ordini', 'Ordini');
      // The orders' answer came through the service worker, which kept nothing of it.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/api/orders'))))
        .toBe(true);
      expect(await personalCache(page)).toEqual([]);
    });
  });
});

test.describe('a repeat visit', () => {
  test.use({ userNames: { firstName: 'Irene', lastName: 'Ritorno' }, remembered: true });

  test('the home paints no last copy before the session has answered: the skeleton, then the network’s answers', async ({
    page,
    context,
    member,
  }) => {
    test.setTimeout(120_000);
    await homeReadOnline(page);

    // The name changes on the server; the session and the home's reads are held on their way.
    await db.collection('users').doc(member.uid).update({ firstName: 'Irma' });
    let held = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/api\/(auth\/user|appointments|stats)$/, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    try {
      await page.reload({ waitUntil: 'commit' });
      await expect.poll(() => held).toBeGreaterThanOrEqual(3);
      // Nothing from the network yet: the skeleton, and nothing of the last visit (the device may be shared).
      await expect(page.locator('[aria-label^="Caricamento"]').first()).toBeVisible();
      await expect(page.getByText('Irene Ritorno')).toHaveCount(0);
      await expect(page.getByText('Ciao, Irene!')).toHaveCount(0);
      // The chunks come from the service worker all at once: they are asked for only after the first paint.
      const order = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
        firstChunk: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(order.firstChunk).toBeGreaterThanOrEqual(order.firstPaint);
      release();
      await expect(page.getByText('Ciao, Irma!')).toBeVisible();
      await expect(page.getByTestId('shell-user-name')).toHaveText('Irma Ritorno');
    } finally {
      release();
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});

test.describe('a new version', () => {
  test("waits for 'Aggiorna': nothing reloads before the click, the new version takes over after it", async ({ page, member: _member }) => {
    test.setTimeout(120_000);
    await page.goto('/profilo');
    await controlledBySw(page);
    // A deploy: the next check of /sw.js finds a changed file (the served build's, put back at the end).
    const original = readFileSync(SERVED_SW, 'utf8');
    writeFileSync(SERVED_SW, `${original}\n// nuova versione\n`);
    try {
      await page.evaluate(() => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      const prompt = page.getByText('Nuova versione disponibile: aggiorna');
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      // Waiting: the new version is installed and waits, and the page is the same page (no reload).
      await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);

      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Aggiorna' }).click()]);
      await expect(page.getByTestId('shell-user-name')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(false);
      await expect(prompt).toHaveCount(0);
    } finally {
      writeFileSync(SERVED_SW, original);
    }
  });
});

test.describe("the practice's pages", () => {
  test('are not precached but kept once used; a chunk a deploy removed leads to the new version in one tap', async ({
    page,
    admin: _admin,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/ordini');
    await controlledBySw(page);
    await page.reload();
    await expect(adminSectionLink(page, 'Ordini')).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
    // A patient's install carries none of the admin's chunks; the admin's are kept as she uses them.
    const cached = await page.evaluate(async (practiceCache) => {
      const urlsOf = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
      const precache = (await caches.keys()).find((name) => name.includes('precache'));
      return { precache: await urlsOf(precache!), practice: await urlsOf(practiceCache) };
    }, PRACTICE_CHUNKS_CACHE);
    expect(cached.precache.some((path) => /\/MemberShell-.+\.js$/.test(path))).toBe(true);
    expect(cached.precache.filter((path) => /\/(AdminShell|OrdersSection|AuditSection)-.+\.js$/.test(path))).toEqual([]);
    expect(cached.practice.some((path) => /\/AdminShell-.+\.js$/.test(path))).toBe(true);

    // A deploy: a new /sw.js, and the old build's chunk of a section not opened yet is gone.
    const auditChunk = readdirSync(join(SERVED_SW, '..', 'assets')).find((file) => /^AuditSection-.+\.js$/.test(file))!;
    const gone = `**/assets/${auditChunk}`;
    // The service worker fetches it: only the context's routes see a service worker's requests.
    await page.context().route(gone, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const original = readFileSync(SERVED_SW, 'utf8');
    writeFileSync(SERVED_SW, `${original}\n// nuova versione\n`);
    try {
      await adminSectionLink(page, 'Registro').click();
      const failed = page.getByRole('alert').filter({ hasText: 'Si è verificato un problema nel caricare la pagina.' });
      await expect(failed).toBeVisible({ timeout: 30_000 });
      // The new build has its chunk. One tap: the new version takes over, then the page reloads with it.
      await page.context().unroute(gone);
      await page.evaluate(() =>
        navigator.serviceWorker.addEventListener('controllerchange', () => sessionStorage.setItem('nuova-versione', 'sì')),
      );
      await Promise.all([
        page.waitForEvent('load', { timeout: 60_000 }),
        failed.getByRole('button', { name: 'Ricarica la pagina' }).click(),
      ]);
      expect(await page.evaluate(() => sessionStorage.getItem('nuova-versione'))).toBe('sì');
      await expect(adminSectionLink(page, 'Registro')).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
      await expect(page.getByRole('alert').filter({ hasText: 'Si è verificato un problema' })).toHaveCount(0);
    } finally {
      writeFileSync(SERVED_SW, original);
    }
  });
});
