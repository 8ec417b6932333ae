import { createServer } from 'node:net';

/**
 * The local ports of the stack: firebase.json's, shifted by STACK_PORT_OFFSET when set so that
 * two stacks (two checkouts, say) can run side by side.
 */
export const PORT_OFFSET = Number(process.env.STACK_PORT_OFFSET ?? 0);
// hub, logging, eventarc and tasks sit where offsets of 100 and 200 never land on another port.
const BASE_PORTS = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  hosting: 5000,
  hub: 4400,
  logging: 4450,
  eventarc: 9250,
  tasks: 9499,
} as const;
export const PORTS = Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + PORT_OFFSET])) as {
  [name in keyof typeof BASE_PORTS]: number;
};

/** MailDev (docs/email.md): its SMTP server, where the functions send, and its web inbox and REST API. */
export const MAILDEV_PORTS = { smtp: 1025 + PORT_OFFSET, web: 1080 + PORT_OFFSET } as const;
export const MAILDEV_URL = `http://127.0.0.1:${MAILDEV_PORTS.web}`;

/** The local stand-in of the Sistema TS web service (tools/sistemaTs/standIn.ts). */
export const SISTEMA_TS_PORT = 5050 + PORT_OFFSET;
/**
 * The local stand-in of Stripe (tools/stripe/standIn.ts, docs/payments.md). Not 5060 or 5061: browsers
 * refuse those ports (SIP's), and the patient opens the stand-in's payment page in hers.
 */
export const STRIPE_PORT = 5070 + PORT_OFFSET;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The names and numbers of the stack's ports that something else already holds. */
export async function takenPorts(): Promise<string[]> {
  const entries = [
    ...Object.entries(PORTS),
    ['sistemaTs', SISTEMA_TS_PORT] as const,
    ['stripe', STRIPE_PORT] as const,
    ...Object.entries(MAILDEV_PORTS).map(([name, port]) => [`maildev-${name}`, port] as const),
  ];
  const free = await Promise.all(entries.map(([, port]) => isFree(port)));
  return entries.filter((_, index) => !free[index]).map(([name, port]) => `${name} (${port})`);
}

export async function waitFor(description: string, check: () => Promise<boolean>, timeoutMs: number, isDead: () => string | undefined) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const death = isDead();
    if (death) throw new Error(`${description}: ${death}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${description}: nessuna risposta entro ${Math.round(timeoutMs / 1000)} s`);
}
