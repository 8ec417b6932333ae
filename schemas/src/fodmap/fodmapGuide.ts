/**
 * What the /fodmap page says to do today, in plain Italian, from the protocol as the API answers
 * it (its `today` included): a pure function, so every case is tested without a browser.
 */
import { type ChallengeView, type FodmapView, OUTCOME_LABELS } from './fodmap';
import { dateOfDay, FODMAP_RULES, italianDayOf, portionText } from './fodmapRules';

export const PHASE_LABELS = {
  elimination: 'Eliminazione',
  reintroduction: 'Reintroduzione',
  personalization: 'Personalizzazione',
} as const;

export const STATUS_LABELS = { planned: 'Da fare', active: 'In corso', stopped: 'Interrotta', done: 'Completata' } as const;

const AVOID =
  'Per il resto continua la dieta a basso contenuto di FODMAP: niente altri cibi ricchi di FODMAP, così si capisce l’effetto del solo cibo della prova.';
const HOW_TO_REPORT =
  'La sera segna il sintomo peggiore della giornata, da 0 (nessuno) a 10 (fortissimo): da 0 a 4 si prosegue con la porzione successiva, da 5 in su la prova si ferma.';

export interface Guide {
  /** The day of the active challenge the patient may report now, or null. */
  reportableDay: { group: ChallengeView['group']; day: number; date: string } | null;
  /** The day reported today that she may still correct today (fodmapRules.ts, correctDay), or null. */
  correctableDay: { group: ChallengeView['group']; name: string; day: number; symptoms: number; notes: string | null } | null;
  /** The planned groups that may start today (none while a challenge runs or the washout lasts). */
  startable: ChallengeView[];
  paragraphs: string[];
}

const dose = (challenge: ChallengeView, day: number) => `${challenge.food}, ${portionText(challenge.portions[day - 1]!, challenge.unit)}`;

function activeGuide(view: FodmapView, active: ChallengeView & { startedOn: string }): Omit<Guide, 'correctableDay'> {
  const day = active.days.length + 1;
  const date = dateOfDay(active.startedOn, day);
  const name = active.name.toLowerCase();
  if (date > view.today)
    return {
      reportableDay: null,
      startable: [],
      paragraphs: [`Hai segnato il giorno ${day - 1} della prova del ${name}. Domani, giorno ${day}: ${dose(active, day)}.`, AVOID],
    };
  const late = date < view.today ? `Non hai ancora segnato il giorno ${day} (${italianDayOf(date)}): segnalo ora. ` : '';
  return {
    reportableDay: { group: active.group, day, date },
    startable: [],
    paragraphs: [
      `${late}Giorno ${day} di ${FODMAP_RULES.challengeDays} della prova del ${name}: ${dose(active, day)}, in un solo pasto.`,
      AVOID,
      HOW_TO_REPORT,
    ],
  };
}

/** The page's guidance for today. */
export function guideOf(view: FodmapView): Guide {
  return { ...stepsOf(view), correctableDay: correctableDayOf(view) };
}

/**
 * The day she reported today and may still correct: the last reported day of the challenge begun
 * last, when it was reported today. The API enforces the same rule.
 */
function correctableDayOf(view: FodmapView): Guide['correctableDay'] {
  const latest = view.challenges
    .filter((challenge) => challenge.startedOn !== null)
    .reduce<ChallengeView | undefined>(
      (last, challenge) => (!last || challenge.startedOn! > last.startedOn! ? challenge : last),
      undefined,
    );
  const day = latest?.days.at(-1);
  if (!latest || !day || day.reportedOn !== view.today) return null;
  return { group: latest.group, name: latest.name, day: day.day, symptoms: day.symptoms, notes: day.notes };
}

/**
 * What starting a challenge means, for the confirmation asked before it: the three days and their
 * portions, the rest of the diet, the evening's score and the pause after.
 */
export function startMeaningOf(challenge: ChallengeView): string[] {
  const [first, second, third] = challenge.portions.map((amount) => portionText(amount, challenge.unit));
  return [
    `Per tre giorni, da oggi, mangerai ${challenge.food} in un solo pasto, in porzioni crescenti: oggi ${first}, domani ${second}, dopodomani ${third}.`,
    AVOID,
    HOW_TO_REPORT,
    `Dopo la prova servono ${FODMAP_RULES.washoutDays} giorni di pausa senza prove prima della successiva.`,
  ];
}

function stepsOf(view: FodmapView): Omit<Guide, 'correctableDay'> {
  if (view.phase === 'elimination')
    return {
      reportableDay: null,
      startable: [],
      paragraphs: [
        `Sei nella fase di eliminazione: ${view.eliminationDaysLeft === 1 ? 'manca 1 giorno' : `mancano ${view.eliminationDaysLeft} giorni`} (fino al ${italianDayOf(view.eliminationEnd)}).`,
        'Segui la dieta a basso contenuto di FODMAP che ti ha dato la nutrizionista. Le prove di reintroduzione iniziano dopo.',
      ],
    };
  if (view.phase === 'personalization')
    return {
      reportableDay: null,
      startable: [],
      paragraphs: [
        'Hai completato tutte le prove. Nella tabella vedi cosa tolleri e in che quantità: la nutrizionista ne terrà conto nel tuo prossimo piano alimentare.',
        'Puoi reintrodurre i cibi tollerati; quelli tollerati in parte, nella quantità indicata.',
      ],
    };
  const active = view.challenges.find((challenge) => challenge.status === 'active');
  if (active?.startedOn) return activeGuide(view, { ...active, startedOn: active.startedOn });
  const planned = view.challenges.filter((challenge) => challenge.status === 'planned');
  if (view.today < view.nextStartFrom)
    return {
      reportableDay: null,
      startable: [],
      paragraphs: [
        `Pausa senza prove (washout): continua la dieta a basso contenuto di FODMAP finché i sintomi sono passati del tutto. La prossima prova può iniziare dal ${italianDayOf(view.nextStartFrom)}.`,
      ],
    };
  const next = planned[0]!;
  return {
    reportableDay: null,
    startable: planned,
    paragraphs: [
      `Puoi iniziare la prossima prova, il ${next.name.toLowerCase()}: il primo giorno ${dose(next, 1)}, poi per tre giorni porzioni crescenti.`,
      'Inizia in un giorno senza altri cambiamenti (viaggi, cene fuori, stress particolari).',
    ],
  };
}

/** The protocol's lines in the doctor's PDF summary: the phase, then each group with its outcome and tolerated portion. */
export function fodmapSummaryLines(view: Pick<FodmapView, 'phase' | 'challenges'>): string[] {
  return [
    `Fase: ${PHASE_LABELS[view.phase].toLowerCase()}.`,
    ...view.challenges.map((challenge) => {
      const outcome = challenge.outcome
        ? `${OUTCOME_LABELS[challenge.outcome].toLowerCase()}${challenge.toleratedPortion === null ? '' : `, fino a ${portionText(challenge.toleratedPortion, challenge.unit)}`}`
        : STATUS_LABELS[challenge.status].toLowerCase();
      return `${challenge.name} (${challenge.food}): ${outcome}`;
    }),
  ];
}
