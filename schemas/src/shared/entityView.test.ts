import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { storedValues, wireOf } from './entityView';

const stored = z.object({
  id: z.string(),
  title: z.string(),
  secret: z.string(),
  notes: z.string().default(''),
  start: z.date(),
  endedAt: z.date().nullable().default(null),
  visit: z.object({ at: z.date(), room: z.string() }).nullable(),
  history: z.array(z.object({ at: z.date() })),
  method: z.enum(['cash', 'card']).optional(),
});

const fields = wireOf(stored).pick({
  id: true,
  title: true,
  notes: true,
  start: true,
  endedAt: true,
  visit: true,
  history: true,
  method: true,
});

describe('views derived from a stored shape', () => {
  it('carries the picked fields only, with dates as ISO strings however deep', () => {
    const start = new Date('2026-11-27T09:30:00.000Z');
    const values = storedValues(fields, {
      id: 'a1',
      title: 'Visita',
      secret: 'nota clinica',
      notes: '',
      start,
      endedAt: null,
      visit: { at: start, room: 'r' },
      history: [{ at: start }],
    } as z.output<typeof stored>);
    expect(values).toEqual({
      id: 'a1',
      title: 'Visita',
      notes: '',
      start: '2026-11-27T09:30:00.000Z',
      endedAt: null,
      visit: { at: '2026-11-27T09:30:00.000Z', room: 'r' },
      history: [{ at: '2026-11-27T09:30:00.000Z' }],
      method: undefined,
    });
    expect(values).not.toHaveProperty('secret');
    // The answer is what the derived schema accepts.
    expect(fields.parse(values)).toEqual(JSON.parse(JSON.stringify(values)));
  });

  it('keeps the checks of a field with no date inside', () => {
    const kept = wireOf(z.object({ days: z.array(z.object({ n: z.number() })).min(1), at: z.array(z.date()).max(2) }));
    const shape = z.toJSONSchema(kept, { io: 'output' }) as { properties: Record<string, { minItems?: number; maxItems?: number }> };
    expect(shape.properties.days!.minItems).toBe(1);
    expect(kept.safeParse({ days: [], at: [] }).success).toBe(false);
    expect(kept.safeParse({ days: [{ n: 1 }], at: ['2026-11-27T09:30:00.000Z'] }).success).toBe(true);
  });

  it('answers strings where the store has dates, with no insert default', () => {
    expect(fields.safeParse({ id: 'a', title: 't', notes: '', start: new Date(), endedAt: null, visit: null, history: [] }).success).toBe(
      false,
    );
    const shape = z.toJSONSchema(fields, { io: 'output' }) as { properties: Record<string, unknown>; required: string[] };
    expect(shape.properties.start).toEqual({ type: 'string' });
    expect(shape.properties.notes).toEqual({ type: 'string' });
    expect(shape.required).toContain('notes');
    expect(shape.required).not.toContain('method');
  });
});
