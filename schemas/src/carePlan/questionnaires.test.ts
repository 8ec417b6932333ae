import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ibsSssBand, ibsSssBody, ibsSssChange, ibsSssScore } from './questionnaires';

const answers = (painSeverity: number, painDays = 0, distensionSeverity = 0, bowelDissatisfaction = 0, lifeInterference = 0) => ({
  painSeverity,
  painDays,
  distensionSeverity,
  bowelDissatisfaction,
  lifeInterference,
});

describe('IBS-SSS scoring', () => {
  it('adds the four 0–100 items and the pain days × 10', () => {
    expect(ibsSssScore(answers(40, 3, 50, 60, 20))).toBe(40 + 30 + 50 + 60 + 20);
    expect(ibsSssScore(answers(100, 10, 100, 100, 100))).toBe(500);
    expect(ibsSssScore(answers(0))).toBe(0);
  });

  it.each([
    [0, 'remission'],
    [74, 'remission'],
    [75, 'mild'],
    [174, 'mild'],
    [175, 'moderate'],
    [300, 'moderate'],
    [301, 'severe'],
    [500, 'severe'],
  ] as const)('scores %i as %s (the band edges of docs/product.md)', (score, band) => {
    expect(ibsSssBand(score)).toBe(band);
  });

  it('reaches each edge from real answers', () => {
    expect(ibsSssBand(ibsSssScore(answers(74)))).toBe('remission');
    expect(ibsSssBand(ibsSssScore(answers(45, 3)))).toBe('mild');
    expect(ibsSssBand(ibsSssScore(answers(100, 7, 5)))).toBe('moderate');
    expect(ibsSssBand(ibsSssScore(answers(100, 10, 100)))).toBe('moderate');
    expect(ibsSssBand(ibsSssScore(answers(100, 10, 100, 1)))).toBe('severe');
  });

  it('marks a change of 50 points or more, either way, as clinically meaningful', () => {
    expect(ibsSssChange(200, null)).toEqual({ change: null, meaningfulChange: false });
    expect(ibsSssChange(200, 250)).toEqual({ change: -50, meaningfulChange: true });
    expect(ibsSssChange(200, 151)).toEqual({ change: 49, meaningfulChange: false });
    expect(ibsSssChange(200, 150)).toEqual({ change: 50, meaningfulChange: true });
  });

  it('always totals 0–500 with bands ordered by score', () => {
    const item = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(item, fc.integer({ min: 0, max: 10 }), item, item, item, (a, days, c, d, e) => {
        const score = ibsSssScore(answers(a, days, c, d, e));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(500);
        const order = ['remission', 'mild', 'moderate', 'severe'];
        expect(order.indexOf(ibsSssBand(score))).toBeLessThanOrEqual(order.indexOf(ibsSssBand(Math.min(500, score + 1))));
      }),
    );
  });

  it('refuses answers out of range with an Italian message', () => {
    const refused = (body: unknown) => ibsSssBody.safeParse(body).error?.issues[0]?.message;
    expect(refused(answers(101))).toBe("L'intensità del dolore deve essere un numero intero da 0 a 100");
    expect(refused(answers(10, 11))).toBe('I giorni con dolore devono essere un numero intero da 0 a 10');
    expect(refused(answers(-1))).toMatch(/da 0 a 100/);
    expect(refused(answers(10.5))).toMatch(/numero intero/);
  });
});
