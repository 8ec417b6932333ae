// ESLint rule: the domain modules' boundaries (docs/architecture.md, "Domains"). On each side
// (functions/src, web/src, schemas/src) a file of a domain folder may import its own domain (on any
// side), `shared/`, and from another domain only what that domain's `index.ts` exports, from the
// file the index names; a file of `shared/` imports only `shared/` (and the types a domain's index
// exports: types leave no trace in the build); neither imports the composition layer (`app/`, the
// side's root files). The index is a manifest, never imported itself: barrels that import each
// other read a value before its module has run (a schema before it is built, a template helper
// before it is defined), and a bundle that meets a barrel loads every page it names.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

import { DOMAINS } from './domains.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SIDES = ['functions/src', 'web/src', 'schemas/src'];
const SCHEMAS = '@app/schemas/';
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The side and the first folder under it ('(root)' for the side's own files) of a repository path. */
function placeOf(file) {
  const path = file.split(sep).join('/');
  const side = SIDES.find((candidate) => path.startsWith(`${candidate}/`));
  if (!side) return undefined;
  const parts = path.slice(side.length + 1).split('/');
  return { side, part: parts.length > 1 ? parts[0] : '(root)', path };
}

function resolveImport(fromFile, source) {
  let base;
  if (source.startsWith('.')) base = normalize(join(dirname(fromFile), source));
  else if (source.startsWith(SCHEMAS)) base = join(ROOT, 'schemas', 'src', source.slice(SCHEMAS.length));
  else return undefined;
  const found = EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file) && statSync(file).isFile());
  return found && relative(ROOT, found);
}

/** What a domain's index.ts exports, by file: the repository path of each file and its exported names. */
function publicFace(side, domain) {
  const index = join(ROOT, side, domain, 'index.ts');
  const names = new Map();
  if (!existsSync(index)) return names;
  for (const [, list, source] of readFileSync(index, 'utf8').matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const file = resolveImport(index, source);
    if (!file) continue;
    const exported = list
      .split(',')
      .map(
        (item) =>
          item
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean);
    names.set(file, new Set([...(names.get(file) ?? []), ...exported]));
  }
  return names;
}

/** Whether an import of another domain's file takes only what that domain's index.ts exports from it. */
function inPublicFace(node, to) {
  const names = publicFace(to.side, to.part).get(to.path);
  if (!names) return false;
  if (node.type === 'ImportExpression') return true;
  return (node.specifiers ?? []).every((specifier) =>
    specifier.type === 'ImportDefaultSpecifier'
      ? names.has('default')
      : specifier.type === 'ImportSpecifier' && names.has(specifier.imported.name ?? specifier.imported.value),
  );
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));

export const domainBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "a domain imports shared/ and other domains' index.ts only" },
    messages: {
      throughIndex:
        "The domain '{{from}}' may import from the domain '{{to}}' only what its index.ts exports, from the file it names ({{path}}).",
      sharedImportsDomain:
        "shared/ may not import the domain '{{to}}' (only its types, from its index.ts): move what it needs into shared/.",
      upward: "'{{from}}' may not import the composition layer ({{path}}).",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(relative(ROOT, context.filename));
    if (!from || !(DOMAINS.includes(from.part) || from.part === 'shared')) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(context.filename, source);
      const to = target && placeOf(target);
      if (!to) return;
      if (to.part === 'app' || to.part === '(root)') {
        context.report({ node, messageId: 'upward', data: { from: from.part, path: to.path } });
      } else if (from.part === 'shared' && to.part !== 'shared' && !(typeOnly(node) && inPublicFace(node, to))) {
        context.report({ node, messageId: 'sharedImportsDomain', data: { to: to.part } });
      } else if (DOMAINS.includes(to.part) && to.part !== from.part && !inPublicFace(node, to)) {
        context.report({ node, messageId: 'throughIndex', data: { from: from.part, to: to.part, path: to.path } });
      }
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
