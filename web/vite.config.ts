import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import { type CSSModulesOptions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { fontFamily, palette } from '../schemas/src/shared/palette.ts';
import { PRERENDERED_PATHS } from './src/shared/lib/prerenderedPages.ts';
import { site } from './src/shared/site.ts';
import { landingIcons } from './vite/landingIcons.ts';
import { prerender } from './vite/prerender.ts';
import { staffChunks } from './vite/staffChunks.ts';
import { webManifest } from './vite/webManifest.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fills the %SITE_…% and %PALETTE_…% placeholders of the HTML pages (title, description, Open Graph tags,
 * first-paint colours) from the site configuration, so the practice's details live in one place.
 */
function siteHead(): Plugin {
  const values: Record<string, string> = {
    SITE_SEO_TITLE: site.seo.title,
    SITE_SEO_DESCRIPTION: site.seo.description,
    SITE_DOCTOR_NAME: site.doctorName,
    SITE_TITLE: site.title,
    SITE_CITY: site.city,
    SITE_URL: site.url,
    SITE_PHONE: site.phone,
    SITE_EMAIL: site.email,
    SITE_REGISTERED_OFFICE: site.fiscalDetails.registeredOffice,
    SITE_FISCAL: site.fiscal,
    SITE_PRIVACY_VERSION: site.privacy.version,
    SITE_PRIVACY_UPDATED: site.privacy.updatedOn,
    SITE_PRIVACY_EMAIL: site.privacy.contactEmail,
    SITE_INVOICE_RETENTION_YEARS: String(site.privacy.invoiceRetentionYears),
    PALETTE_PRIMARY: palette.primary,
    PALETTE_BACKGROUND: palette.background,
    PALETTE_TEXT: palette.text,
    PALETTE_FONT: fontFamily,
  };
  return {
    name: 'site-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/%((?:SITE|PALETTE)_[A-Z_]+)%/g, (placeholder, key: string) => {
          const value = values[key];
          if (value === undefined) throw new Error(`index.html: segnaposto sconosciuto ${placeholder}`);
          return key === 'PALETTE_FONT' ? value : escapeHtml(value);
        }),
    },
  };
}

/**
 * zod compiles object parsers with `new Function` after probing, as each object schema is made,
 * whether eval is allowed; the site's Content-Security-Policy forbids it (script-src 'self'), and the
 * probe alone is reported as a violation on every page. zod's core reads its configuration from
 * `globalThis.__zod_globalConfig` when its module loads: set there, `jitless` holds before any schema
 * exists, whatever the order the chunks run in. The interpreted parsers are fast enough for a page.
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'zod-without-eval',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      return { code: `globalThis.__zod_globalConfig = { jitless: true };\n${code}`, map: null };
    },
  };
}

/**
 * Fewer, larger chunks for the members' area: MUI's core with its styling engine is one chunk
 * (every members' page needs it, and 20 small files cost a phone 20 requests), instead of one per
 * component. Only modules the landing page never imports may be grouped here, or the landing page
 * would download the group. The heavy, page-specific parts (charts, date pickers) keep their own chunks.
 */
const MUI =
  /node_modules[\\/](@mui[\\/](material|system|styled-engine|utils|private-theming)|@emotion|react-transition-group|@popperjs|stylis|clsx)[\\/]/;
/**
 * zod and the shared schemas that need it (the contracts among them), in one chunk: the landing
 * page's first load carries none of them (docs/performance.md), so they would otherwise scatter
 * into a dozen small chunks that every members' page asks for one by one. A schemas module that
 * needs no zod, even through its imports (the paths and constants the landing page reads), stays
 * out, or the landing page would download the group.
 */
const needsZod = new Map<string, boolean>();
function schemaNeedingZod(file: string): boolean {
  if (needsZod.has(file)) return needsZod.get(file)!;
  needsZod.set(file, false); // an import cycle ends here
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)';/gm)].map((match) => match[1]!);
  const result = imports.some(
    (path) => /^zod(\/|$)/.test(path) || (path.startsWith('.') && schemaNeedingZod(resolve(dirname(file), `${path}.ts`))),
  );
  needsZod.set(file, result);
  return result;
}
const zodOrSchemaNeedingZod = (id: string) =>
  /node_modules[\\/]zod[\\/]/.test(id) || (/[\\/]schemas[\\/]src[\\/].*\.ts$/.test(id) && schemaNeedingZod(id));

const CHUNK_GROUPS = [
  { name: 'schemas', test: zodOrSchemaNeedingZod, minShareCount: 2, includeDependenciesRecursively: false },
  { name: 'mui', test: MUI, minShareCount: 2, includeDependenciesRecursively: false },
  { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/, minShareCount: 2, includeDependenciesRecursively: false },
  // The date pickers (the admin's event dialog, the booking dialog's slot picker) in a chunk of their own,
  // so what those dialogs share besides them (the form library) does not carry the pickers along.
  {
    name: 'pickers',
    test: /(node_modules[\\/](@mui[\\/](x-date-pickers|x-internals)|dayjs)[\\/])|ItalianPickers/,
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
];

/**
 * The installable app (docs/offline.md): the manifest, linked from every page's HTML, and the
 * service worker web/src/sw/sw.ts, built after the pages (the prerender's index.html, app.html and
 * start.js are in its precache). The members' frame registers it (web/src/shared/lib/serviceWorker.ts):
 * no script of it in the landing page's HTML.
 */
const staff = staffChunks();
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: webManifest,
  injectManifest: {
    rollupFormat: 'iife',
    // The pages, the chunks, the icons; not the link-preview image, nor the practice's own pages
    // (cached when first used: web/vite/staffChunks.ts).
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    // The prerendered sign-in and sign-up pages are a first visit's: with the service worker, app.html serves them.
    globIgnores: PRERENDERED_PATHS.map((path) => `${path.slice(1)}.html`),
    manifestTransforms: [staff.manifestTransform],
  },
});

/** Class names that the prerender (an SSR build) and the client build give alike, so hydration matches. */
const CSS_MODULES: CSSModulesOptions = { generateScopedName: '_[local]_[hash:base64:6]' };

// `vite build` is the build for deploy (web/dist, the folder firebase.json's Hosting serves);
// `vite build --mode emulators` is the local stack's (web/dist-emulators). Only the deploy build
// (MODE 'production') leaves out the demo accounts of the login page.
export default defineConfig(({ mode }) => ({
  plugins: [react(), siteHead(), zodWithoutEval(), landingIcons(), prerender(CSS_MODULES), staff.plugin, pwa],
  css: { modules: CSS_MODULES },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The Hosting emulator forwards /api to the functions, as in production.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    outDir: mode === 'emulators' ? 'dist-emulators' : 'dist',
    // The legal pages are static HTML with the same placeholders (served as /privacy.html...).
    rollupOptions: {
      input: ['index.html', 'privacy.html', 'cookie.html', 'termini.html'],
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
}));
