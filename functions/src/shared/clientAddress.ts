import { isIP } from 'node:net';

import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

import { isEmulator } from './firebase';

/**
 * How many addresses at the right end of X-Forwarded-For were written by proxies we trust. In
 * production Firebase Hosting's CDN appends the address it received the request from (the client)
 * and Google's front end appends the CDN's own, so the client is the second address from the right;
 * anything to its left was written by the caller and is ignored. Locally the Hosting emulator
 * passes the header through unchanged and adds nothing, so the client is the socket's peer.
 * docs/architecture.md ("Client addresses") says how to check the number on a deployed project.
 */
export const TRUSTED_HOPS = { production: 2, emulator: 0 } as const;

/**
 * Tests choose their client address with this header, so that per-address limits stay real
 * without tests sharing a counter. Only the emulators read it: in production it is ignored.
 */
export const TEST_CLIENT_ADDRESS_HEADER = 'x-test-client-address';

/** The `hops`-th address from the right of a forwarded chain, or undefined. */
export function addressAtHops(forwardedFor: string | undefined, hops: number): string | undefined {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - hops];
}

/** The caller's address as far as the app can trust it, validated; undefined when unknown. */
export function clientAddressOf(req: Request, emulator = isEmulator): string | undefined {
  let candidate: string | undefined;
  if (emulator) {
    candidate = req.get(TEST_CLIENT_ADDRESS_HEADER) ?? req.socket.remoteAddress;
  } else {
    candidate = addressAtHops(req.get('x-forwarded-for'), TRUSTED_HOPS.production);
  }
  return candidate && isIP(candidate) ? candidate : undefined;
}

/**
 * What a client address is limited by (docs/security.md, Throttling): an IPv4 address as it is; an
 * IPv6 address by its /64, the network one subscriber gets, whose 2^64 addresses any of its hosts
 * may use in turn; an IPv4 address written as IPv6 (::ffff:a.b.c.d) as the IPv4 one. A valid
 * document id (no '/'). 'sconosciuto' without an address.
 */
export function addressKeyOf(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'sconosciuto';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::-64`;
}
