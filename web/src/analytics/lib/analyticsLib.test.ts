import type { AnalyticsDay } from '@app/schemas/analytics/analytics';
import { describe, expect, it } from 'vitest';

import { compactNumber, trendLabel } from './compactNumber';
import { seriesCsv } from './seriesCsv';

describe('compactNumber', () => {
  it('abbreviates with K from a thousand and M from a million, in Italian', () => {
    expect([compactNumber(999), compactNumber(1000), compactNumber(1234), compactNumber(999_999), compactNumber(2_500_000)]).toEqual([
      '999',
      '1K',
      '1,2K',
      '1M',
      '2,5M',
    ]);
  });

  it('labels trends with their sign, nothing without a comparison', () => {
    expect([trendLabel(12.5), trendLabel(-3), trendLabel(0), trendLabel(null)]).toEqual(['+12,5%', '−3%', '0%', null]);
  });
});

describe('seriesCsv', () => {
  it('writes a header and one line a day, revenue in euro', () => {
    const day: AnalyticsDay = {
      day: '2026-03-29',
      activeMembers: 4,
      newMembers: 1,
      totalMembers: 40,
      posts: 3,
      comments: 2,
      likes: 5,
      lessonCompletions: 2,
      enrolments: 1,
      eventRegistrations: 0,
      orders: 1,
      revenue: 12050,
      contactRequests: 2,
    };
    const lines = seriesCsv([day]).split('\r\n');
    expect(lines[0]).toBe(
      'Giorno,Membri attivi,Nuovi membri,Membri totali,Post,Commenti,Mi piace,Lezioni completate,Iscrizioni ai corsi,Iscrizioni agli eventi,Ordini,Incassi (EUR),Richieste di contatto',
    );
    expect(lines[1]).toBe('2026-03-29,4,1,40,3,2,5,2,1,0,1,120.50,2');
    expect(lines).toHaveLength(3);
  });
});
