import type { Request } from 'express';
import { describe, expect, it } from 'vitest';

import { addressAtHops, addressKeyOf, clientAddressOf, TEST_CLIENT_ADDRESS_HEADER, TRUSTED_HOPS } from './clientAddress';

function request(headers: Record<string, string>, remoteAddress = '127.0.0.1'): Request {
  return { get: (name: string) => headers[name.toLowerCase()], socket: { remoteAddress } } as unknown as Request;
}

describe('client address', () => {
  it('in production takes the address Hosting saw, ignoring what the caller wrote before it', () => {
    expect(TRUSTED_HOPS.production).toBe(2);
    const forged = request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 35.190.0.1' });
    expect(clientAddressOf(forged, false)).toBe('203.0.113.9');
    expect(clientAddressOf(request({ 'x-forwarded-for': '203.0.113.9, 35.190.0.1' }), false)).toBe('203.0.113.9');
  });

  it('in production ignores the test header and refuses what is not an address', () => {
    expect(clientAddressOf(request({ [TEST_CLIENT_ADDRESS_HEADER]: '2001:db8::1' }), false)).toBeUndefined();
    expect(clientAddressOf(request({ 'x-forwarded-for': 'not-an-ip, 35.190.0.1' }), false)).toBeUndefined();
    expect(clientAddressOf(request({ 'x-forwarded-for': '35.190.0.1' }), false)).toBeUndefined();
  });

  it('on the emulators takes the test header when it is an address, else the socket', () => {
    expect(clientAddressOf(request({ [TEST_CLIENT_ADDRESS_HEADER]: '2001:db8::7' }), true)).toBe('2001:db8::7');
    expect(clientAddressOf(request({ [TEST_CLIENT_ADDRESS_HEADER]: '1.2.3.4; drop' }), true)).toBeUndefined();
    expect(clientAddressOf(request({ 'x-forwarded-for': '6.6.6.6' }, '127.0.0.1'), true)).toBe('127.0.0.1');
  });

  it('counts hops from the right of the chain', () => {
    expect(addressAtHops('a, b, c', 1)).toBe('c');
    expect(addressAtHops('a, b, c', 3)).toBe('a');
    expect(addressAtHops('a', 2)).toBeUndefined();
    expect(addressAtHops(undefined, 1)).toBeUndefined();
  });
});

describe('the key a client address is limited by', () => {
  it('keeps an IPv4 address, and an IPv4 address written as IPv6 is the same key', () => {
    expect(addressKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys IPv6 addresses by their /64: one subscriber rotating its addresses is one client', () => {
    const home = addressKeyOf('2001:db8:1:2::1');
    expect(addressKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(home);
    expect(addressKeyOf('2001:db8:1:2:abcd::7')).toBe(home);
    expect(addressKeyOf('2001:db8:1:3::1')).not.toBe(home);
    expect(home).toBe('2001:db8:1:2::-64');
    expect(home).not.toContain('/');
  });

  it('has one key for an unknown or malformed address', () => {
    expect(addressKeyOf(undefined)).toBe('sconosciuto');
    expect(addressKeyOf('non-un-indirizzo')).toBe('sconosciuto');
  });
});
