/**
 * Polling for the smoke lane only (docs/testing.md): its triggers run in the Functions emulator, in
 * other processes, so a test retries its check until they are done. API tests need no polling:
 * they await settled() (tools/testing/api.ts).
 */

/** How long a smoke test waits for what one trigger does (the emulator queues deliveries behind one another). */
const TRIGGER_WAIT_MS = 60_000;

/** Retries an assertion until it passes or the time is up; answers what the check returned. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = TRIGGER_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
