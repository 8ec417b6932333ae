// ESLint rule: the domain modules' boundaries (docs/architecture.md, "Domains"). On each side
// (functions/src, web/src, schemas/src) a file of a domain folder may import its own domain (on any
// side), `shared/`, and another domain only through that domain's `index.ts`; a file of `shared/`
// imports only `shared/` (and, type-only, a domain's `index.ts`: types leave no trace in the build);
// neither imports the composition layer (`app/`, the side's root files).
import { existsSync, statSync } from 'node:fs';
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

const isIndex = (place) => place.path === `${place.side}/${place.part}/index.ts`;
const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));

export const domainBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "a domain imports shared/ and other domains' index.ts only" },
    messages: {
      throughIndex: "The domain '{{from}}' may import the domain '{{to}}' only through its index.ts ({{path}}).",
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
      } else if (from.part === 'shared' && to.part !== 'shared' && !(typeOnly(node) && isIndex(to))) {
        context.report({ node, messageId: 'sharedImportsDomain', data: { to: to.part } });
      } else if (DOMAINS.includes(to.part) && to.part !== from.part && !isIndex(to)) {
        context.report({ node, messageId: 'throughIndex', data: { from: from.part, to: to.part, path: to.path } });
      }
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
