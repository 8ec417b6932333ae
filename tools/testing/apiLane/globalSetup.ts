/**
 * Once per API run, in Vitest's main process: the key pairs every test file's functions use (the
 * Sistema TS stand-in's certificate, the VAPID pair), made or read here once so that parallel files
 * never write the same cache file at the same time; and the demo accounts in the shared Auth
 * emulator (their profiles are in each file's base fixture).
 */
import { join, resolve } from 'node:path';

import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { TestProject } from 'vitest/node';

import { PORTS } from '../../ports';
import { ensureDemoAuthUsers } from '../../seed/demoAccountUsers';
import { localSistemaTsKeys, type SistemaTsTestKeys } from '../../sistemaTs/testKeys';
import { localVapidKeys, type VapidKeys } from '../../vapidKeys';

const FUNCTIONS = resolve(import.meta.dirname, '..', '..', '..', 'functions');

export interface ApiLaneKeys {
  sistemaTs: SistemaTsTestKeys;
  vapid: VapidKeys;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiLaneKeys: ApiLaneKeys;
  }
}

export default async function prepareApiRun(project: TestProject) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${PORTS.auth}`;
  await ensureDemoAuthUsers(getAuth(initializeApp({ projectId: 'demo-nutrizione' }, 'api-run')));
  const vapid = localVapidKeys(join(FUNCTIONS, '.env.local'), join(FUNCTIONS, '.secret.local'));
  project.provide('apiLaneKeys', { sistemaTs: await localSistemaTsKeys(), vapid });
}
