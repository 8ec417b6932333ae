import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const valueIn = (file: string, name: string) => (existsSync(file) ? parseEnv(readFileSync(file, 'utf8'))[name] : undefined);

/**
 * The emulators' VAPID pair (docs/push.md): generated once per machine and then read back from the
 * files the emulators load (`functions/.env.local`, `functions/.secret.local`, ignored by git), so
 * the browsers subscribed on this machine stay valid across restarts. Never a project's pair.
 */
export function localVapidKeys(envFile: string, secretFile: string): VapidKeys {
  const publicKey = valueIn(envFile, 'VAPID_PUBLIC_KEY');
  const privateKey = valueIn(secretFile, 'VAPID_PRIVATE_KEY');
  return publicKey && privateKey ? { publicKey, privateKey } : webpush.generateVAPIDKeys();
}
