/**
 * The rules of the FODMAP reintroduction (docs/fodmap.md), as pure functions of the protocol and
 * of "today" (a day in Rome, 'YYYY-MM-DD'): the phase, the washout, the start of a challenge and
 * the outcome of its days. The API applies them to the stored protocol; the page explains them.
 */
import { daysBetween, shiftDay } from '../diary/diary';

export const FODMAP_GROUPS = [
  'fructose',
  'lactose',
  'sorbitol',
  'mannitol',
  'gos',
  'fructans-wheat',
  'fructans-garlic',
  'fructans-onion',
] as const;
export type FodmapGroup = (typeof FODMAP_GROUPS)[number];

export const FODMAP_RULES = {
  /** Symptoms up to this (none or mild) let a challenge go on; above it (5 to 10) stop it. */
  mildMax: 4,
  /** Full days without a challenge between the last day of one and the start of the next. */
  washoutDays: 3,
  /** A start may be recorded this many days late (a patient who logs late). */
  lateStartDays: 14,
  challengeDays: 3,
  minEliminationWeeks: 2,
  maxEliminationWeeks: 6,
} as const;

export type FodmapPhase = 'elimination' | 'reintroduction' | 'personalization';
export type ChallengeStatus = 'planned' | 'active' | 'stopped' | 'done';
export type ChallengeOutcome = 'tolerated' | 'partial' | 'not-tolerated';

export interface ChallengeDay {
  day: number;
  date: string;
  dose: number;
  symptoms: number;
  notes: string | null;
  /** The day in Rome it was reported (the only day it may be corrected); absent on days reported before it was kept. */
  reportedOn?: string;
  /** The care diary's entry written with it (the correction rewrites it), null without the diary's consent. */
  diaryEntryId?: string | null;
}

export interface Challenge {
  group: FodmapGroup;
  food: string;
  unit: string;
  portions: number[];
  status: ChallengeStatus;
  startedOn: string | null;
  days: ChallengeDay[];
  outcome: ChallengeOutcome | null;
  toleratedPortion: number | null;
}

export interface Protocol {
  eliminationStart: string;
  eliminationWeeks: number;
  challenges: Challenge[];
}

/** Why a rule refuses: `invalid` is a bad request (400), `conflict` a state that forbids it now (409). */
export class FodmapRefusal extends Error {
  constructor(
    readonly kind: 'invalid' | 'conflict',
    message: string,
    readonly details?: { firstAllowedDate: string },
  ) {
    super(message);
  }
}

const italianDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-11-23' → '23 novembre 2026'. */
export const italianDayOf = (day: string) => italianDate.format(new Date(`${day}T00:00:00Z`));

/** The last day of the elimination (its first day plus the weeks, minus one). */
export const eliminationEndOf = (protocol: Pick<Protocol, 'eliminationStart' | 'eliminationWeeks'>) =>
  shiftDay(protocol.eliminationStart, protocol.eliminationWeeks * 7 - 1);

export const isFinished = (challenge: Challenge) => challenge.status === 'done' || challenge.status === 'stopped';

/** Where the patient is on `today`: elimination up to its last day, then reintroduction until every group is finished. */
export function phaseOf(protocol: Protocol, today: string): FodmapPhase {
  if (today <= eliminationEndOf(protocol)) return 'elimination';
  return protocol.challenges.every(isFinished) ? 'personalization' : 'reintroduction';
}

/** Days of elimination left on `today`, today included (0 once it is over). */
export const eliminationDaysLeft = (protocol: Protocol, today: string) => Math.max(0, daysBetween(today, eliminationEndOf(protocol)) + 1);

/** The day a challenge's day falls on: day 1 is the start. */
export const dateOfDay = (startedOn: string, day: number) => shiftDay(startedOn, day - 1);

/** The last day a started challenge took a portion: its last reported day, or its start before any. */
export const lastDayOf = (challenge: Challenge & { startedOn: string }) =>
  dateOfDay(challenge.startedOn, Math.max(1, challenge.days.length));

/**
 * The first day the next challenge may start: the day after the elimination, and at least
 * `washoutDays` full days after the last day of every finished challenge.
 */
export function firstAllowedStart(protocol: Protocol): string {
  let first = shiftDay(eliminationEndOf(protocol), 1);
  for (const challenge of protocol.challenges) {
    if (!isFinished(challenge) || !challenge.startedOn) continue;
    const after = shiftDay(lastDayOf({ ...challenge, startedOn: challenge.startedOn }), FODMAP_RULES.washoutDays + 1);
    if (after > first) first = after;
  }
  return first;
}

export const activeChallengeOf = (protocol: Protocol) => protocol.challenges.find((challenge) => challenge.status === 'active');

function challengeOf(protocol: Protocol, group: string): Challenge {
  const challenge = protocol.challenges.find((item) => item.group === group);
  if (!challenge) throw new FodmapRefusal('invalid', 'Questo gruppo non fa parte del tuo protocollo');
  return challenge;
}

/** The protocol with one challenge replaced. */
const withChallenge = (protocol: Protocol, next: Challenge): Protocol => ({
  ...protocol,
  challenges: protocol.challenges.map((challenge) => (challenge.group === next.group ? next : challenge)),
});

/**
 * Starts a group's challenge on `startedOn` (today or up to 14 days back): only in the
 * reintroduction, one at a time, each group once, after the washout of the previous one.
 */
export function startChallenge(protocol: Protocol, group: string, startedOn: string, today: string): Protocol {
  const challenge = challengeOf(protocol, group);
  if (startedOn > today) throw new FodmapRefusal('invalid', 'La data di inizio non può essere nel futuro');
  if (daysBetween(startedOn, today) > FODMAP_RULES.lateStartDays)
    throw new FodmapRefusal('invalid', 'La data di inizio può essere al massimo di 14 giorni fa');
  const eliminationEnd = eliminationEndOf(protocol);
  if (startedOn <= eliminationEnd) {
    const firstAllowedDate = shiftDay(eliminationEnd, 1);
    throw new FodmapRefusal('conflict', `La fase di eliminazione non è finita: le prove iniziano dal ${italianDayOf(firstAllowedDate)}`, {
      firstAllowedDate,
    });
  }
  const active = activeChallengeOf(protocol);
  if (active) throw new FodmapRefusal('conflict', 'Hai già una prova in corso: concludila prima di iniziarne un’altra');
  if (challenge.status !== 'planned') throw new FodmapRefusal('conflict', 'Questa prova è già stata fatta');
  const firstAllowedDate = firstAllowedStart(protocol);
  if (startedOn < firstAllowedDate)
    throw new FodmapRefusal(
      'conflict',
      `Serve ancora qualche giorno di pausa senza prove (washout): la prossima prova può iniziare dal ${italianDayOf(firstAllowedDate)}`,
      { firstAllowedDate },
    );
  return withChallenge(protocol, { ...challenge, status: 'active', startedOn, days: [], outcome: null, toleratedPortion: null });
}

/**
 * The outcome of a challenge's reported days: a day with symptoms above `mildMax` stops it that
 * day (not tolerated on day 1, partly tolerated on day 2 or 3, at the previous day's portion);
 * three days at most mild make it tolerated, at the third portion. Running: no outcome yet.
 */
export function outcomeOf(portions: number[], days: Pick<ChallengeDay, 'symptoms'>[]) {
  const stopDay = days.findIndex((day) => day.symptoms > FODMAP_RULES.mildMax) + 1;
  if (stopDay === 1) return { status: 'stopped' as const, outcome: 'not-tolerated' as const, toleratedPortion: null };
  if (stopDay > 1) return { status: 'stopped' as const, outcome: 'partial' as const, toleratedPortion: portions[stopDay - 2] ?? null };
  if (days.length >= FODMAP_RULES.challengeDays)
    return { status: 'done' as const, outcome: 'tolerated' as const, toleratedPortion: portions[FODMAP_RULES.challengeDays - 1] ?? null };
  return { status: 'active' as const, outcome: null, toleratedPortion: null };
}

/** A day as the patient reports or corrects it. */
type DayInput = { day: number; symptoms: number; notes?: string | null };
/** The protocol after a day's report or correction, and the day as stored. */
type DayWritten = { protocol: Protocol; day: ChallengeDay };

/** The challenge with these days and the outcome they give, in the protocol. */
const writtenDays = (protocol: Protocol, challenge: Challenge, days: ChallengeDay[], day: ChallengeDay): DayWritten => ({
  protocol: withChallenge(protocol, { ...challenge, days, ...outcomeOf(challenge.portions, days) }),
  day,
});

/**
 * Records a day of the active challenge of `group`: the next day in order, on its own date
 * (start + day - 1), not in the future. Answers the protocol and the day as recorded.
 */
export function reportDay(protocol: Protocol, group: string, report: DayInput, today: string): DayWritten {
  const challenge = challengeOf(protocol, group);
  if (challenge.status !== 'active' || !challenge.startedOn) throw new FodmapRefusal('conflict', 'Questa prova non è in corso');
  const expected = challenge.days.length + 1;
  if (report.day !== expected) throw new FodmapRefusal('conflict', `Il prossimo giorno da segnare è il giorno ${expected}`);
  const date = dateOfDay(challenge.startedOn, report.day);
  if (date > today)
    throw new FodmapRefusal('invalid', `Il giorno ${report.day} della prova è il ${italianDayOf(date)}: non è ancora arrivato`);
  const day: ChallengeDay = {
    day: report.day,
    date,
    dose: challenge.portions[report.day - 1]!,
    symptoms: report.symptoms,
    notes: report.notes || null,
    reportedOn: today,
  };
  return writtenDays(protocol, challenge, [...challenge.days, day], day);
}

export const CORRECTION_MESSAGES = {
  notReported: 'Questo giorno della prova non è ancora stato segnato',
  notLast: 'Si può correggere solo l’ultimo giorno segnato della prova',
  tooLate: 'Un giorno segnato si può correggere solo entro la giornata in cui l’hai segnato',
  nextStarted: 'Hai già iniziato la prova successiva: questo giorno non si può più correggere',
} as const;

/** The day a reported day may be corrected on: the day it was reported (its own date for days kept before). */
export const correctableOn = (day: ChallengeDay) => day.reportedOn ?? day.date;

/**
 * Corrects the last reported day of `group` (its symptoms and notes), only on the Rome day it was
 * reported and while no later challenge has begun: the outcome follows the corrected day, so a
 * challenge stopped by a mistaken score goes on (a later one cannot have begun the same day, but a
 * start dated back could have). Answers the protocol and the day as corrected.
 */
export function correctDay(protocol: Protocol, group: string, report: DayInput, today: string): DayWritten {
  const challenge = challengeOf(protocol, group);
  const reported = challenge.days.find((item) => item.day === report.day);
  if (!reported || !challenge.startedOn) throw new FodmapRefusal('conflict', CORRECTION_MESSAGES.notReported);
  if (report.day !== challenge.days.length) throw new FodmapRefusal('conflict', CORRECTION_MESSAGES.notLast);
  if (correctableOn(reported) !== today) throw new FodmapRefusal('conflict', CORRECTION_MESSAGES.tooLate);
  const startedOn = challenge.startedOn;
  const later = protocol.challenges.some(
    (other) => other.group !== challenge.group && other.startedOn !== null && (other.status === 'active' || other.startedOn > startedOn),
  );
  if (later) throw new FodmapRefusal('conflict', CORRECTION_MESSAGES.nextStarted);
  const day: ChallengeDay = { ...reported, symptoms: report.symptoms, notes: report.notes || null };
  return writtenDays(
    protocol,
    challenge,
    challenge.days.map((item) => (item.day === day.day ? day : item)),
    day,
  );
}

/**
 * The day of the active challenge that was not reported by the evening after it (for the
 * reminder), or null: the next day to report when its date is before `today`.
 */
export function overdueDayOf(protocol: Protocol, today: string): { group: FodmapGroup; day: number; date: string } | null {
  const active = activeChallengeOf(protocol);
  if (!active?.startedOn) return null;
  const day = active.days.length + 1;
  const date = dateOfDay(active.startedOn, day);
  return date < today ? { group: active.group, day, date } : null;
}

const numberFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
const SINGULAR: Record<string, string> = { cucchiaini: 'cucchiaino', fette: 'fetta', spicchi: 'spicchio' };

/** A portion in words: '2 fette', '1 fetta', '125 ml', '0,5 spicchi'. */
export const portionText = (amount: number, unit: string) =>
  `${numberFormat.format(amount)} ${amount === 1 ? (SINGULAR[unit] ?? unit) : unit}`;
