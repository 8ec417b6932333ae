import { describe, expect, it } from 'vitest';

import { fodmapProtocolBody, startChallengeBody } from './fodmap';

describe("the FODMAP protocol's days", () => {
  // zod runs a refinement even after the pattern failed: a string Date.parse reads but that is no
  // day ('5', a full timestamp) made the check itself throw, and the API answer 500.
  it.each(['5', '2025-03-14T09:30:00Z', '2025-02-30', ''])('refuses %j in Italian rather than throwing', (day) => {
    const start = startChallengeBody.safeParse({ startedOn: day });
    expect(start.error?.issues[0]?.message).toBe('La data di inizio deve essere una data AAAA-MM-GG');
    const protocol = fodmapProtocolBody.safeParse({ eliminationStart: day, eliminationWeeks: 4 });
    expect(protocol.error?.issues[0]?.message).toBe("La data d'inizio dell'eliminazione deve essere una data AAAA-MM-GG");
  });

  it('takes a day that exists', () => {
    expect(startChallengeBody.safeParse({ startedOn: '2024-02-29' }).success).toBe(true);
  });
});
