import { type AnalyticsView, trendPercent } from '@app/schemas/analytics/analytics';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { useRealtimeAnalytics } from '../api/analytics';
import { compactNumber } from '../lib/compactNumber';
import { TrendText } from './TrendText';

/** Engagement moves with comments and likes together. */
function engagementTrend(summary: AnalyticsView['summary']): number | null {
  const { comments, likes } = summary;
  if (comments.previous === null || likes.previous === null) return null;
  return trendPercent(comments.value + likes.value, comments.previous + likes.previous);
}

/**
 * docs/product.md (Screens) four cards: today's figures (polled every 30 s), each with the trend of the
 * same figure over the chosen period against the period before.
 */
export function KpiCards({ summary }: { summary: AnalyticsView['summary'] | undefined }) {
  const { figures, isFallback } = useRealtimeAnalytics();
  const cards = [
    { label: 'Utenti attivi', value: figures && compactNumber(figures.activeUsers), trend: summary?.activeMembers.trend ?? null },
    { label: 'Post oggi', value: figures && compactNumber(figures.todayPosts), trend: summary?.posts.trend ?? null },
    {
      label: 'Lezioni completate',
      value: figures && compactNumber(figures.courseCompletions),
      trend: summary?.lessonCompletions.trend ?? null,
    },
    {
      label: 'Tasso engagement',
      value: figures && `${compactNumber(figures.engagementRate)}%`,
      trend: summary ? engagementTrend(summary) : null,
    },
  ];
  return (
    <Box component="section" aria-label="Oggi" sx={{ mb: 3 }}>
      {isFallback && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Dati in tempo reale non disponibili: sono mostrati valori indicativi.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {cards.map((card) => (
          <Paper key={card.label} variant="outlined" sx={{ p: 2 }} data-testid="kpi-card">
            <Typography variant="body2" color="text.secondary">
              {card.label}
            </Typography>
            <Typography component="p" variant="h4" sx={{ fontWeight: 700 }} data-testid="kpi-value">
              {card.value ?? <Skeleton width={60} />}
            </Typography>
            <TrendText trend={card.trend} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
