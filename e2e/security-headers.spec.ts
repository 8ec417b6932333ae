import { expect, type Page, test } from '@playwright/test';

import { MEMBER_PATHS } from '../tools/perf/pages';
import { DEMO_ADMIN, DEMO_USER, signIn } from './helpers';

const VISITOR_PAGES = [
  '/',
  '/login',
  '/registrati',
  '/password-dimenticata',
  '/account/azione?mode=resetPassword&oobCode=x',
  '/services',
  '/calendar',
  '/community',
  '/privacy.html',
  '/cookie.html',
  '/pagina-che-non-esiste',
];
const ADMIN_PAGES = [
  '/dashboard',
  '/admin',
  '/analytics',
  '/admin/membri',
  '/admin/pazienti',
  '/admin/pazienti/demo-utente',
  '/admin/messaggi',
  '/admin/messaggi/demo-utente',
];

/** Collects every Content-Security-Policy violation the browser reports while the pages load. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The page rendered something of its own (not a blank screen blocked by the policy).
    await expect(page.locator('body')).not.toBeEmpty();
  }
}

test.describe('security headers', () => {
  test('every page is served with the policy and the hardening headers', async ({ request }) => {
    for (const path of ['/', '/community', '/assets/', '/api/services']) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(csp, path).toContain("form-action 'self'");
      expect(csp, path).toMatch(/script-src 'self'(;|$)/);
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('the policy blocks an injected inline script, and the watcher reports it', async ({ page }) => {
    const violations = watchViolations(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });

  test('no page breaks the policy, as a visitor', async ({ page }) => {
    const violations = watchViolations(page);
    await visitAll(page, VISITOR_PAGES);
    expect(violations).toEqual([]);
  });

  test('no page breaks the policy, as a member', async ({ page }) => {
    const violations = watchViolations(page);
    await signIn(page, DEMO_USER);
    await visitAll(page, MEMBER_PATHS);
    expect(violations).toEqual([]);
  });

  test('no page breaks the policy, as the admin', async ({ page }) => {
    // Every members' page and every admin page, each to network idle: over 20 pages.
    test.setTimeout(120_000);
    const violations = watchViolations(page);
    await signIn(page, DEMO_ADMIN);
    await visitAll(page, [...MEMBER_PATHS, ...ADMIN_PAGES]);
    expect(violations).toEqual([]);
  });
});
