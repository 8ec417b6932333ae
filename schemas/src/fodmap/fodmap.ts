/**
 * The FODMAP reintroduction's shapes (docs/fodmap.md): what the doctor prescribes, what the
 * patient reports, what both read. Health data (GDPR art. 9): only the patient and the doctor.
 * The rules themselves are in fodmapRules.ts.
 */
import { z } from 'zod';

import { calendarDay } from '../carePlan/carePlan';
import { practiceFodmapFoods } from '../shared/practice';
import {
  type Challenge,
  correctableOn,
  eliminationDaysLeft,
  eliminationEndOf,
  firstAllowedStart,
  FODMAP_GROUPS,
  FODMAP_RULES,
  type FodmapGroup,
  phaseOf,
  type Protocol,
} from './fodmapRules';

export { FODMAP_GROUPS, type FodmapGroup } from './fodmapRules';

/** Each group's Italian name and default test food, from the practice configuration. */
export const FODMAP_DEFAULTS: Record<FodmapGroup, { name: string; food: string; unit: string; portions: number[] }> = Object.fromEntries(
  practiceFodmapFoods.map(({ group, ...rest }) => [group, { ...rest, portions: [...rest.portions] }]),
) as Record<FodmapGroup, { name: string; food: string; unit: string; portions: number[] }>;

export const FODMAP_GROUP_NAMES = Object.fromEntries(FODMAP_GROUPS.map((group) => [group, FODMAP_DEFAULTS[group].name])) as Record<
  FodmapGroup,
  string
>;

export const OUTCOME_LABELS = { tolerated: 'Tollerato', partial: 'Tollerato in parte', 'not-tolerated': 'Non tollerato' } as const;

const UNKNOWN_GROUP = `Gruppo FODMAP sconosciuto: ${FODMAP_GROUPS.join(', ')}`;
export const fodmapGroup = z.enum(FODMAP_GROUPS, { error: UNKNOWN_GROUP });

const portion = z
  .number({ error: 'Ogni porzione deve essere un numero maggiore di 0' })
  .positive('Ogni porzione deve essere un numero maggiore di 0')
  .max(10_000, 'Porzione troppo grande');

/** One group of the doctor's prescription: its place in the order and, optionally, its own food. */
const prescribedGroup = z.object(
  {
    group: fodmapGroup,
    food: z
      .string({ error: 'Indica il cibo della prova' })
      .trim()
      .min(1, 'Indica il cibo della prova')
      .max(80, 'Cibo troppo lungo')
      .optional(),
    unit: z
      .string({ error: "Indica l'unità delle porzioni" })
      .trim()
      .min(1, "Indica l'unità delle porzioni")
      .max(20, 'Unità troppo lunga')
      .optional(),
    portions: z
      .array(portion, { error: 'Indica tre porzioni crescenti' })
      .length(3, 'Indica tre porzioni crescenti')
      .refine((values) => values[0]! < values[1]! && values[1]! < values[2]!, 'Indica tre porzioni crescenti')
      .optional(),
  },
  { error: 'Gruppo non valido' },
);

/** POST /api/admin/patients/{uid}/fodmap: the elimination and, optionally, the groups in their order with their foods. */
export const fodmapProtocolBody = z.object(
  {
    eliminationStart: calendarDay("La data d'inizio dell'eliminazione deve essere una data AAAA-MM-GG"),
    eliminationWeeks: z
      .number({ error: "L'eliminazione dura da 2 a 6 settimane" })
      .int("L'eliminazione dura da 2 a 6 settimane")
      .min(FODMAP_RULES.minEliminationWeeks, "L'eliminazione dura da 2 a 6 settimane")
      .max(FODMAP_RULES.maxEliminationWeeks, "L'eliminazione dura da 2 a 6 settimane"),
    groups: z
      .array(z.union([fodmapGroup, prescribedGroup], { error: UNKNOWN_GROUP }), { error: 'Gruppi non validi' })
      .min(1, 'Indica almeno un gruppo')
      .max(FODMAP_GROUPS.length, 'Ogni gruppo una volta sola')
      .refine(
        (items) => new Set(items.map((item) => (typeof item === 'string' ? item : item.group))).size === items.length,
        'Ogni gruppo una volta sola',
      )
      .optional(),
  },
  { error: 'Dati non validi' },
);
export type FodmapProtocolBody = z.input<typeof fodmapProtocolBody>;

/** PUT /api/admin/patients/{uid}/fodmap/start: the elimination's first day corrected, checked as when prescribed. */
export const fodmapStartBody = fodmapProtocolBody.pick({ eliminationStart: true });

/** The doctor's corrections of a protocol (docs/fodmap.md, Corrections): allowed until the first challenge begins. */
export const FODMAP_MESSAGES = {
  underWay: 'Il protocollo FODMAP di questo paziente è in corso: le prove iniziate non si cambiano',
  startFixed: "Una prova è già iniziata: la data d'inizio dell'eliminazione non si cambia più",
  notWithdrawable: 'Una prova è già iniziata: il protocollo non si può più annullare',
  withdrawn: 'Protocollo FODMAP annullato',
  changedMeanwhile: 'Il protocollo è stato modificato nel frattempo: ricarica la pagina e riprova',
} as const;

/** The challenges a prescription plans, in its order, each with the practice's food unless the doctor chose another. */
export function plannedChallenges(groups: FodmapProtocolBody['groups']): Challenge[] {
  return (groups ?? FODMAP_GROUPS).map((item) => {
    const chosen = typeof item === 'string' ? { group: item } : item;
    const defaults = FODMAP_DEFAULTS[chosen.group];
    return {
      group: chosen.group,
      food: chosen.food ?? defaults.food,
      unit: chosen.unit ?? defaults.unit,
      portions: chosen.portions ?? defaults.portions,
      status: 'planned',
      startedOn: null,
      days: [],
      outcome: null,
      toleratedPortion: null,
    };
  });
}

/** The group of a challenge's path: any short string, so an unknown group is a 400 from the handler, not a 404. */
export const fodmapGroupParams = z.object({ group: z.string().max(40) });

/** POST /api/fodmap/challenges/{group}/start: the day it began (today when not given). */
export const startChallengeBody = z.object(
  { startedOn: calendarDay('La data di inizio deve essere una data AAAA-MM-GG').optional() },
  { error: 'Dati non validi' },
);

/** POST /api/fodmap/challenges/{group}/days: the worst symptoms of one day of the challenge. */
export const challengeDayBody = z.object(
  {
    day: z
      .number({ error: 'Il giorno della prova deve essere 1, 2 o 3' })
      .int('Il giorno della prova deve essere 1, 2 o 3')
      .min(1, 'Il giorno della prova deve essere 1, 2 o 3')
      .max(FODMAP_RULES.challengeDays, 'Il giorno della prova deve essere 1, 2 o 3'),
    symptoms: z
      .number({ error: 'I sintomi devono essere un numero intero da 0 a 10' })
      .int('I sintomi devono essere un numero intero da 0 a 10')
      .min(0, 'I sintomi devono essere un numero intero da 0 a 10')
      .max(10, 'I sintomi devono essere un numero intero da 0 a 10'),
    notes: z
      .string({ error: 'Le note devono essere un testo' })
      .trim()
      .max(1000, 'Le note possono avere al massimo 1.000 caratteri')
      .optional(),
  },
  { error: 'Dati non validi' },
);
export type ChallengeDayBody = z.input<typeof challengeDayBody>;

const challengeView = z.object({
  group: fodmapGroup,
  name: z.string(),
  food: z.string(),
  unit: z.string(),
  portions: z.array(z.number()),
  status: z.enum(['planned', 'active', 'stopped', 'done']),
  startedOn: z.string().nullable(),
  days: z.array(
    z.object({
      day: z.number(),
      date: z.string(),
      dose: z.number(),
      symptoms: z.number(),
      notes: z.string().nullable(),
      /** The day in Rome it was reported: the only day it may be corrected. */
      reportedOn: z.string(),
    }),
  ),
  outcome: z.enum(['tolerated', 'partial', 'not-tolerated']).nullable(),
  toleratedPortion: z.number().nullable(),
});
export type ChallengeView = z.infer<typeof challengeView>;

/** GET /api/fodmap and the doctor's GET: the protocol as of `today` (a day in Rome). */
export const fodmapView = z.object({
  phase: z.enum(['elimination', 'reintroduction', 'personalization']),
  eliminationStart: z.string(),
  eliminationWeeks: z.number(),
  /** The elimination's last day. */
  eliminationEnd: z.string(),
  eliminationDaysLeft: z.number(),
  /** The first day the next challenge may start (after the elimination and the washout). */
  nextStartFrom: z.string(),
  today: z.string(),
  challenges: z.array(challengeView),
});
export type FodmapView = z.infer<typeof fodmapView>;

/** A protocol as the patient and the doctor read it on `today` (a day in Rome). */
export function fodmapViewOf(protocol: Protocol, today: string): FodmapView {
  return {
    phase: phaseOf(protocol, today),
    eliminationStart: protocol.eliminationStart,
    eliminationWeeks: protocol.eliminationWeeks,
    eliminationEnd: eliminationEndOf(protocol),
    eliminationDaysLeft: eliminationDaysLeft(protocol, today),
    nextStartFrom: firstAllowedStart(protocol),
    today,
    challenges: protocol.challenges.map((challenge) => ({
      group: challenge.group,
      name: FODMAP_GROUP_NAMES[challenge.group],
      food: challenge.food,
      unit: challenge.unit,
      portions: challenge.portions,
      status: challenge.status,
      startedOn: challenge.startedOn,
      // Not the diary entry's id: it stays on the server.
      days: challenge.days.map((item) => ({
        day: item.day,
        date: item.date,
        dose: item.dose,
        symptoms: item.symptoms,
        notes: item.notes,
        reportedOn: correctableOn(item),
      })),
      outcome: challenge.outcome,
      toleratedPortion: challenge.toleratedPortion,
    })),
  };
}

/** fodmap_protocols/{uid}: one protocol per patient, rewritten whole at each step. */
export interface FodmapProtocolDoc extends Protocol {
  id: string;
  userId: string;
  prescribedBy: string;
  /** Counts the writes: each creates fodmap_revisions/{uid}_{series}_{revision}, so two concurrent steps never both land. */
  revision: number;
  /**
   * Names this prescription's run of revisions, so a protocol prescribed again after one was withdrawn
   * counts from 1 without meeting the old run's claims. Protocols from before it have none ({uid}_{revision}).
   */
  series?: string;
  createdAt: Date;
  updatedAt: Date;
}
