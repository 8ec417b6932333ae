import { describe, expect, it } from 'vitest';

import { plannedChallenges } from './fodmap';
import {
  correctDay,
  CORRECTION_MESSAGES,
  eliminationDaysLeft,
  eliminationEndOf,
  firstAllowedStart,
  FodmapRefusal,
  outcomeOf,
  overdueDayOf,
  phaseOf,
  portionText,
  type Protocol,
  reportDay,
  startChallenge,
} from './fodmapRules';

/** Elimination from 1 to 14 November 2026 (two weeks): the reintroduction may begin on the 15th. */
const fresh = (groups: Parameters<typeof plannedChallenges>[0] = ['lactose', 'fructose']): Protocol => ({
  eliminationStart: '2026-11-01',
  eliminationWeeks: 2,
  challenges: plannedChallenges(groups),
});

function refusal(run: () => unknown): FodmapRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof FodmapRefusal) return error;
    throw error;
  }
  throw new Error('no refusal');
}

/** Runs a challenge of `group` from `startedOn` with these day symptoms. */
function withDays(protocol: Protocol, group: string, startedOn: string, symptoms: number[]): Protocol {
  let next = startChallenge(protocol, group, startedOn, startedOn);
  symptoms.forEach((value, index) => {
    next = reportDay(next, group, { day: index + 1, symptoms: value }, '2026-12-31').protocol;
  });
  return next;
}

const lactoseOf = (protocol: Protocol) => protocol.challenges.find((challenge) => challenge.group === 'lactose')!;

describe('outcomeOf: symptoms 0-4 go on, 5 or more stop the challenge that day', () => {
  const portions = [60, 125, 250];
  it.each([
    [[4], 'active', null, null],
    [[5], 'stopped', 'not-tolerated', null],
    [[4, 4], 'active', null, null],
    [[4, 5], 'stopped', 'partial', 60],
    [[0, 4, 4], 'done', 'tolerated', 250],
    [[4, 4, 5], 'stopped', 'partial', 125],
    [[0, 0, 10], 'stopped', 'partial', 125],
    [[10], 'stopped', 'not-tolerated', null],
  ])('days %j: %s, %s, tolerated portion %s', (symptoms, status, outcome, toleratedPortion) => {
    expect(
      outcomeOf(
        portions,
        symptoms.map((value) => ({ symptoms: value })),
      ),
    ).toEqual({ status, outcome, toleratedPortion });
  });
});

describe('phaseOf and the elimination', () => {
  it('is elimination up to the last day, with the days left, then reintroduction', () => {
    const protocol = fresh();
    expect(eliminationEndOf(protocol)).toBe('2026-11-14');
    expect(phaseOf(protocol, '2026-11-01')).toBe('elimination');
    expect(eliminationDaysLeft(protocol, '2026-11-01')).toBe(14);
    expect(phaseOf(protocol, '2026-11-14')).toBe('elimination');
    expect(eliminationDaysLeft(protocol, '2026-11-14')).toBe(1);
    expect(phaseOf(protocol, '2026-11-15')).toBe('reintroduction');
    expect(eliminationDaysLeft(protocol, '2026-11-15')).toBe(0);
  });

  it('becomes personalization when every planned group is finished, whatever the outcomes', () => {
    let protocol = withDays(fresh(), 'lactose', '2026-11-15', [1, 2, 3]);
    expect(phaseOf(protocol, '2026-11-18')).toBe('reintroduction');
    protocol = withDays(protocol, 'fructose', '2026-11-21', [6]);
    expect(phaseOf(protocol, '2026-11-21')).toBe('personalization');
  });
});

describe('startChallenge', () => {
  it('refuses a start before the elimination ends with the first allowed date (409)', () => {
    const error = refusal(() => startChallenge(fresh(), 'lactose', '2026-11-14', '2026-11-14'));
    expect(error.kind).toBe('conflict');
    expect(error.details).toEqual({ firstAllowedDate: '2026-11-15' });
    expect(error.message).toContain('15 novembre 2026');
    expect(startChallenge(fresh(), 'lactose', '2026-11-15', '2026-11-15').challenges[0]).toMatchObject({
      status: 'active',
      startedOn: '2026-11-15',
    });
  });

  it('keeps a washout of three full days: the third day after the last is refused, the fourth allowed', () => {
    // Lactose on 15, 16, 17 November: the washout is 18, 19, 20; fructose may start on the 21st.
    const protocol = withDays(fresh(), 'lactose', '2026-11-15', [0, 0, 0]);
    expect(firstAllowedStart(protocol)).toBe('2026-11-21');
    const error = refusal(() => startChallenge(protocol, 'fructose', '2026-11-20', '2026-11-20'));
    expect(error.kind).toBe('conflict');
    expect(error.details).toEqual({ firstAllowedDate: '2026-11-21' });
    expect(error.message).toContain('21 novembre 2026');
    expect(startChallenge(protocol, 'fructose', '2026-11-21', '2026-11-21').challenges[1]!.status).toBe('active');
  });

  it('counts the washout from the day a challenge stopped', () => {
    const protocol = withDays(fresh(), 'lactose', '2026-11-15', [2, 7]);
    expect(firstAllowedStart(protocol)).toBe('2026-11-20');
  });

  it('refuses a second active challenge, a group already done and a group not planned', () => {
    const running = startChallenge(fresh(), 'lactose', '2026-11-15', '2026-11-15');
    expect(refusal(() => startChallenge(running, 'fructose', '2026-11-20', '2026-11-20')).kind).toBe('conflict');
    const done = withDays(fresh(), 'lactose', '2026-11-15', [0, 0, 0]);
    expect(refusal(() => startChallenge(done, 'lactose', '2026-11-25', '2026-11-25')).kind).toBe('conflict');
    expect(refusal(() => startChallenge(fresh(), 'sorbitol', '2026-11-20', '2026-11-20')).kind).toBe('invalid');
  });

  it('takes a start up to 14 days back, not in the future (400)', () => {
    expect(startChallenge(fresh(), 'lactose', '2026-11-15', '2026-11-29').challenges[0]!.startedOn).toBe('2026-11-15');
    expect(refusal(() => startChallenge(fresh(), 'lactose', '2026-11-15', '2026-11-30')).kind).toBe('invalid');
    expect(refusal(() => startChallenge(fresh(), 'lactose', '2026-11-16', '2026-11-15')).kind).toBe('invalid');
  });
});

describe('reportDay', () => {
  const running = () => startChallenge(fresh(), 'lactose', '2026-11-15', '2026-11-15');

  it('records each day on its own date with its portion', () => {
    const { protocol, day } = reportDay(running(), 'lactose', { day: 1, symptoms: 3, notes: 'un po’ di gonfiore' }, '2026-11-15');
    expect(day).toEqual({ day: 1, date: '2026-11-15', dose: 60, symptoms: 3, notes: 'un po’ di gonfiore', reportedOn: '2026-11-15' });
    const second = reportDay(protocol, 'lactose', { day: 2, symptoms: 0 }, '2026-11-17');
    expect(second.day).toMatchObject({ date: '2026-11-16', dose: 125, notes: null, reportedOn: '2026-11-17' });
  });

  it('refuses a day out of order, a day in the future and a challenge not running', () => {
    expect(refusal(() => reportDay(running(), 'lactose', { day: 2, symptoms: 0 }, '2026-11-20')).kind).toBe('conflict');
    const future = refusal(() => reportDay(running(), 'lactose', { day: 1, symptoms: 0 }, '2026-11-14'));
    expect(future.kind).toBe('invalid');
    const first = reportDay(running(), 'lactose', { day: 1, symptoms: 0 }, '2026-11-15').protocol;
    expect(refusal(() => reportDay(first, 'lactose', { day: 2, symptoms: 0 }, '2026-11-15')).kind).toBe('invalid');
    expect(refusal(() => reportDay(fresh(), 'lactose', { day: 1, symptoms: 0 }, '2026-11-15')).kind).toBe('conflict');
    const stopped = reportDay(first, 'lactose', { day: 2, symptoms: 5 }, '2026-11-16').protocol;
    expect(lactoseOf(stopped)).toMatchObject({ status: 'stopped', outcome: 'partial', toleratedPortion: 60 });
    expect(refusal(() => reportDay(stopped, 'lactose', { day: 3, symptoms: 0 }, '2026-11-17')).kind).toBe('conflict');
  });

  it('with the doctor’s own portions', () => {
    const protocol = withDays(
      fresh([{ group: 'lactose', food: 'yogurt', unit: 'g', portions: [50, 100, 200] }]),
      'lactose',
      '2026-11-15',
      [1, 1, 1],
    );
    expect(lactoseOf(protocol)).toMatchObject({ food: 'yogurt', status: 'done', outcome: 'tolerated', toleratedPortion: 200 });
  });
});

describe('correctDay: the last reported day, on the day it was reported', () => {
  const running = () => startChallenge(fresh(), 'lactose', '2026-11-15', '2026-11-15');
  /** Day 1 reported on the 15th with a mistaken 7: the challenge stopped. */
  const mistaken = () => reportDay(running(), 'lactose', { day: 1, symptoms: 7 }, '2026-11-15').protocol;

  it('rewrites the day on the same day, and the outcome follows it', () => {
    expect(lactoseOf(mistaken())).toMatchObject({ status: 'stopped', outcome: 'not-tolerated' });
    const { protocol, day } = correctDay(mistaken(), 'lactose', { day: 1, symptoms: 2, notes: 'mi ero sbagliata' }, '2026-11-15');
    expect(day).toMatchObject({ day: 1, date: '2026-11-15', dose: 60, symptoms: 2, notes: 'mi ero sbagliata', reportedOn: '2026-11-15' });
    expect(lactoseOf(protocol)).toMatchObject({ status: 'active', outcome: null, days: [day] });
  });

  it('counts the day of the report, not the challenge day: a day reported late is corrected that day', () => {
    const late = reportDay(running(), 'lactose', { day: 1, symptoms: 7 }, '2026-11-16').protocol;
    expect(lactoseOf(correctDay(late, 'lactose', { day: 1, symptoms: 1 }, '2026-11-16').protocol).status).toBe('active');
  });

  it('refuses the next day, an earlier day, a day not reported and a later challenge begun', () => {
    const tooLate = refusal(() => correctDay(mistaken(), 'lactose', { day: 1, symptoms: 2 }, '2026-11-16'));
    expect([tooLate.kind, tooLate.message]).toEqual(['conflict', CORRECTION_MESSAGES.tooLate]);
    const two = reportDay(
      reportDay(running(), 'lactose', { day: 1, symptoms: 0 }, '2026-11-15').protocol,
      'lactose',
      { day: 2, symptoms: 1 },
      '2026-11-16',
    ).protocol;
    expect(refusal(() => correctDay(two, 'lactose', { day: 1, symptoms: 2 }, '2026-11-16')).message).toBe(CORRECTION_MESSAGES.notLast);
    expect(refusal(() => correctDay(two, 'lactose', { day: 3, symptoms: 2 }, '2026-11-16')).message).toBe(CORRECTION_MESSAGES.notReported);
    // Day 1 reported on the 30th, twelve days late, and the next challenge started dated back.
    const late = reportDay(running(), 'lactose', { day: 1, symptoms: 7 }, '2026-11-30').protocol;
    const next = startChallenge(late, 'fructose', '2026-11-19', '2026-11-30');
    expect(refusal(() => correctDay(next, 'lactose', { day: 1, symptoms: 1 }, '2026-11-30')).message).toBe(CORRECTION_MESSAGES.nextStarted);
  });

  it('takes a day kept before its report day was as reported on its own date', () => {
    const { reportedOn: _reportedOn, ...older } = correctDay(mistaken(), 'lactose', { day: 1, symptoms: 7 }, '2026-11-15').day;
    const protocol = {
      ...mistaken(),
      challenges: mistaken().challenges.map((item) => (item.group === 'lactose' ? { ...item, days: [older] } : item)),
    };
    expect(correctDay(protocol, 'lactose', { day: 1, symptoms: 0 }, '2026-11-15').day.symptoms).toBe(0);
    expect(refusal(() => correctDay(protocol, 'lactose', { day: 1, symptoms: 0 }, '2026-11-16')).message).toBe(CORRECTION_MESSAGES.tooLate);
  });
});

describe('overdueDayOf: a day not reported by the evening after it', () => {
  it('is the next day to report once its date is past', () => {
    const running = startChallenge(fresh(), 'lactose', '2026-11-15', '2026-11-15');
    expect(overdueDayOf(running, '2026-11-15')).toBeNull();
    expect(overdueDayOf(running, '2026-11-16')).toEqual({ group: 'lactose', day: 1, date: '2026-11-15' });
    const reported = reportDay(running, 'lactose', { day: 1, symptoms: 0 }, '2026-11-16').protocol;
    expect(overdueDayOf(reported, '2026-11-16')).toBeNull();
    expect(overdueDayOf(fresh(), '2026-11-30')).toBeNull();
  });
});

describe('portionText', () => {
  it('writes the unit in the singular for one', () => {
    expect(portionText(1, 'fette')).toBe('1 fetta');
    expect(portionText(2, 'fette')).toBe('2 fette');
    expect(portionText(0.5, 'spicchi')).toBe('0,5 spicchi');
    expect(portionText(125, 'ml')).toBe('125 ml');
  });
});
