import { describe, expect, it } from 'vitest';

import { freeSlots, type SlotRequest } from './slots';

const mondayToSaturday = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));

function slots(changes: Partial<SlotRequest>) {
  return freeSlots({
    from: '2027-01-11',
    to: '2027-01-11',
    now: new Date('2027-01-01T08:00:00Z'),
    durationMinutes: 60,
    locationId: 'prati',
    weekly: mondayToSaturday,
    exceptions: [],
    busy: [],
    ...changes,
  });
}
const startsOf = (list: { start: string }[]) => list.map((slot) => slot.start);

describe('freeSlots', () => {
  it('offers the starts of a day on the half-hour grid, each as long as the visit', () => {
    const list = slots({});
    // Monday 11 January 2027, Rome is UTC+1: 9:00 … 11:00 (the last start that ends by 12:00).
    expect(startsOf(list)).toEqual([
      '2027-01-11T08:00:00.000Z',
      '2027-01-11T08:30:00.000Z',
      '2027-01-11T09:00:00.000Z',
      '2027-01-11T09:30:00.000Z',
      '2027-01-11T10:00:00.000Z',
    ]);
    expect(list[0]).toEqual({ start: '2027-01-11T08:00:00.000Z', end: '2027-01-11T09:00:00.000Z', locationId: 'prati' });
  });

  it('keeps 9:00 at 9:00 in Rome in winter and in summer, and on the days the clocks change', () => {
    const now = new Date('2027-03-01T00:00:00Z');
    // Sunday 28 March 2027 the clocks go forward; Monday 29 is summer time (UTC+2).
    expect(startsOf(slots({ now, from: '2027-03-26', to: '2027-03-29', durationMinutes: 180 }))).toEqual([
      '2027-03-26T08:00:00.000Z',
      '2027-03-27T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
    // Sunday 31 October 2027 they go back: Saturday 30 is summer time, Monday 1 November winter time.
    expect(startsOf(slots({ now: new Date('2027-10-01T00:00:00Z'), from: '2027-10-30', to: '2027-11-01', durationMinutes: 180 }))).toEqual([
      '2027-10-30T07:00:00.000Z',
      '2027-11-01T08:00:00.000Z',
    ]);
  });

  it('stays within the practice opening hours (Saturday until 13:00, Sunday closed)', () => {
    const weekly = [
      { weekday: 6, start: '12:00', end: '18:00' },
      { weekday: 7, start: '09:00', end: '12:00' },
    ];
    const list = slots({ weekly, from: '2027-01-09', to: '2027-01-10' });
    expect(startsOf(list)).toEqual(['2027-01-09T11:00:00.000Z']);
  });

  it('skips the closed days: of the place, or of the whole practice', () => {
    const from = '2027-01-11';
    const to = '2027-01-13';
    const open = slots({ from, to });
    expect(new Set(open.map((slot) => slot.start.slice(0, 10)))).toEqual(new Set(['2027-01-11', '2027-01-12', '2027-01-13']));
    const closed = slots({
      from,
      to,
      exceptions: [
        { date: '2027-01-11', locationId: 'prati' },
        { date: '2027-01-12', locationId: null },
        { date: '2027-01-13', locationId: 'eur' },
      ],
    });
    expect(new Set(closed.map((slot) => slot.start.slice(0, 10)))).toEqual(new Set(['2027-01-13']));
  });

  it('never overlaps a busy stretch, and keeps the travel gap to another studio but not to the same one or online', () => {
    const busyAt = (locationId: string) => [{ start: new Date('2027-01-11T09:00:00Z'), end: new Date('2027-01-11T09:30:00Z'), locationId }];
    // Same studio: 9:00 ends as the busy 10:00 begins; 10:30 begins as it ends.
    expect(startsOf(slots({ busy: busyAt('prati') }))).toEqual([
      '2027-01-11T08:00:00.000Z',
      '2027-01-11T09:30:00.000Z',
      '2027-01-11T10:00:00.000Z',
    ]);
    // Another studio: 30 minutes to move before and after.
    expect(startsOf(slots({ busy: busyAt('eur') }))).toEqual(['2027-01-11T10:00:00.000Z']);
    // Online: no travel.
    expect(startsOf(slots({ busy: busyAt('online') }))).toEqual([
      '2027-01-11T08:00:00.000Z',
      '2027-01-11T09:30:00.000Z',
      '2027-01-11T10:00:00.000Z',
    ]);
  });

  it('respects the minimum notice and the booking window, with the fixed clock', () => {
    // 20:30 in Rome the evening before: 12 hours later is 8:30, so 9:00 is the first start.
    const evening = new Date('2027-01-10T19:30:00Z');
    expect(startsOf(slots({ now: evening }))[0]).toBe('2027-01-11T08:00:00.000Z');
    // 22:00: 12 hours later is 10:00.
    expect(startsOf(slots({ now: new Date('2027-01-10T21:00:00Z') }))[0]).toBe('2027-01-11T09:00:00.000Z');
    // A day more than 31 days ahead offers nothing; the 31st does.
    const now = new Date('2027-01-01T08:00:00Z');
    expect(slots({ now, from: '2027-02-02', to: '2027-02-02' })).toEqual([]);
    expect(slots({ now, from: '2027-02-01', to: '2027-02-01' }).length).toBeGreaterThan(0);
  });
});
