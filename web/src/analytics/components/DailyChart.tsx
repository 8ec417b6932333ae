import type { AnalyticsDay } from '@app/schemas/analytics/analytics';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const shortDay = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

export interface DailySeries {
  label: string;
  value: (day: AnalyticsDay) => number;
}

/** A line per series over the period's days; a sentence when the period has no data. */
export function DailyChart({ days, series, label }: { days: AnalyticsDay[]; series: DailySeries[]; label: string }) {
  if (days.length === 0) return <Typography color="text.secondary">Nessun dato per il periodo scelto.</Typography>;
  // About eight dates on the axis, whatever the period (a year has 365 points).
  const step = Math.max(1, Math.ceil(days.length / 8));
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <LineChart
        height={260}
        xAxis={[
          {
            scaleType: 'point',
            data: days.map((day) => dayLabel(day.day)),
            tickInterval: (_: string, index: number) => index % step === 0,
          },
        ]}
        series={series.map((line) => ({ label: line.label, data: days.map(line.value), showMark: days.length <= 31 }))}
        margin={{ left: 8, right: 16 }}
      />
    </figure>
  );
}
