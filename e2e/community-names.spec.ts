import type { Page } from '@playwright/test';

import { deletePosts, publishPost, uniqueTag } from '../tools/testing/posts';
import { expect, test } from './fixtures';

const postCard = (page: Page, title: string) =>
  page.getByTestId('post').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('community names', () => {
  test.use({ userNames: { firstName: 'Giulia', lastName: 'Bianchi' } });

  test('a member chooses a nickname in the profile, refused first with an address, and the others see it on her post', async ({
    page,
    member,
    otherMemberPage,
  }) => {
    const post = await publishPost(member, `Il mio primo mese ${uniqueTag()}`);
    const { page: readerPage } = await otherMemberPage({ firstName: 'Lettrice', lastName: 'Curiosa' });
    try {
      await readerPage.goto('/community');
      await expect(postCard(readerPage, post.title).getByText('Giulia B.')).toBeVisible();

      await page.goto('/profilo');
      const card = page.getByRole('region', { name: 'Come ti vedono nella community' });
      await expect(card.getByRole('radio', { name: "Con l'iniziale del cognome" })).toBeChecked();
      await expect(card.getByText('Gli altri membri vedranno: Giulia B.')).toBeVisible();

      await card.getByRole('radio', { name: 'Con un soprannome' }).check();
      await card.getByRole('textbox', { name: 'Soprannome' }).fill('giulia@example.com');
      await card.getByRole('button', { name: 'Salva preferenza' }).click();
      await expect(card.getByText('Il soprannome non può contenere un indirizzo email')).toBeVisible();

      const nickname = `Girasole ${uniqueTag().slice(-5)}`;
      await card.getByRole('textbox', { name: 'Soprannome' }).fill(nickname);
      await expect(card.getByText(`Gli altri membri vedranno: ${nickname}`)).toBeVisible();
      await card.getByRole('button', { name: 'Salva preferenza' }).click();
      await expect(page.getByText('Preferenza salvata')).toBeVisible();

      await readerPage.reload();
      const seen = postCard(readerPage, post.title);
      await expect(seen.getByText(nickname)).toBeVisible();
      await expect(seen.getByText('Giulia B.')).toHaveCount(0);

      await page.reload();
      await expect(card.getByRole('radio', { name: 'Con un soprannome' })).toBeChecked();
      await expect(card.getByRole('textbox', { name: 'Soprannome' })).toHaveValue(nickname);
    } finally {
      await deletePosts([post.id]);
    }
  });
});
