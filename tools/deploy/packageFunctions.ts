/**
 * What `firebase deploy` uploads for the functions: firebase-tools' own packaging step
 * (prepareFunctionsUpload) run on firebase.json's `functions` entry, so the source folder minus its
 * `ignore` list is chosen by the CLI's code, not by a copy of its rules.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

interface FunctionsConfig {
  source: string;
  codebase?: string;
  runtime?: string;
  ignore?: string[];
}

interface PrepareFunctionsUpload {
  prepareFunctionsUpload(
    projectDir: string,
    sourceDir: string,
    config: FunctionsConfig,
    additionalSources: string[],
    runtimeConfig: undefined,
    options: { exportType: 'zip' | 'tar.gz' },
  ): Promise<{ pathToSource: string }>;
}

const require = createRequire(import.meta.url);

export function functionsConfig(root: string): FunctionsConfig {
  const firebase = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { functions: FunctionsConfig[] };
  const [config] = firebase.functions;
  if (!config || firebase.functions.length !== 1) throw new Error('firebase.json: serve una sola voce "functions"');
  return config;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Unpacks into `outDir` the archive the CLI would upload; returns its files, relative. */
export async function packageFunctionsSource(root: string, outDir: string): Promise<string[]> {
  const config = functionsConfig(root);
  const { prepareFunctionsUpload } = require('firebase-tools/lib/deploy/functions/prepareFunctionsUpload.js') as PrepareFunctionsUpload;
  // The CLI appends its own entries to `ignore`: hand it a copy.
  const { pathToSource } = await prepareFunctionsUpload(
    root,
    join(root, config.source),
    { ...config, ignore: [...(config.ignore ?? [])] },
    [],
    undefined,
    {
      exportType: 'tar.gz',
    },
  );
  try {
    execFileSync('tar', ['-xzf', pathToSource, '-C', outDir]);
  } finally {
    rmSync(pathToSource, { force: true });
  }
  return listFiles(outDir);
}
