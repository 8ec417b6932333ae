import type { Page } from '@playwright/test';

import { addComment, publishPost, uniqueTag } from '../tools/testing/posts';
import { expect, test } from './fixtures';

const postCard = (page: Page, title: string) =>
  page.getByTestId('post').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe("community: a member's own posts and comments", () => {
  test('a member edits their post in the filled-in dialog and the post shows "modificato"', async ({ page, member }) => {
    const post = await publishPost(member, `Colazione senza glutine ${uniqueTag()}`);
    await page.goto('/community');
    const card = postCard(page, post.title);
    await expect(card.getByTestId('edited')).toHaveCount(0);

    await card.getByRole('button', { name: `Modifica il post «${post.title}»` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica Post' });
    await expect(dialog.getByLabel('Titolo')).toHaveValue(post.title);
    await expect(dialog.getByLabel('Contenuto')).toHaveValue(post.content);
    await dialog.getByLabel('Contenuto').fill('Corto');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByText('Il contenuto deve avere almeno 20 caratteri')).toBeVisible();

    const title = `${post.title} (aggiornato)`;
    await dialog.getByLabel('Titolo').fill(title);
    await dialog.getByLabel('Contenuto').fill('Ho aggiunto la ricetta del pane di grano saraceno.');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Post modificato!')).toBeVisible();
    const edited = postCard(page, title);
    await expect(edited.getByText('Ho aggiunto la ricetta del pane di grano saraceno.')).toBeVisible();
    await expect(edited.getByTestId('edited')).toContainText('modificato');
    await page.reload();
    await expect(postCard(page, title).getByTestId('edited')).toContainText('modificato');
  });

  test('a member deletes their own comment after confirming, and the count follows', async ({ page, member, otherMemberPage }) => {
    const { user: other } = await otherMemberPage();
    const post = await publishPost(other, `Idee per la merenda ${uniqueTag()}`);
    await addComment(member, post.id, 'Il mio commento da togliere');
    await addComment(other, post.id, "Il commento dell'autrice");
    await page.goto('/community');
    const card = postCard(page, post.title);
    await expect(card.getByTestId('comments-count')).toHaveText('2');
    // Someone else's post offers this member no edit or delete.
    await expect(card.getByRole('button', { name: /^(Modifica|Elimina) il post/ })).toHaveCount(0);
    await card.getByTestId('comments-toggle').click();
    const mine = card.getByTestId('comment').filter({ hasText: 'Il mio commento da togliere' });
    const theirs = card.getByTestId('comment').filter({ hasText: "Il commento dell'autrice" });
    await expect(theirs.getByRole('button', { name: /^Elimina/ })).toHaveCount(0);

    await mine.getByRole('button', { name: 'Elimina il tuo commento' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare il commento?' });
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: 'Elimina il tuo commento' }).click();
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Commento eliminato!')).toBeVisible();
    await expect(mine).toHaveCount(0);
    await expect(card.getByTestId('comments-count')).toHaveText('1');
    await page.reload();
    await expect(postCard(page, post.title).getByTestId('comments-count')).toHaveText('1');
  });

  test('a member likes a comment and the count answers', async ({ page, member: _member, otherMemberPage }) => {
    const { user: other } = await otherMemberPage();
    const post = await publishPost(other, `Tisane della sera ${uniqueTag()}`);
    await addComment(other, post.id, 'Finocchio e melissa, ottime.');
    await page.goto('/community');
    const card = postCard(page, post.title);
    await card.getByTestId('comments-toggle').click();
    const like = card.getByRole('button', { name: /^Mi piace al commento/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');
    await page.reload();
    await postCard(page, post.title).getByTestId('comments-toggle').click();
    await expect(postCard(page, post.title).getByRole('button', { name: /^Mi piace al commento/ })).toHaveText('1');
  });
});
