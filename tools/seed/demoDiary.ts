/**
 * The demo patient's care diary (docs/product.md, Care diary): consent given, four weeks of meals,
 * symptoms and stools, wellbeing and measurements, two periods, two IBS-SSS and a comment of the
 * doctor, so the doctor's 'Pazienti' page shows something real. Dates are relative to the first
 * seeding, values spread by arithmetic (every run seeds the same ids: a later seeding adds nothing).
 */
import { type IbsSssAnswers, ibsSssBand, ibsSssScore } from '@app/schemas/carePlan/questionnaires';
import { DIARY_CONSENT, diaryDayOf } from '@app/schemas/diary/diary';
import type { COLLECTIONS } from '@app/schemas/shared/collections';

import { DEMO_ADMIN, DEMO_USER } from './demoAccounts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DIARY_DAYS = 28;
const MEALS = [
  'Porridge di avena e mirtilli',
  'Riso basmati, zucchine e pollo',
  'Yogurt greco e kiwi',
  'Salmone, patate e carote',
  'Pasta di riso al pomodoro',
];

type Add = (collection: keyof typeof COLLECTIONS, id: string, data: Record<string, unknown>) => void;

/** Rome wall time `hour`:00 on the day `daysAgo` days before `now` (close enough for demo data). */
const at = (now: Date, daysAgo: number, hour: number) => {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(hour - 1, 0, 0, 0);
  return day;
};

export function addDemoDiary(add: Add, now = new Date()) {
  const uid = DEMO_USER.uid;
  const entry = (id: string, occurredAt: Date, fields: Record<string, unknown>) =>
    add('diaryEntries', `demo-diario-${id}`, {
      ...fields,
      userId: uid,
      occurredAt,
      day: diaryDayOf(occurredAt),
      notes: fields.notes ?? null,
      createdAt: occurredAt,
      updatedAt: occurredAt,
    });

  for (let daysAgo = DIARY_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
    // Better weeks as the diet settles: pain and bloating ease over the four weeks.
    const ease = Math.floor((DIARY_DAYS - daysAgo) / 7);
    entry(`${daysAgo}-pasto`, at(now, daysAgo, 13), { kind: 'meal', description: MEALS[daysAgo % MEALS.length] });
    entry(`${daysAgo}-sintomi`, at(now, daysAgo, 16), {
      kind: 'symptoms',
      pain: Math.max(0, 6 - ease - (daysAgo % 3)),
      bloating: Math.max(0, 7 - ease - (daysAgo % 2)),
      symptoms: daysAgo % 4 === 0 ? ['Gas', 'Crampi'] : ['Gas'],
      notes: daysAgo % 6 === 0 ? 'Dopo il caffè del pomeriggio' : null,
    });
    entry(`${daysAgo}-evacuazione`, at(now, daysAgo, 8), { kind: 'stool', bristolType: [2, 3, 4, 1, 4, 2, 5][daysAgo % 7] });
    if (daysAgo % 2 === 0)
      entry(`${daysAgo}-benessere`, at(now, daysAgo, 21), { kind: 'wellbeing', stress: 3 + (daysAgo % 5), sleep: 5 + (daysAgo % 4) });
    if (daysAgo % 7 === 0)
      entry(`${daysAgo}-misure`, at(now, daysAgo, 7), { kind: 'measurements', weightKg: 64 + daysAgo / 14, waistCm: 78 + daysAgo / 14 });
  }
  entry('ciclo-1', at(now, 58, 9), { kind: 'cycle' });
  entry('ciclo-2', at(now, 20, 9), { kind: 'cycle' });

  const ibsSss: Record<string, unknown> = {};
  const questionnaire = (id: string, daysAgo: number, answers: IbsSssAnswers, previousScore: number | null) => {
    const score = ibsSssScore(answers);
    const submittedAt = at(now, daysAgo, 19);
    add('questionnaireResponses', id, {
      userId: uid,
      type: 'ibs-sss',
      answers,
      score,
      band: ibsSssBand(score),
      previousScore,
      submittedAt,
    });
    ibsSss[id] = { id, score, band: ibsSssBand(score), submittedAt };
    return score;
  };
  const first = questionnaire(
    'demo-ibs-sss-1',
    25,
    { painSeverity: 65, painDays: 6, distensionSeverity: 70, bowelDissatisfaction: 60, lifeInterference: 45 },
    null,
  );
  questionnaire(
    'demo-ibs-sss-2',
    4,
    { painSeverity: 40, painDays: 4, distensionSeverity: 50, bowelDissatisfaction: 40, lifeInterference: 30 },
    first,
  );

  add('diaryPatients', uid, {
    userId: uid,
    version: DIARY_CONSENT.version,
    consentedAt: at(now, DIARY_DAYS, 10),
    withdrawnAt: null,
    active: true,
    lastEntryAt: at(now, 1, 21),
    ibsSss,
  });
  const commentDay = at(now, 3, 16);
  add('diaryComments', 'demo-diario-commento-1', {
    userId: uid,
    authorId: DEMO_ADMIN.uid,
    day: diaryDayOf(commentDay),
    entryId: null,
    text: 'Bene: il gonfiore cala nei giorni con la cena leggera. Continuiamo così fino alla visita.',
    createdAt: commentDay,
  });
}
