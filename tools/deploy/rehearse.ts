/**
 * npm run rehearse:deploy (and a step of npm test): what `firebase deploy` does with the functions,
 * offline up to the upload. It packages the functions as the CLI does (firebase.json's `ignore`),
 * installs the package in an empty folder as Cloud Build does (`npm install --omit=dev` on Node 22,
 * from the registry, without the workspace), loads the bundle through firebase-functions' own
 * discovery and compares the functions it declares with tools/deploy/expectedFunctions.ts.
 * Expects a built bundle (functions/lib): `npm run rehearse:deploy` builds it first.
 */
import '../node22';

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { REGION } from '../../functions/src/shared/region';
import { modulesRequiredBy, unresolvedModules } from './bundleModules';
import { functionProblems } from './checkFunctions';
import { EXPECTED_FUNCTIONS } from './expectedFunctions';
import { declaredFunctions, discoverFunctions } from './functionsManifest';
import { packageFunctionsSource } from './packageFunctions';

const ROOT = resolve(import.meta.dirname, '../..');
const log = (line: string) => console.log(`[deploy] ${line}`);

/** A failed step: reported once the temporary folder is gone. */
class RehearsalFailure extends Error {}
function fail(message: string): never {
  throw new RehearsalFailure(message);
}

/** The project id the deploy targets; the functions only need one to load. */
function projectId(): string {
  const rc = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as { projects: { default: string } };
  return rc.projects.default;
}

/** `npm install --omit=dev` in `dir`, with none of the workspace's npm settings leaking in. */
async function installLikeCloudBuild(dir: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'));
  env.PATH = `${dirname(process.execPath)}:${process.env.PATH}`;
  const child = spawn('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) fail(`npm install --omit=dev non riesce (uscita ${code}):\n${output.trim()}`);
}

const dir = mkdtempSync(join(tmpdir(), 'deploy-rehearsal-'));
try {
  const files = await packageFunctionsSource(ROOT, dir);
  log(`Pacchetto delle functions (come lo carica firebase deploy): ${files.join(', ')}`);
  const leaked = files.filter((file) => file.endsWith('.map') || file.startsWith('src/') || file.startsWith('node_modules/'));
  if (leaked.length) fail(`il pacchetto contiene file che non vanno caricati: ${leaked.join(', ')}`);

  const started = performance.now();
  await installLikeCloudBuild(dir);
  log(
    `npm install --omit=dev su Node ${process.versions.node}, in una cartella vuota: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const main = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { main: string }).main;
  const entry = join(dir, main);
  const missing = unresolvedModules(entry, modulesRequiredBy(readFileSync(entry, 'utf8')));
  if (missing.length)
    fail(
      `il bundle ${main} richiede moduli che l'installazione non ha: ${missing.join(', ')} (mettili in "dependencies" di functions/package.json)`,
    );

  const declared = declaredFunctions(await discoverFunctions(dir, projectId()).catch((error: Error) => fail(error.message)));
  log(`Functions dichiarate dal bundle (manifest di firebase-functions): ${declared.length}`);
  const width = Math.max(...declared.map((found) => found.name.length));
  for (const found of declared) console.log(`  ${found.name.padEnd(width)}  ${found.region}  ${found.trigger}`);

  const problems = functionProblems(declared, EXPECTED_FUNCTIONS, REGION);
  if (problems.length) fail(`\n  ${problems.join('\n  ')}`);
  log('Prova del deploy riuscita.');
} catch (error) {
  console.error(`[deploy] PROVA DEL DEPLOY FALLITA: ${(error as Error).message}`);
  if (!(error instanceof RehearsalFailure)) console.error((error as Error).stack);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
