/**
 * The trigger transport of `npm test`'s browser lane: the events go to one process that runs every
 * Firestore trigger (runner.ts) instead of the Functions emulator, whose worker per function costs
 * a cold start each (about 25 workers, 2-3 CPU-seconds apiece, on the 2-core machine). The smoke
 * lane keeps the emulator's transport: the trigger chain through the real platform is its test.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

import type { EventTrigger, TriggerTransport } from '../firestoreEvents';
import { postEvent } from '../functionsEmulatorTriggers';

export interface TriggerRunner {
  transport: TriggerTransport;
  stop(): Promise<void>;
}

/** Starts the runner with `env` (the stack's, for the Admin SDK) and its output in `logFile`. */
export async function startTriggerRunner(env: NodeJS.ProcessEnv, logFile: string): Promise<TriggerRunner> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./runner.ts', import.meta.url).pathname], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = createWriteStream(logFile);
  child.stderr.pipe(output);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`il runner dei trigger è terminato (${code}); vedi ${logFile}`))),
  );
  // Its end is an error only while waiting for the port; afterwards a failed delivery says it.
  exited.catch(() => undefined);
  const lines = createInterface({ input: child.stdout });
  const firstLine = new Promise<string>((resolve) => lines.once('line', resolve));
  const port = Number(await Promise.race([firstLine, exited]));
  lines.close();
  child.stdout.pipe(output);
  const url = `http://127.0.0.1:${port}/triggers`;

  return {
    transport: {
      async triggers(): Promise<EventTrigger[]> {
        const listed = (await (await fetch(url)).json()) as { id: string; eventType: string; pattern: string }[];
        return listed.map(({ id, eventType, pattern }) => ({ id, eventType, pattern: new RegExp(pattern) }));
      },
      async send(trigger, event) {
        const response = await postEvent(`${url}/${trigger.id}`, event);
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      },
    },
    async stop() {
      if (child.exitCode !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
}
