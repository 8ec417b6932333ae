import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import react from '@vitejs/plugin-react';
import { build, type CSSModulesOptions, type Plugin, type Rolldown } from 'vite';

import { authContract } from '../../schemas/src/accounts/authContract.ts';
import { homeReads } from '../../schemas/src/app/homeReads.ts';
import { pageReads } from '../../schemas/src/app/pageReads.ts';
import { pathOf } from '../../schemas/src/shared/contract.ts';
import { appStartScript } from '../src/app/afterFirstPaint.ts';
import { pageReadsScript, startScript } from '../src/app/sessionHint.ts';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PATHS, type PrerenderedPath } from '../src/shared/lib/prerenderedPages.ts';
import { site } from '../src/shared/site.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** MUI's theme and baseline, which every page but the landing page needs. */
const MUI_MODULES = ['src/app/MuiProviders.tsx'];
/** The members' frame: the chunks every members' page needs before it can paint (see layouts.tsx). */
const FRAME_MODULES = [...MUI_MODULES, 'src/app/frame/MemberShell.tsx', 'src/app/pageData.ts'];
/** The member's home, which "/" is for a returning member: its chunks load with the frame's. */
const HOME_MODULES = ['src/app/home/DashboardPage.tsx'];
/** The prerendered pages' modules: their chunks load first on their page, with MUI's theme. */
const PAGE_MODULES: Record<PrerenderedPath, string> = {
  '/login': 'src/accounts/routes/LoginPage.tsx',
  '/registrati': 'src/accounts/routes/SignupPage.tsx',
};
/** index.html's members' root, which a prerendered page fills with its own HTML. */
const ROOT = '<div id="root"><!--app-skeleton-->';
/** Where index.html marks what only the landing page's HTML has (app.html is index.html without it). */
const LANDING_ONLY = /<!--landing-only-->[\s\S]*?<!--\/landing-only-->\s*/g;
/** What only app.html has. */
const APP_ONLY = /<!--app-only-->[\s\S]*?<!--\/app-only-->\s*/g;
const MARKERS = /<!--\/?(landing|app)-only-->\n?\s*/g;
/** The entry's script and module preloads that Vite writes into the HTML's head. */
const VITE_SCRIPTS = /\s*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?/g;

interface PrerenderModule {
  renderLanding(origin: string): Promise<string>;
  renderPage(origin: string, path: string): Promise<string>;
  renderAppShell(): string;
  structuredDataScript(): string;
}

/** Renders src/prerender.tsx with Vite's SSR build into a temporary folder and loads it. */
async function loadPrerender(
  root: string,
  mode: string,
  modules: CSSModulesOptions,
): Promise<{ module: PrerenderModule; done: () => Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), 'prerender-'));
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [react()],
    css: { modules },
    // One file with everything in it: it runs once, here, and the workspace's TypeScript packages need bundling.
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
  });
  const module = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as PrerenderModule;
  return { module, done: () => rm(outDir, { recursive: true, force: true }) };
}

/** The files (and their static imports) of the chunks built from `modules`, less those the entry already loads. */
function chunkFiles(bundle: OutputBundle, root: string, modules: string[], loaded: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || loaded.has(fileName)) return;
    files.add(fileName);
    byFile.get(fileName)?.imports.forEach(visit);
  };
  for (const path of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(root, path));
    if (!chunk) throw new Error(`prerender: nessun chunk per ${path}`);
    visit(chunk.fileName);
  }
  return [...files];
}

function entryFiles(bundle: OutputBundle): Set<string> {
  const entry = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry && output.name === 'index',
  );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    (bundle[fileName] as OutputChunk | undefined)?.imports.forEach(visit);
  };
  if (entry) visit(entry.fileName);
  return files;
}

/** `<title>` from the page's heading, as the page sets it in the browser (AuthCard). */
function titleOf(html: string, path: string): string {
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
  if (!heading) throw new Error(`prerender: ${path} non ha un titolo <h1>`);
  return `${heading} | ${site.doctorName}`;
}

/**
 * A prerendered page's HTML (login.html, served at /login): index.html without the landing page
 * and without the session's preload (a visitor's page asks for no session), its own HTML in #root
 * with the attribute that tells the app to hydrate it, and its own start script.
 */
async function writePage(module: PrerenderModule, template: string, path: PrerenderedPath, outDir: string) {
  const html = await module.renderPage(site.url, path);
  if (!template.includes(ROOT)) throw new Error('prerender: index.html non ha più #root con lo scheletro');
  // The CSP allows no inline script: a page whose prerender left one (a Suspense boundary still waiting) is a build error.
  if (/<script/i.test(html)) throw new Error(`prerender: ${path} contiene uno script inline`);
  const name = path.slice(1);
  const page = template
    .replace(LANDING_ONLY, '')
    .replace(APP_ONLY, '')
    .replace(MARKERS, '')
    .replace(VITE_SCRIPTS, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${titleOf(html, path)}</title>`)
    .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${html}`)
    .replace('</head>', `  <script src="/${name}-start.js" defer></script>\n  </head>`);
  await writeFile(join(outDir, `${name}.html`), page);
}

/**
 * Prerenders the built pages (a build step, after Vite has written them):
 * - index.html ("/"): the landing page's full HTML in #landing, which the client hydrates, its
 *   schema.org data, the members' skeleton in #root (shown instead when a member is signed in),
 *   and /start.js in place of Vite's script tags: it starts the app after the first paint, and for
 *   a member asks for the session and the home's reads at once, the members' frame's and home's
 *   chunks after the paint (see sessionHint.ts);
 * - app.html (every other path, firebase.json's rewrite): the same page without the landing
 *   page's parts, with the skeleton, and /app-start.js in place of Vite's script tags: after the
 *   first paint it asks for the entry's and the members' frame's chunks and runs the entry;
 * - login.html and registrati.html (shared/lib/prerenderedPages.ts; Hosting's clean URLs serve them
 *   at /login and /registrati): the form's whole HTML, usable before the app's code has come, and
 *   a start script that asks for the entry's, MUI's and the page's chunks after the first paint.
 */
export function prerender(modules: CSSModulesOptions): Plugin {
  let root = '';
  let mode = '';
  let outDir = '';
  let isSsr = false;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (isSsr) return;
      const { module, done } = await loadPrerender(root, mode, modules);
      try {
        const [entry, ...entryImports] = [...entryFiles(bundle)].map((file) => `/${file}`);
        const frameFiles = chunkFiles(bundle, root, FRAME_MODULES, entryFiles(bundle));
        const frame = frameFiles.map((file) => `/${file}`);
        const home = chunkFiles(bundle, root, HOME_MODULES, new Set([...entryFiles(bundle), ...frameFiles])).map((file) => `/${file}`);
        const indexPath = join(outDir, 'index.html');
        const source = await readFile(indexPath, 'utf8');
        const template = source.replace('<!--app-skeleton-->', module.renderAppShell());
        const index = template
          .replace('<!--landing-->', await module.renderLanding(site.url))
          .replace('<!--structured-data-->', `<script type="application/ld+json">${module.structuredDataScript()}</script>`);
        const app = template
          .replace(LANDING_ONLY, '')
          .replace(MARKERS, '')
          .replace(VITE_SCRIPTS, '')
          .replace('</head>', '  <script src="/app-start.js" defer></script>\n  </head>');
        await Promise.all([
          // Both pages load their scripts through a script of their own (afterFirstPaint.ts), not from the HTML.
          writeFile(indexPath, index.replace(APP_ONLY, '').replace(MARKERS, '').replace(VITE_SCRIPTS, '')),
          writeFile(join(outDir, 'app.html'), app),
          writeFile(
            join(outDir, 'app-start.js'),
            appStartScript({
              entry: entry!,
              chunks: [...entryImports, ...frame],
              first: pageReadsScript(
                Object.fromEntries(
                  Object.entries(pageReads).map(([path, contracts]) => [path, contracts.map((contract) => pathOf(contract))]),
                ),
              ),
            }),
          ),
          ...PRERENDERED_PATHS.flatMap((path) => [
            writePage(module, source, path, outDir),
            writeFile(
              join(outDir, `${path.slice(1)}-start.js`),
              appStartScript({
                entry: entry!,
                chunks: [
                  ...entryImports,
                  ...chunkFiles(bundle, root, [...MUI_MODULES, PAGE_MODULES[path]], entryFiles(bundle)).map((file) => `/${file}`),
                ],
              }),
            ),
          ]),
          writeFile(
            join(outDir, 'start.js'),
            startScript({
              sessionUrl: pathOf(authContract.currentUser),
              homeDataUrls: homeReads.map((contract) => pathOf(contract)),
              entry: entry!,
              entryImports,
              frame: [...frame, ...home],
            }),
          ),
        ]);
      } finally {
        await done();
      }
    },
  };
}
