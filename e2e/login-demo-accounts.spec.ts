import { expect, test } from '@playwright/test';

import { DEMO_ADMIN, DEMO_USER } from './helpers';

// The local stack serves the emulators' build, which shows the demo accounts (docs/product.md, login page);
// the build for deploy leaves them out (tools/deploy/deployBuild.test.ts).
test('the login page of the local stack shows the demo accounts', async ({ page }) => {
  await page.goto('/login');
  const demo = page.getByRole('alert').filter({ hasText: 'Account demo' });
  await expect(demo).toContainText(`Utente: ${DEMO_USER.email} / ${DEMO_USER.password}`);
  await expect(demo).toContainText(`Admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
});
