import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DEMO_ADMIN, DEMO_USER } from '../seed/demoAccounts';
import { PROJECT_ID } from '../stack';
import { packageFunctionsSource } from './packageFunctions';

const ROOT = resolve(import.meta.dirname, '../..');
// What `npm run build` leaves for Hosting (the deploy build) and what the local stack serves.
const DEPLOY_BUILD = join(ROOT, 'web', 'dist');
const EMULATORS_BUILD = join(ROOT, 'web', 'dist-emulators');

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** What in a build would tie the site to the emulators or give away the demo accounts. */
const LEAKS: [string, RegExp][] = [
  ['host di un emulatore', /(?:127\.0\.0\.1|localhost|0\.0\.0\.0):\d{2,5}/],
  ['variabile di un emulatore', /_EMULATOR_HOST|FUNCTIONS_EMULATOR/],
  ['progetto demo', new RegExp(PROJECT_ID)],
  ...[DEMO_USER, DEMO_ADMIN].flatMap((account): [string, RegExp][] => [
    [`account demo ${account.email}`, new RegExp(account.email.replace(/\./g, '\\.'))],
    [`password demo di ${account.email}`, new RegExp(`\\b${account.password}\\b`)],
  ]),
  ['dominio demo', /@demo\.test/],
];

/** `file: what` for each leak found among the text files of `dir`. */
function leaksIn(dir: string): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir).filter((name) => /\.(?:html|js|css|json|txt|webmanifest|svg)$/.test(name))) {
    const text = readFileSync(file, 'utf8');
    for (const [what, pattern] of LEAKS) if (pattern.test(text)) found.push(`${file.slice(ROOT.length + 1)}: ${what}`);
  }
  return found;
}

describe('the build for deploy (npm run build)', () => {
  it('exists: npm test builds it before the tests', () => {
    expect(existsSync(join(DEPLOY_BUILD, 'index.html')), 'web/dist manca: lancia npm run build').toBe(true);
  });

  it('holds no emulator host, no demo project and no demo credentials', () => {
    expect(leaksIn(DEPLOY_BUILD)).toEqual([]);
  });

  it('holds no source maps', () => {
    const maps = filesUnder(DEPLOY_BUILD).filter(
      (file) => file.endsWith('.map') || readFileSync(file, 'latin1').includes('sourceMappingURL='),
    );
    expect(maps).toEqual([]);
  });

  it('the same check finds the demo accounts in the local build, which shows them on /login', () => {
    expect(leaksIn(EMULATORS_BUILD)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/LoginPage.*: account demo utente@demo\.test/),
        expect.stringMatching(/: password demo di admin@demo\.test/),
      ]),
    );
  });
});

describe('the functions that firebase deploy uploads', () => {
  it('carry the bundle and package.json, without source maps or sources', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'functions-upload-'));
    try {
      const files = await packageFunctionsSource(ROOT, dir);
      expect(files).toContain('package.json');
      expect(files).toContain('lib/index.js');
      expect(files.filter((file) => file.endsWith('.map') || file.startsWith('src/') || file.startsWith('node_modules/'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
