import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';

import { createUser, db } from '../tools/testing/api';
import { deletePosts, publishPost, uniqueTag } from '../tools/testing/posts';
import { expect, test } from './fixtures';

const postCard = (page: Page, title: string) =>
  page.getByTestId('post').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('community: writing', () => {
  test.use({ userNames: { firstName: 'Scrittrice', lastName: 'Utente' } });

  test('a member publishes a post through the Nuovo Post dialog, validated in the browser', async ({ page, member: _member }) => {
    await page.goto('/community');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/posts')) posts += 1;
    });

    await page.getByRole('button', { name: 'Nuovo Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo Post' });
    await dialog.getByRole('button', { name: 'Pubblica' }).click();
    await expect(dialog.getByText('Il titolo deve avere almeno 5 caratteri')).toBeVisible();
    await expect(dialog.getByText('Il contenuto deve avere almeno 20 caratteri')).toBeVisible();
    await dialog.getByLabel('Titolo').fill('Ciao');
    await dialog.getByLabel('Contenuto').fill('Troppo corto');
    await dialog.getByRole('button', { name: 'Pubblica' }).click();
    await expect(dialog.getByText('Il titolo deve avere almeno 5 caratteri')).toBeVisible();
    expect(posts).toBe(0);

    const title = `La mia prima settimana ${uniqueTag()}`;
    await dialog.getByLabel('Titolo').fill(title);
    await dialog.getByLabel('Contenuto').fill('Ho provato il <b>porridge</b> senza lattosio: promosso!');
    await dialog.getByRole('button', { name: 'Pubblica' }).click();
    await expect(page.getByText('Post creato!')).toBeVisible();
    await expect(page.getByText('Il tuo post è stato pubblicato con successo.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = postCard(page, title);
    // Markup is shown as text, never interpreted.
    await expect(card.getByText('Ho provato il <b>porridge</b> senza lattosio: promosso!')).toBeVisible();
    await expect(card.locator('b')).toHaveCount(0);
    await expect(card.getByText('Scrittrice U.')).toBeVisible();
    expect(posts).toBe(1);
  });
});

test.describe('community', () => {
  test('a member comments, with the validation message and the counts updating', async ({ page, member }) => {
    const post = await publishPost(member, `Domanda sui legumi ${uniqueTag()}`);
    await page.goto('/community');
    const card = postCard(page, post.title);
    await expect(card.getByTestId('comments-count')).toHaveText('0');
    await card.getByTestId('comments-toggle').click();
    await expect(card.getByText('Ancora nessun commento.')).toBeVisible();

    await card.getByLabel('Scrivi un commento').fill('Ok!');
    await card.getByRole('button', { name: 'Commenta' }).click();
    await expect(card.getByText('Il commento deve avere almeno 5 caratteri')).toBeVisible();

    await card.getByLabel('Scrivi un commento').fill('Io li passo al setaccio, così li digerisco meglio.');
    await card.getByRole('button', { name: 'Commenta' }).click();
    await expect(page.getByText('Commento aggiunto!')).toBeVisible();
    await expect(card.getByTestId('comment')).toHaveCount(1);
    await expect(card.getByTestId('comment')).toContainText('Io li passo al setaccio');
    await expect(card.getByTestId('comments-count')).toHaveText('1');
    await expect(card.getByLabel('Scrivi un commento')).toHaveValue('');
  });

  test('likes and unlikes update the count from the answer, and the author sees the point after a reload', async ({
    page: fanPage,
    member: _fan,
    otherMemberPage,
  }) => {
    const { user: author, page: authorPage } = await otherMemberPage({ firstName: 'Autrice', lastName: 'Utente' });
    const post = await publishPost(author, `Ricetta del giorno ${uniqueTag()}`);

    await fanPage.goto('/community');
    const like = postCard(fanPage, post.title).getByRole('button', { name: /^Mi piace/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText('0');
    // The like's answer updates the cached post: no list of posts is read again, and neither is the
    // current user (the point goes to the author, not to the one who likes).
    const reads: string[] = [];
    fanPage.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && (pathname.startsWith('/api/posts') || pathname === '/api/auth/user')) reads.push(pathname);
    });
    const liked = fanPage.waitForResponse((response) => response.url().endsWith(`/api/posts/${post.id}/like`));
    await like.click();
    expect(await (await liked).json()).toEqual({ postId: post.id, isLiked: true, likesCount: 1 });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');
    await fanPage.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    await fanPage.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');

    await authorPage.goto('/community');
    await expect(async () => {
      await authorPage.reload();
      await expect(authorPage.getByTestId('shell-points')).toHaveText('1 punto', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText('0');
    await expect(async () => {
      await authorPage.reload();
      await expect(authorPage.getByTestId('shell-points')).toHaveText('0 punti', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test('a visitor reads posts and comments, is invited to sign in and cannot write', async ({ page }) => {
    const member = await createUser();
    const post = await publishPost(member, `Post per chi visita ${uniqueTag()}`);
    await page.goto('/community');
    await expect(page.getByText('Accedi per pubblicare post, commentare e mettere mi piace.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nuovo Post' })).toHaveCount(0);
    const card = postCard(page, post.title);
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^Mi piace/ })).toHaveCount(0);
    await card.getByTestId('comments-toggle').click();
    await expect(card.getByLabel('Scrivi un commento')).toHaveCount(0);
    await card.getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcommunity$/);

    const status = await page.evaluate(async (postId) => {
      const response = await fetch(`/api/posts/${postId}/like`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"isLiked":true}',
      });
      return response.status;
    }, post.id);
    expect(status).toBe(401);
  });

  test('"Carica altri" loads the next page of older posts', async ({ page, member }) => {
    const tag = uniqueTag();
    // 25 posts from a year ago: below everything else, so they reach past the first page.
    const ids = Array.from({ length: 25 }, (_, index) => `vecchio-${tag}-${index}`);
    const batch = db.batch();
    ids.forEach((id, index) => {
      const at = Timestamp.fromMillis(Date.now() - 365 * 24 * 3600_000 - index * 60_000);
      batch.create(db.collection('posts').doc(id), {
        authorId: member.uid,
        title: `Archivio ${tag} ${index}`,
        content: 'Un post di un anno fa.',
        imageUrl: null,
        likesCount: 0,
        commentsCount: 0,
        createdAt: at,
        updatedAt: at,
      });
    });
    await batch.commit();
    try {
      await page.goto('/community');
      await expect(page.getByTestId('post')).toHaveCount(20);
      await expect(page.getByRole('heading', { name: `Archivio ${tag} 24` })).toHaveCount(0);
      // Press 'Carica altri' until the oldest post shows. The button reads 'Caricamento...' while a
      // page loads: a loop that stopped when 'Carica altri' was not visible could stop mid-load.
      const more = page.getByRole('button', { name: 'Carica altri' });
      const oldest = page.getByRole('heading', { name: `Archivio ${tag} 24` });
      await expect(async () => {
        if (await more.isVisible()) await more.click();
        await expect(oldest).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
      const titles = await page.getByTestId('post').getByRole('heading').allTextContents();
      expect(new Set(titles).size).toBe(titles.length);
    } finally {
      await deletePosts(ids);
    }
  });
});
