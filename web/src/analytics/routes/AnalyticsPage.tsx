import { ANALYTICS_PERIODS, type AnalyticsPeriod, PERIOD_LABELS } from '@app/schemas/analytics/analytics';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';

import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { useAnalytics } from '../api/analytics';
import { Block } from '../components/Block';
import { CoursePerformance } from '../components/CoursePerformance';
import { DailyChart, type DailySeries } from '../components/DailyChart';
import { KpiCards } from '../components/KpiCards';
import { PeriodSummary } from '../components/PeriodSummary';
import { PracticeSection } from '../components/PracticeSection';
import { ReportExport } from '../components/ReportExport';
import { StatTiles } from '../components/StatTiles';
import { TopContributors } from '../components/TopContributors';

const PERIODS = Object.keys(ANALYTICS_PERIODS) as AnalyticsPeriod[];
const periodOf = (value: string | null): AnalyticsPeriod => PERIODS.find((period) => period === value) ?? 'month';
/** docs/product.md (Screens) community growth and activity trend, day by day over the period. */
const CHARTS: { title: string; label: string; series: DailySeries[] }[] = [
  // The members in all are the tiles' (stats/global), not a line here: the snapshots count only the
  // members with a creation date up to yesterday, and two different totals on one page disagree.
  {
    title: 'Crescita della community',
    label: 'Nuovi membri per giorno',
    series: [{ label: 'Nuovi membri', value: (day) => day.newMembers }],
  },
  {
    title: "Andamento dell'attività",
    label: 'Post, commenti e mi piace per giorno',
    series: [
      { label: 'Post', value: (day) => day.posts },
      { label: 'Commenti', value: (day) => day.comments },
      { label: 'Mi piace', value: (day) => day.likes },
      { label: 'Membri attivi', value: (day) => day.activeMembers },
    ],
  },
];
const twoColumns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  mb: 3,
} as const;

/**
 * Analytics (docs/product.md, Screens) with the real figures: the practice first (visits, patients,
 * revenue, requests), then the community's totals as the home shows them, today's cards, and over
 * the chosen period (in the address, `?period=year`) the growth of the community, its activity, the
 * courses, the top contributors and the CSV of the daily series. The charts load with this page only.
 */
export default function AnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodOf(searchParams.get('period'));
  const analytics = useAnalytics(period);
  const data = analytics.data;
  return (
    <Box>
      <PageTitle subtitle="L'andamento dello studio, della community e dei corsi">Analytics</PageTitle>
      <PracticeSection />
      <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 2 }}>
        La community
      </Typography>
      <StatTiles />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          onChange={(_, value: AnalyticsPeriod | null) => value && setSearchParams({ period: value })}
          aria-label="Periodo"
        >
          {PERIODS.map((option) => (
            <ToggleButton key={option} value={option}>
              {PERIOD_LABELS[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ReportExport data={data} />
      </Box>
      <KpiCards summary={data?.summary} />
      {analytics.isLoading && <LoadingState />}
      {analytics.isError && <LoadError title="Impossibile caricare le statistiche del periodo" />}
      {data && (
        <>
          <Box sx={twoColumns}>
            {CHARTS.map((chart) => (
              <Block key={chart.title} title={chart.title}>
                <DailyChart label={chart.label} days={data.days} series={chart.series} />
              </Block>
            ))}
          </Box>
          <Box sx={twoColumns}>
            <Block title="Performance dei corsi">
              <CoursePerformance courses={data.courses} />
            </Block>
            <Block title="Membri più attivi">
              <TopContributors contributors={data.topContributors} />
            </Block>
          </Box>
          <Block title={`Riepilogo: ${PERIOD_LABELS[period]}`}>
            <PeriodSummary summary={data.summary} />
          </Block>
        </>
      )}
    </Box>
  );
}
