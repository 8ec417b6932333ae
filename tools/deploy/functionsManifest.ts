/**
 * The functions a bundle declares, read the way `firebase deploy` reads them: firebase-functions'
 * own binary loads the bundle with FUNCTIONS_CONTROL_API and writes its manifest
 * (FUNCTIONS_MANIFEST_OUTPUT_PATH), which the CLI turns into the functions it creates.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The part of firebase-functions' manifest (specVersion v1alpha1) that says what a function is. */
export interface ManifestEndpoint {
  region?: string[];
  httpsTrigger?: object;
  callableTrigger?: object;
  eventTrigger?: {
    eventType: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
    retry?: boolean;
  };
  scheduleTrigger?: { schedule: string; timeZone?: string | null };
  taskQueueTrigger?: object;
  blockingTrigger?: { eventType: string };
}
export interface FunctionsManifest {
  specVersion: string;
  endpoints: Record<string, ManifestEndpoint>;
}

export interface DeclaredFunction {
  name: string;
  region: string;
  trigger: string;
}

/** Where the CLI puts a function whose code names no region. */
const CLI_DEFAULT_REGION = 'us-central1';
const FIRESTORE_EVENT = 'google.cloud.firestore.document.v1.';

/** `https`, `firestore written users/{userId}`, `schedule every day 03:00 (Europe/Rome)`… */
export function describeTrigger(endpoint: ManifestEndpoint): string {
  if (endpoint.httpsTrigger) return 'https';
  if (endpoint.callableTrigger) return 'callable';
  if (endpoint.scheduleTrigger) return `schedule ${endpoint.scheduleTrigger.schedule} (${endpoint.scheduleTrigger.timeZone ?? 'UTC'})`;
  if (endpoint.taskQueueTrigger) return 'task queue';
  if (endpoint.blockingTrigger) return `blocking ${endpoint.blockingTrigger.eventType}`;
  if (endpoint.eventTrigger) {
    const { eventType, eventFilters = {}, eventFilterPathPatterns = {}, retry } = endpoint.eventTrigger;
    if (eventType.startsWith(FIRESTORE_EVENT)) {
      // Retries matter: without them a trigger that fails once is dropped (docs/architecture.md).
      return `firestore ${eventType.slice(FIRESTORE_EVENT.length)} ${eventFilterPathPatterns.document ?? eventFilters.document}${retry ? ' (retry)' : ''}`;
    }
    return eventType;
  }
  return 'sconosciuto';
}

export function declaredFunctions(manifest: FunctionsManifest): DeclaredFunction[] {
  return Object.entries(manifest.endpoints)
    .map(([name, endpoint]) => ({ name, region: (endpoint.region ?? [CLI_DEFAULT_REGION]).join(', '), trigger: describeTrigger(endpoint) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The firebase-functions binary that the CLI would run for `sourceDir` (its own or a parent's). */
function functionsBinary(sourceDir: string): string {
  for (let dir = sourceDir; ; dir = dirname(dir)) {
    const bin = join(dir, 'node_modules', '.bin', 'firebase-functions');
    if (existsSync(bin)) return bin;
    if (dirname(dir) === dir) throw new Error(`firebase-functions non è installato per ${sourceDir}`);
  }
}

/**
 * Loads the functions of `sourceDir` (its package.json `main`) as the CLI's discovery does, with
 * the environment a deploy gives it (no emulator hosts), and returns their manifest.
 */
export async function discoverFunctions(sourceDir: string, projectId: string): Promise<FunctionsManifest> {
  const outputDir = mkdtempSync(join(tmpdir(), 'functions-manifest-'));
  const manifestPath = join(outputDir, 'functions.yaml');
  try {
    // process.execPath: the Node 22 the functions run on (tools/node22.ts).
    const child = spawn(process.execPath, [functionsBinary(sourceDir), sourceDir], {
      cwd: sourceDir,
      env: {
        FUNCTIONS_CONTROL_API: 'true',
        FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestPath,
        GCLOUD_PROJECT: projectId,
        FIREBASE_CONFIG: JSON.stringify({ projectId }),
        HOME: process.env.HOME,
        PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    if (code !== 0 || !existsSync(manifestPath)) throw new Error(`le functions non si caricano (uscita ${code}):\n${output.trim()}`);
    return JSON.parse(readFileSync(manifestPath, 'utf8')) as FunctionsManifest;
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}
