/**
 * The one-page summary of a patient's diary over a range (docs/product.md, Care diary): the same
 * figures as the doctor's page, as lines of Italian text. Pure: the PDF only lays them out.
 */
import { ibsSssBandLabel, ibsSssChange } from '@app/schemas/carePlan/questionnaires';
import { DIARY_KIND_LABELS, DIARY_KINDS, type DiaryCommentDoc, type DiaryEntryDoc } from '@app/schemas/diary/diary';
import type { DiaryAnalysisView } from '@app/schemas/diary/diaryAnalysis';
import { LONG_CYCLE_DAYS, romeIvHintText } from '@app/schemas/diary/diaryAnalysis';

import type { IbsSssHistoryItem } from './data/diary';

export interface DiarySummaryInput {
  patientName: string;
  from: string;
  to: string;
  entries: readonly DiaryEntryDoc[];
  comments: readonly DiaryCommentDoc[];
  questionnaires: readonly IbsSssHistoryItem[];
  analysis: DiaryAnalysisView;
}

export interface DiarySummary {
  title: string;
  subtitle: string;
  sections: { heading: string; lines: string[] }[];
}

const italianDay = (day: string) => day.split('-').reverse().join('/');
const percent = (share: number) => `${Math.round(share * 100)}%`;
const average = (values: number[]) =>
  values.length === 0 ? 0 : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
const signed = (value: number, unit: string) => `${value > 0 ? '+' : ''}${String(value).replace('.', ',')} ${unit}`;
/** A comment is quoted up to this length, so the summary stays on one page. */
const COMMENT_CHARS = 160;
const COMMENTS_SHOWN = 5;

export function diarySummary(input: DiarySummaryInput): DiarySummary {
  const { analysis } = input;
  const counts = DIARY_KINDS.map((kind) => `${DIARY_KIND_LABELS[kind]}: ${input.entries.filter((entry) => entry.kind === kind).length}`);
  const pains = analysis.symptoms.map((day) => day.pain);
  const bloatings = analysis.symptoms.map((day) => day.bloating);
  const bristol = analysis.bristol;
  const latest = input.questionnaires.at(-1);
  const previous = input.questionnaires.at(-2);
  const change = latest ? ibsSssChange(latest.score, previous?.score ?? null) : null;

  return {
    title: `Riepilogo del diario di ${input.patientName}`,
    subtitle: `Dal ${italianDay(input.from)} al ${italianDay(input.to)}`,
    sections: [
      { heading: 'ANNOTAZIONI', lines: [counts.join(' · ')] },
      {
        heading: 'DOLORE E GONFIORE (0-10, IL MASSIMO DI OGNI GIORNO)',
        lines: pains.length
          ? [
              `Giorni con sintomi annotati: ${pains.length}`,
              `Dolore: media ${String(average(pains)).replace('.', ',')}, massimo ${Math.max(...pains)}`,
              `Gonfiore: media ${String(average(bloatings)).replace('.', ',')}, massimo ${Math.max(...bloatings)}`,
            ]
          : ['Nessun sintomo annotato'],
      },
      {
        heading: 'SCALA DI BRISTOL',
        lines: bristol.total
          ? [
              bristol.counts.map((count, index) => `tipo ${index + 1}: ${count}`).join(' · '),
              `Tipi 1-2: ${percent(bristol.hardShare)} · tipi 6-7: ${percent(bristol.looseShare)} · ${romeIvHintText(bristol)}`,
            ]
          : ['Nessuna evacuazione annotata'],
      },
      {
        heading: 'IBS-SSS',
        lines: latest
          ? [
              ...input.questionnaires
                .slice(-6)
                .map((item) => `${italianDay(item.submittedAt.toISOString().slice(0, 10))}: ${item.score} (${ibsSssBandLabel(item.band)})`),
              change?.change === null || change === null
                ? 'Primo questionario'
                : `Variazione dall'ultimo: ${signed(change.change, 'punti')}${change.meaningfulChange ? ' (clinicamente rilevante)' : ''}`,
            ]
          : ['Nessun questionario compilato'],
      },
      {
        heading: 'CICLO E MISURE',
        lines: [
          analysis.cycles.length
            ? `Cicli: ${analysis.cycles.map((cycle) => `${cycle.days} giorni${cycle.isLong ? ` (oltre ${LONG_CYCLE_DAYS})` : ''}`).join(', ')}`
            : 'Cicli: meno di due inizi annotati',
          analysis.weight.change === null ? 'Peso: meno di due misure' : `Peso: ${signed(analysis.weight.change, 'kg')}`,
          analysis.waist.change === null ? 'Vita: meno di due misure' : `Vita: ${signed(analysis.waist.change, 'cm')}`,
        ],
      },
      {
        heading: 'COMMENTI DELLA NUTRIZIONISTA',
        lines: input.comments.length
          ? input.comments
              .slice(0, COMMENTS_SHOWN)
              .map(
                (comment) =>
                  `${italianDay(comment.day)}: ${comment.text.length > COMMENT_CHARS ? `${comment.text.slice(0, COMMENT_CHARS - 1)}…` : comment.text}`,
              )
          : ['Nessun commento'],
      },
    ],
  };
}
