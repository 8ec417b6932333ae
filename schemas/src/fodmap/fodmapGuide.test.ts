import { describe, expect, it } from 'vitest';

import { fodmapViewOf, plannedChallenges } from './fodmap';
import { fodmapSummaryLines, guideOf, startMeaningOf } from './fodmapGuide';
import { type Protocol, reportDay, startChallenge } from './fodmapRules';

const viewOf = fodmapViewOf;

const fresh: Protocol = {
  eliminationStart: '2026-11-01',
  eliminationWeeks: 2,
  challenges: plannedChallenges(['lactose', 'fructans-wheat']),
};
const running = startChallenge(fresh, 'lactose', '2026-11-15', '2026-11-15');

describe('guideOf', () => {
  it('counts the elimination days left', () => {
    expect(guideOf(viewOf(fresh, '2026-11-10')).paragraphs[0]).toBe(
      'Sei nella fase di eliminazione: mancano 5 giorni (fino al 14 novembre 2026).',
    );
    expect(guideOf(viewOf(fresh, '2026-11-14')).paragraphs[0]).toContain('manca 1 giorno');
  });

  it('offers the first planned group once the elimination is over', () => {
    const guide = guideOf(viewOf(fresh, '2026-11-15'));
    expect(guide.startable.map((challenge) => challenge.group)).toEqual(['lactose', 'fructans-wheat']);
    expect(guide.paragraphs[0]).toBe(
      'Puoi iniziare la prossima prova, il lattosio: il primo giorno latte vaccino, 60 ml, poi per tre giorni porzioni crescenti.',
    );
  });

  it('says what to eat today and how much, and lets the day be reported', () => {
    const guide = guideOf(viewOf(running, '2026-11-15'));
    expect(guide.reportableDay).toEqual({ group: 'lactose', day: 1, date: '2026-11-15' });
    expect(guide.paragraphs[0]).toBe('Giorno 1 di 3 della prova del lattosio: latte vaccino, 60 ml, in un solo pasto.');
  });

  it('after today’s report, tells tomorrow’s portion; a day left unreported is asked for', () => {
    const reported = reportDay(running, 'lactose', { day: 1, symptoms: 2 }, '2026-11-15').protocol;
    const tomorrow = guideOf(viewOf(reported, '2026-11-15'));
    expect(tomorrow.reportableDay).toBeNull();
    expect(tomorrow.paragraphs[0]).toBe('Hai segnato il giorno 1 della prova del lattosio. Domani, giorno 2: latte vaccino, 125 ml.');
    const late = guideOf(viewOf(reported, '2026-11-17'));
    expect(late.reportableDay).toEqual({ group: 'lactose', day: 2, date: '2026-11-16' });
    expect(late.paragraphs[0]).toMatch(/^Non hai ancora segnato il giorno 2 \(16 novembre 2026\)/);
  });

  it('tells when the next challenge may start during the washout, then the personalization', () => {
    let protocol = running;
    for (const day of [1, 2, 3]) protocol = reportDay(protocol, 'lactose', { day, symptoms: 0 }, '2026-11-17').protocol;
    const washout = guideOf(viewOf(protocol, '2026-11-20'));
    expect(washout.startable).toEqual([]);
    expect(washout.paragraphs[0]).toContain('La prossima prova può iniziare dal 21 novembre 2026.');
    protocol = startChallenge(protocol, 'fructans-wheat', '2026-11-21', '2026-11-21');
    protocol = reportDay(protocol, 'fructans-wheat', { day: 1, symptoms: 8 }, '2026-11-21').protocol;
    expect(guideOf(viewOf(protocol, '2026-11-21')).paragraphs[0]).toMatch(/^Hai completato tutte le prove/);
  });
});

describe('guideOf: the day she may still correct', () => {
  it('is the day reported today, on that day only', () => {
    const reported = reportDay(running, 'lactose', { day: 1, symptoms: 7, notes: 'per sbaglio' }, '2026-11-15').protocol;
    expect(guideOf(viewOf(reported, '2026-11-15')).correctableDay).toEqual({
      group: 'lactose',
      name: 'Lattosio',
      day: 1,
      symptoms: 7,
      notes: 'per sbaglio',
    });
    expect(guideOf(viewOf(reported, '2026-11-16')).correctableDay).toBeNull();
    expect(guideOf(viewOf(running, '2026-11-15')).correctableDay).toBeNull();
  });

  it('is never a day of a challenge followed by another', () => {
    const late = reportDay(running, 'lactose', { day: 1, symptoms: 7 }, '2026-11-30').protocol;
    const next = startChallenge(late, 'fructans-wheat', '2026-11-19', '2026-11-30');
    expect(guideOf(viewOf(next, '2026-11-30')).correctableDay).toBeNull();
  });
});

describe('startMeaningOf', () => {
  it('says what starting means: three growing portions from today, the rest low-FODMAP, the evening score, the pause', () => {
    const lactose = viewOf(fresh, '2026-11-15').challenges[0]!;
    const meaning = startMeaningOf(lactose);
    expect(meaning[0]).toBe(
      'Per tre giorni, da oggi, mangerai latte vaccino in un solo pasto, in porzioni crescenti: oggi 60 ml, domani 125 ml, dopodomani 250 ml.',
    );
    expect(meaning.join(' ')).toContain('da 5 in su la prova si ferma');
    expect(meaning.at(-1)).toBe('Dopo la prova servono 3 giorni di pausa senza prove prima della successiva.');
  });
});

describe('fodmapSummaryLines', () => {
  it('lists each group with its outcome and tolerated portion', () => {
    let protocol = running;
    for (const [day, symptoms] of [
      [1, 0],
      [2, 6],
    ] as const)
      protocol = reportDay(protocol, 'lactose', { day, symptoms }, '2026-11-17').protocol;
    expect(fodmapSummaryLines(viewOf(protocol, '2026-11-18'))).toEqual([
      'Fase: reintroduzione.',
      'Lattosio (latte vaccino): tollerato in parte, fino a 60 ml',
      'Fruttani del frumento (pane di grano): da fare',
    ]);
  });
});
