/**
 * A push service of the tests' own (docs/push.md): an HTTP server on 127.0.0.1 that the functions
 * emulator posts to, recording each request, and devices with real P-256 keys and auth secrets whose
 * payloads the tests decrypt as a browser would (aes128gcm, RFC 8291, with `http_ece`).
 */
import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

interface Ece {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export interface ReceivedPush {
  device: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's push keys: the P-256 pair and the 16-byte auth secret, and what it hands the server. */
export class TestDevice {
  readonly ecdh = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);

  constructor(
    readonly name: string,
    readonly endpoint: string,
  ) {
    this.ecdh.generateKeys();
  }

  /** `PushSubscription.toJSON()` as the browser posts it. */
  subscription() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey('base64url'), auth: this.authSecret.toString('base64url') },
    };
  }

  /** The payload of a push to this device, decrypted with its private key and auth secret. */
  decrypt(push: ReceivedPush): unknown {
    return JSON.parse(
      ece.decrypt(push.body, { version: 'aes128gcm', privateKey: this.ecdh, authSecret: this.authSecret }).toString('utf8'),
    );
  }
}

export class LocalPushService {
  private server: Server | undefined;
  readonly received: ReceivedPush[] = [];
  /** The status each device's endpoint answers (201, as push services do, unless set). */
  private readonly statusOf = new Map<string, number>();

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const device = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
        if (request.method === 'POST') this.received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.statusOf.get(device) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A new device whose endpoint is on this server. */
  device(name: string): TestDevice {
    const { port } = this.server!.address() as AddressInfo;
    return new TestDevice(name, `http://127.0.0.1:${port}/push/${encodeURIComponent(name)}`);
  }

  answer(device: TestDevice, status: number) {
    this.statusOf.set(device.name, status);
  }

  pushesTo(device: TestDevice): ReceivedPush[] {
    return this.received.filter((push) => push.device === device.name);
  }
}
