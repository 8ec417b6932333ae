/**
 * The trigger runner (child process, started by triggerRunner.ts): the functions' Firestore
 * triggers (functions/src/index.ts) loaded once, with the parameters the Functions emulator gives
 * them (functions/.env.local and .secret.local, which tools/stack.ts writes), each event the stack's
 * bridge POSTs run as the Functions runtime runs it. One process for every trigger, instead of the
 * emulator's worker per function, each started cold.
 *
 * GET /triggers: the triggers, `{id, eventType, pattern}` (the pattern's source).
 * POST /triggers/{id}: runs the CloudEvent in the body; 204 when it resolved, 500 with the error
 * when it threw (the bridge retries, as Eventarc does).
 */
import '../node22';

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';

import { giveParamsTheirDefaults } from '../emulatorParams';
import type { FirestoreCloudEvent } from '../firestoreEvents';
import { listenOnLoopback, readBody } from '../loopbackServer';
import { inProcessTriggers } from '../testing/apiLane/inProcessTriggers';

const FUNCTIONS = resolve(import.meta.dirname, '..', '..', 'functions');
for (const file of ['.env.local', '.secret.local']) {
  Object.assign(process.env, parseEnv(readFileSync(join(FUNCTIONS, file), 'utf8')));
}
// Only now, with the environment set: the functions read it when loaded.
const transport = inProcessTriggers(await import('../../functions/src/index'));
giveParamsTheirDefaults();
const triggers = await transport.triggers();

const server = createServer((request, response) => {
  void (async () => {
    if (request.method === 'GET' && request.url === '/triggers') {
      const listed = triggers.map(({ id, eventType, pattern }) => ({ id, eventType, pattern: pattern.source }));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(listed));
      return;
    }
    const trigger = request.method === 'POST' && triggers.find((candidate) => request.url === `/triggers/${candidate.id}`);
    if (!trigger) {
      response.writeHead(404).end(`trigger sconosciuto: ${request.url}`);
      return;
    }
    try {
      await transport.send(trigger, JSON.parse(await readBody(request)) as FirestoreCloudEvent);
      response.writeHead(204).end();
    } catch (error) {
      console.error(`${trigger.id}:`, error);
      response.writeHead(500).end(String(error));
    }
  })();
});
await listenOnLoopback(server, 0);
// The parent reads the port from the first line.
process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
