/**
 * The domains' boundaries (docs/architecture.md, "Domains"): the lint rule refuses what it should,
 * on real files of the tree, and every domain is one module on each side.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { DOMAINS } from './domains.js';

const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundary rule's messages for `code` written in the file `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result!.messages.filter((message) => message.ruleId === 'local/domain-boundaries').map((message) => message.message);
}

describe('the domain-boundaries rule', () => {
  it("lets a domain import what another domain's index.ts exports, from the file it names", async () => {
    expect(
      await boundaryErrors('web/src/services/x.ts', "import { useDiaryConsent } from '../diary/api/diary';\nexport { useDiaryConsent };\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('functions/src/diary/x.ts', "import { users } from '../accounts/data/users';\nexport { users };\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'functions/src/diary/x.ts',
        "import type { UserDoc } from '@app/schemas/accounts/entities';\nexport type { UserDoc };\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'schemas/src/invoices/x.ts',
        "import { serviceCategory } from '../services/serviceCategories';\nexport { serviceCategory };\n",
      ),
    ).toEqual([]);
  });

  it('refuses what the index does not export, and the index itself', async () => {
    const refused = [expect.stringContaining('only what its index.ts exports')];
    expect(
      await boundaryErrors('web/src/services/x.ts', "import { diaryKeys } from '../diary/api/diary';\nexport { diaryKeys };\n"),
    ).toEqual(refused);
    expect(
      await boundaryErrors('web/src/services/x.ts', "import { useDiaryConsent } from '../diary';\nexport { useDiaryConsent };\n"),
    ).toEqual(refused);
    expect(
      await boundaryErrors(
        'functions/src/diary/x.ts',
        "import { COLLECTIONS } from '../accounts/data/consents';\nexport { COLLECTIONS };\n",
      ),
    ).toEqual(refused);
  });

  it('lets a domain import its own files on every side and shared/', async () => {
    expect(
      await boundaryErrors(
        'functions/src/appointments/x.ts',
        "import { appointmentsContract } from '@app/schemas/appointments/contract';\nimport { nowOf } from '../shared/clock';\nexport { appointmentsContract, nowOf };\n",
      ),
    ).toEqual([]);
  });

  it('keeps shared/ free of the domains, but for the types an index.ts exports', async () => {
    expect(
      await boundaryErrors('web/src/shared/x.ts', "import { useDiaryConsent } from '../diary/api/diary';\nexport { useDiaryConsent };\n"),
    ).toEqual([expect.stringContaining("shared/ may not import the domain 'diary'")]);
    expect(
      await boundaryErrors(
        'web/src/shared/x.ts',
        "import type { CurrentUser } from '@app/schemas/accounts/auth';\nexport type { CurrentUser };\n",
      ),
    ).toEqual([]);
  });

  it('keeps the composition layer above the domains and shared/', async () => {
    expect(await boundaryErrors('functions/src/diary/x.ts', "import { routes } from '../app/routes';\nexport { routes };\n")).toEqual([
      expect.stringContaining('composition layer'),
    ]);
    expect(
      await boundaryErrors('functions/src/app/x.ts', "import { COLLECTIONS } from '../accounts/data/consents';\nexport { COLLECTIONS };\n"),
    ).toEqual([]);
  });
});

describe('the domains', () => {
  it('are each a folder on the three sides, with an index.ts where other domains import it', () => {
    for (const domain of DOMAINS) {
      for (const side of ['schemas/src', 'functions/src', 'web/src'])
        expect(existsSync(join(ROOT, side, domain)), `${side}/${domain}`).toBe(true);
    }
  });

  it("import each other's schemas without a cycle, so no schema is read before it is built", () => {
    const SRC = join(ROOT, 'schemas', 'src');
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const importsOf = (file: string) =>
      [...readFileSync(join(SRC, file), 'utf8').matchAll(/^(?:import|export)(?!\s+type)[^;]*?from '(\.[^']+)'/gms)]
        .map((match) => normalize(join(dirname(file), match[1]!)))
        .map((path) => [`${path}.ts`, `${path}/index.ts`].find((candidate) => files.includes(candidate)))
        .filter((path): path is string => path !== undefined);
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') return void cycles.push([...trail, file].join(' -> '));
      state.set(file, 'open');
      for (const next of importsOf(file)) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
