// @vitest-environment happy-dom
import { IBS_SSS_WORDING } from '@app/schemas/carePlan/ibsSssWording';
import { bristolDistributionOf, type DiaryTrendsView, ROME_IV_MIN_DAYS } from '@app/schemas/diary/diaryAnalysis';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { BRISTOL_AXIS_LABELS, DiaryTrendCharts, wholeAxis } from './DiaryTrendCharts';

afterEach(cleanup);

/** `days` days of diary, each with a pain entry and one loose stool (type 6). */
function trendsOf(days: number): DiaryTrendsView {
  const dayOf = (index: number) => `2026-03-${String(index + 1).padStart(2, '0')}`;
  const range = Array.from({ length: days }, (_, index) => dayOf(index));
  return {
    from: '2026-03-01',
    to: '2026-03-30',
    questionnaires: [{ id: 'q1', score: 280, band: 'moderate', submittedAt: '2026-03-10T10:00:00.000Z' }],
    analysis: {
      symptoms: range.map((day) => ({ day, pain: 4, bloating: 6 })),
      bristol: bristolDistributionOf(range.map((day) => ({ day, type: 6 }))),
      cycles: [],
      weight: { points: [], change: null },
      waist: { points: [], change: null },
    },
  };
}

describe('DiaryTrendCharts', () => {
  it(`gives the Rome IV indication with stools on ${ROME_IV_MIN_DAYS} days`, () => {
    render(<DiaryTrendCharts data={trendsOf(ROME_IV_MIN_DAYS)} />);
    expect(screen.getByTestId('rome-iv-hint').textContent).toBe('Indicazione Roma IV: IBS-D');
  });

  it('says how many days it still needs with fewer, and gives no subtype', () => {
    render(<DiaryTrendCharts data={trendsOf(5)} />);
    const hint = screen.getByTestId('rome-iv-hint').textContent!;
    expect(hint).toBe(
      `Servono almeno ${ROME_IV_MIN_DAYS} giorni di diario con le evacuazioni annotate per un'indicazione Roma IV (finora 5 giorni).`,
    );
    expect(hint).not.toMatch(/IBS-/);
  });

  it('labels every Bristol type 1–7 with whole numbers, and counts in whole numbers', () => {
    expect(BRISTOL_AXIS_LABELS).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(wholeAxis.tickMinStep).toBe(1);
    expect(wholeAxis.valueFormatter(2)).toBe('2');
  });

  it('gives screen readers the figures as tables: every type, every day, every IBS-SSS', () => {
    render(<DiaryTrendCharts data={trendsOf(3)} />);
    const bristol = screen.getByRole('table', { name: 'Evacuazioni per tipo della scala di Bristol' });
    const rows = within(bristol).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Tipo 10', 'Tipo 20', 'Tipo 30', 'Tipo 40', 'Tipo 50', 'Tipo 63', 'Tipo 70']);
    expect(within(screen.getByRole('table', { name: /Dolore e gonfiore/ })).getAllByRole('row')).toHaveLength(4);
    expect(within(screen.getByRole('table', { name: /IBS-SSS/ })).getByText('280')).toBeTruthy();
  });

  it('tells the doctor, not the patient, that the IBS-SSS questions are a paraphrase', () => {
    render(<DiaryTrendCharts data={trendsOf(3)} forDoctor />);
    expect(screen.getByText(IBS_SSS_WORDING.notice)).toBeTruthy();
    cleanup();
    render(<DiaryTrendCharts data={trendsOf(3)} />);
    expect(screen.queryByText(IBS_SSS_WORDING.notice)).toBeNull();
  });
});
