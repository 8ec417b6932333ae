// ESLint rule: a file in web/src/features/<a>/ may not import from web/src/features/<b>/
// (bulletproof-react's "no cross-feature imports"). Shared code belongs in components/ or lib/.
import { dirname, resolve, sep } from 'node:path';

const FEATURES = `${sep}web${sep}src${sep}features${sep}`;

function featureOf(path) {
  const index = path.indexOf(FEATURES);
  if (index < 0) return undefined;
  return path.slice(index + FEATURES.length).split(sep)[0];
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports between web features' },
    messages: { crossFeature: "The feature '{{from}}' may not import from the feature '{{to}}'." },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const from = featureOf(filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(resolve(dirname(filename), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
