// Bundles the functions into lib/index.js. The shared schemas (a workspace package that a deploy
// would not upload) are inlined; the runtime dependencies stay external and are installed by
// Cloud Build from package.json. `--watch` rebuilds on change (npm run dev).
import { readFileSync } from 'node:fs';

import { context } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const build = await context({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});

if (process.argv.includes('--watch')) {
  await build.watch();
} else {
  await build.rebuild();
  await build.dispose();
}
