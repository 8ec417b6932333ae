import type { AnalyticsView, DayFigure } from '@app/schemas/analytics/analytics';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { compactNumber } from '../lib/compactNumber';
import { TrendText } from './TrendText';

const ROWS: { figure: DayFigure; label: string; format?: (value: number) => string }[] = [
  { figure: 'newMembers', label: 'Nuovi membri' },
  { figure: 'enrolments', label: 'Iscrizioni ai corsi' },
  { figure: 'eventRegistrations', label: 'Iscrizioni agli eventi' },
  { figure: 'orders', label: 'Ordini' },
  { figure: 'contactRequests', label: 'Richieste di consulenza' },
];

/**
 * The period's totals of what is not charted, each against the period before. Revenue is the
 * practice section's, from the invoices and their credit notes.
 */
export function PeriodSummary({ summary }: { summary: AnalyticsView['summary'] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {ROWS.map(({ figure, label, format = compactNumber }) => (
        <div key={figure}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.25rem' }}>
              {format(summary[figure].value)}
            </Typography>
            <TrendText trend={summary[figure].trend} suffix="" />
          </Typography>
        </div>
      ))}
    </Box>
  );
}
