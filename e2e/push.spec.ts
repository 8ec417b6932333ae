import { PUSH_SWITCH_LABEL, PUSH_UNAVAILABLE } from '@app/schemas/notifications/push';

import { expect, test } from './fixtures';
import { expectNoViolations } from './helpers';

/**
 * The profile's push switch in Chromium (docs/push.md). Headless Chromium has no push service to
 * subscribe to, and this machine reaches none, so delivery is proved by the API test with a push
 * service of its own; here, what the page says and lets a person do.
 */
test.describe('push notifications on the profile', () => {
  test('a browser without push: the reason in Italian, the switch off and disabled, reachable by its label', async ({ page, member }) => {
    expect(member.uid).toBeTruthy();
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).PushManager;
    });
    await page.goto('/profilo');
    const section = page.getByRole('region', { name: 'Notifiche push' });
    await expect(section.getByText(PUSH_UNAVAILABLE.unsupported)).toBeVisible();
    const toggle = section.getByRole('switch', { name: PUSH_SWITCH_LABEL });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await expectNoViolations(page);
  });

  test.describe('without the app’s service worker', () => {
    test.use({ serviceWorkers: 'block' });

    test('the page says notifications are not ready here, and offers no switch to press', async ({ page, member }) => {
      expect(member.uid).toBeTruthy();
      await page.goto('/profilo');
      const section = page.getByRole('region', { name: 'Notifiche push' });
      await expect(section.getByText(PUSH_UNAVAILABLE['no-worker'])).toBeVisible({ timeout: 10_000 });
      await expect(section.getByRole('switch', { name: PUSH_SWITCH_LABEL })).toBeDisabled();
      await expect(section.getByText(/Le notifiche dicono solo che c'è qualcosa da leggere, mai il contenuto/)).toBeVisible();
    });
  });
});
