import { resolve } from 'node:path';

import type { Plugin, Rolldown } from 'vite';
import type { CustomInjectManifestOptions } from 'vite-plugin-pwa';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
type ManifestTransform = NonNullable<CustomInjectManifestOptions['manifestTransforms']>[number];

/** The route module whose lazy pages and sections are the practice's (the admin's and the doctor's), not a patient's. */
const STAFF_ROUTES = 'src/app/adminRoutes.tsx';

/**
 * The files of the client build that only the practice's pages load: the chunks reachable from the
 * entries only through a lazy import of STAFF_ROUTES, and the stylesheets only they import.
 * Everything a patient's pages may load stays out of this set.
 */
function staffFiles(bundle: OutputBundle, staffModules: Set<string>): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const patients = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || patients.has(chunk.fileName)) return;
    patients.add(chunk.fileName);
    for (const file of chunk.imports) visit(byFile.get(file));
    for (const file of chunk.dynamicImports) {
      const target = byFile.get(file);
      if (!target?.facadeModuleId || !staffModules.has(target.facadeModuleId)) visit(target);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  const cssOf = (chunk: OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
  const patientCss = new Set(chunks.filter((chunk) => patients.has(chunk.fileName)).flatMap(cssOf));
  const staff = chunks.filter((chunk) => !patients.has(chunk.fileName));
  return new Set([...staff.map((chunk) => chunk.fileName), ...staff.flatMap(cssOf).filter((file) => !patientCss.has(file))]);
}

/**
 * A light first install (docs/offline.md, Precache): the service worker precaches what a patient's
 * pages load, not the admin's and the doctor's pages, which the service worker caches when they are
 * first used. `plugin` finds those files in the client build; `manifestTransform` leaves them out of
 * the precache (vite-plugin-pwa's `injectManifest.manifestTransforms`, run after the bundle).
 */
export function staffChunks(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let excluded = new Set<string>();
  let isSsr = false;
  let root = '';
  const plugin: Plugin = {
    name: 'staff-chunks',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (isSsr) return;
      const staffRoutes = this.getModuleInfo(resolve(root, STAFF_ROUTES));
      if (!staffRoutes) this.error(`staff-chunks: ${STAFF_ROUTES} is not in the build`);
      excluded = staffFiles(bundle, new Set(staffRoutes.dynamicallyImportedIds));
    },
  };
  const manifestTransform: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !excluded.has(entry.url)),
    warnings: [],
  });
  return { plugin, manifestTransform };
}
