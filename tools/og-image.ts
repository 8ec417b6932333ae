/**
 * npm run og-image: draws the link-preview image (web/public/og-image.jpg, 1200×630) and the home
 * screen icon (web/public/apple-touch-icon.png, 180×180) from the site configuration, in Debian's
 * Chromium. Run it again after changing the practice's name or title in web/src/shared/site.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { fontFamily, palette } from '../schemas/src/shared/palette';
import { site } from '../web/src/shared/site';

const PUBLIC = join(import.meta.dirname, '..', 'web', 'public');
const favicon = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
// Inside a style="…" attribute the font names need single quotes.
const font = fontFamily.replace(/"/g, "'");

const socialCard = `<!doctype html><html lang="it"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
  background:linear-gradient(135deg, ${palette.sand} 0%, ${palette.background} 55%, ${palette.primaryLight} 100%);font-family:${font};color:${palette.text}">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px">${favicon}</div>
    <div>
      <div style="font-size:44px;font-weight:800;color:${palette.primaryDark}">${escapeHtml(site.doctorName)}</div>
      <div style="font-size:28px;color:${palette.textSecondary}">${escapeHtml(site.title)} · ${escapeHtml(site.city)}</div>
    </div>
  </div>
  <div style="font-size:64px;font-weight:800;line-height:1.15;max-width:980px">
    Colon irritabile (IBS) e PCOS: un’alimentazione su misura per stare bene
  </div>
  <div style="display:flex;gap:16px;font-size:28px;font-weight:700;color:#fff">
    <span style="background:${palette.primary};padding:12px 28px;border-radius:999px">6 studi a Roma</span>
    <span style="background:${palette.secondary};padding:12px 28px;border-radius:999px">Percorsi online</span>
  </div>
</div></body></html>`;

const icon = `<!doctype html><html><body style="margin:0;background:${palette.primary}"><div style="width:180px;height:180px">${favicon}</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(socialCard);
  await page.screenshot({ path: join(PUBLIC, 'og-image.jpg'), type: 'jpeg', quality: 82 });
  await page.setViewportSize({ width: 180, height: 180 });
  await page.setContent(icon);
  await page.screenshot({ path: join(PUBLIC, 'apple-touch-icon.png') });
} finally {
  await browser.close();
}
console.log('Scritti web/public/og-image.jpg e web/public/apple-touch-icon.png');
