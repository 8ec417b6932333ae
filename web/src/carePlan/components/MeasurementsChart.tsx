import type { MeasurementView } from '@app/schemas/carePlan/carePlan';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

import type { DiaryPoint } from '../../diary/lib/diaryPoints';
import { dayText } from '../lib/mealPlanText';
import { MEASUREMENTS_CHART_HEIGHT } from './measurementsChartHeight';

/**
 * Weight and waist over time: what the doctor measured at the visits and, as series of their own
 * ('dal diario'), what the patient logged in her diary. Its own lazy chunk: @mui/x-charts loads only here.
 */
export default function MeasurementsChart({ measurements, diary = [] }: { measurements: MeasurementView[]; diary?: DiaryPoint[] }) {
  const days = [...new Set([...measurements.map((item) => item.date), ...diary.map((item) => item.day)])].sort();
  const byDay = <T extends object>(items: T[], dayOf: (item: T) => string) => new Map(items.map((item) => [dayOf(item), item]));
  const visits = byDay(measurements, (item) => item.date);
  const logged = byDay(diary, (item) => item.day);
  const series = [
    { label: 'Peso alla visita (kg)', data: days.map((day) => visits.get(day)?.weightKg ?? null), connectNulls: true },
    { label: 'Vita alla visita (cm)', data: days.map((day) => visits.get(day)?.waistCm ?? null), connectNulls: true },
    ...(diary.length
      ? [
          { label: 'Peso dal diario (kg)', data: days.map((day) => logged.get(day)?.weightKg ?? null), connectNulls: true },
          { label: 'Vita dal diario (cm)', data: days.map((day) => logged.get(day)?.waistCm ?? null), connectNulls: true },
        ]
      : []),
  ];
  return (
    <Box role="img" aria-label="Grafico di peso e circonferenza vita nel tempo" sx={{ width: '100%', height: MEASUREMENTS_CHART_HEIGHT }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: days.map(dayText) }]}
        series={series.map((line) => ({ ...line, showMark: true }))}
        height={MEASUREMENTS_CHART_HEIGHT}
      />
    </Box>
  );
}
