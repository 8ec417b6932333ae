import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { asText, commitSeed, jsonSchemaOf, mutatedOf, nearValidOf, seedOf, validOf } from './fuzzInputs';

const SEED = 7;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const booking = z.object({
  serviceId: z.string().min(1).max(200),
  start: z.iso.datetime(),
  day,
  clientId: z.uuid().optional(),
  email: z.string().max(254),
  kind: z.enum(['meal', 'stool']),
  privacyAccepted: z.literal(true),
  portions: z.array(z.number().positive().max(100)).min(1).max(3),
  pain: z.number().int().min(0).max(10),
  notes: z.string().max(20).nullable().optional(),
});

describe('values derived from a schema', () => {
  it('are accepted by the schema they come from, in every branch of a union', () => {
    const schema = z.discriminatedUnion('kind', [
      booking.omit({ kind: true }).extend({ kind: z.literal('meal') }),
      z.object({ kind: z.literal('stool'), bristolType: z.number().int().min(1).max(7) }),
    ]);
    const values = fc.sample(validOf(jsonSchemaOf(schema)), { numRuns: 200, seed: SEED });
    expect(values.filter((value) => !schema.safeParse(value).success)).toEqual([]);
    expect(new Set(values.map((value) => (value as { kind: string }).kind))).toEqual(new Set(['meal', 'stool']));
  });

  it('reach the bounds of lengths and numbers', () => {
    const values = fc.sample(validOf(jsonSchemaOf(booking)), { numRuns: 300, seed: SEED }) as z.infer<typeof booking>[];
    expect(values.some((value) => value.serviceId.length === 200)).toBe(true);
    expect(values.some((value) => value.serviceId.length === 1)).toBe(true);
    expect(values.some((value) => value.pain === 0) && values.some((value) => value.pain === 10)).toBe(true);
  });

  it('offer the known ids where a string fits, and dates near today where a pattern takes them', () => {
    const values = fc.sample(validOf(jsonSchemaOf(booking), ['prati', 'x/y']), { numRuns: 300, seed: SEED }) as z.infer<typeof booking>[];
    expect(values.some((value) => value.serviceId === 'prati')).toBe(true);
    const days = values.map((value) => Date.parse(value.day)).filter((time) => !Number.isNaN(time));
    expect(days.some((time) => Math.abs(time - Date.now()) < 61 * 86_400_000)).toBe(true);
    expect(values.some((value) => value.email.endsWith('.test'))).toBe(true);
  });

  it('once mutated, are mostly refused, each for one thing', () => {
    const values = fc.sample(mutatedOf(jsonSchemaOf(booking)), { numRuns: 300, seed: SEED });
    const refused = values.filter((value) => !booking.safeParse(value).success);
    expect(refused.length).toBeGreaterThan(values.length * 0.6);
    const kinds = new Set(refused.flatMap((value) => booking.safeParse(value).error!.issues.map((issue) => issue.code)));
    expect([...kinds]).toEqual(expect.arrayContaining(['invalid_type', 'too_big', 'too_small']));
  });

  it('mix the valid and the mutated, from the seed alone', () => {
    const near = nearValidOf(jsonSchemaOf(booking));
    const values = fc.sample(near, { numRuns: 100, seed: SEED });
    const accepted = values.filter((value) => booking.safeParse(value).success).length;
    expect(accepted).toBeGreaterThan(20);
    expect(accepted).toBeLessThan(80);
    expect(fc.sample(near, { numRuns: 100, seed: SEED })).toEqual(values);
  });
});

describe('asText', () => {
  it('writes what a query string or a path carries: text, repeated keys, nothing that breaks a URL', () => {
    expect(asText(12)).toBe('12');
    expect(asText(true)).toBe('true');
    expect(asText(['a', 1])).toEqual(['a', '1']);
    expect(asText({ a: 1 })).toBe('{"a":1}');
    expect(asText(null)).toBe('null');
    expect(asText('x\ud800')).toBe('x\ufffd');
    expect(asText('x'.repeat(10_000))).toHaveLength(2000);
  });
});

describe('the seed', () => {
  it("is a commit's first 31 bits, the same for the same commit", () => {
    expect(seedOf('ffffffff00')).toBe(0x7fffffff);
    expect(seedOf('0000002a')).toBe(42);
    expect(commitSeed()).toBe(commitSeed());
    expect(Number.isInteger(commitSeed()) && commitSeed() >= 0 && commitSeed() < 2 ** 31).toBe(true);
  });
});
