import { PRACTICE_MONTHS, PRACTICE_WEEKS, type PracticeMonth, type PracticeView, type PracticeWeek } from '@app/schemas/analytics/practice';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { formatCents } from '../../shared/lib/format';
import { usePracticeAnalytics } from '../api/analytics';
import { FUNNEL_FIGURES, monthLabel, practiceCsv, REVENUE_FIGURES, WEEK_FIGURES, weekLabel } from '../lib/practiceFigures';
import { downloadText } from '../lib/seriesCsv';
import { PracticeTable, type PracticeTableSpec } from './PracticeTable';

const WEEK = { header: 'Settimana', label: (week: PracticeWeek) => weekLabel(week.week), key: (week: PracticeWeek) => week.week };
const MONTH = { header: 'Mese', label: (month: PracticeMonth) => monthLabel(month.month), key: (month: PracticeMonth) => month.month };
const sum = <T,>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** The section's four headline figures: this month's revenue, the year's, the weeks' visits done, the year's new patients. */
function Highlights({ practice }: { practice: PracticeView }) {
  const thisMonth = practice.months.at(-1);
  const highlights = [
    { label: 'Incassi del mese', value: formatCents(thisMonth?.revenue ?? 0) },
    { label: `Incassi degli ultimi ${PRACTICE_MONTHS} mesi`, value: formatCents(sum(practice.months, (month) => month.revenue)) },
    { label: `Visite svolte in ${PRACTICE_WEEKS} settimane`, value: sum(practice.weeks, (week) => week.done).toLocaleString('it-IT') },
    {
      label: `Nuovi pazienti in ${PRACTICE_MONTHS} mesi`,
      value: sum(practice.months, (month) => month.newPatients).toLocaleString('it-IT'),
    },
  ];
  return (
    <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {highlights.map((highlight) => (
        <Paper key={highlight.label} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {highlight.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.35rem', overflowWrap: 'anywhere' }}>
            {highlight.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The section's tables: what each counts, by week or by month, and what it says when all is zero. */
const VISITS: PracticeTableSpec<PracticeWeek> = {
  title: 'Visite per settimana',
  label: 'Visite per settimana: svolte, non presentati, annullate',
  empty: `Nessuna visita nelle ultime ${PRACTICE_WEEKS} settimane.`,
  period: WEEK,
  figures: WEEK_FIGURES,
};
const REVENUE: PracticeTableSpec<PracticeMonth> = {
  title: 'Nuovi pazienti e incassi per mese',
  label: 'Nuovi pazienti, fatture e note di credito per mese',
  empty: `Nessun nuovo paziente e nessuna fattura negli ultimi ${PRACTICE_MONTHS} mesi.`,
  period: MONTH,
  figures: REVENUE_FIGURES,
};
const FUNNEL: PracticeTableSpec<PracticeMonth> = {
  title: 'Dalle richieste di contatto alla prima visita',
  label: 'Richieste di contatto per mese e prime visite',
  empty: `Nessuna richiesta di contatto negli ultimi ${PRACTICE_MONTHS} mesi.`,
  period: MONTH,
  figures: FUNNEL_FIGURES,
};

function PracticeFigures({ practice }: { practice: PracticeView }) {
  return (
    <>
      <Highlights practice={practice} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <PracticeTable spec={VISITS} rows={practice.weeks} />
        <PracticeTable spec={REVENUE} rows={practice.months} />
        <PracticeTable spec={FUNNEL} rows={practice.months} />
      </Box>
    </>
  );
}

/**
 * The practice first on the analytics page (docs/api.md, "The practice's figures"): visits per week,
 * new patients and revenue per month from the invoices, and the contact requests' way to a first
 * visit, with the months' CSV.
 */
export function PracticeSection() {
  const titleId = useId();
  const practice = usePracticeAnalytics();
  const data = practice.data;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
          Lo studio
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          disabled={!data}
          onClick={() => data && downloadText(practiceCsv(data.months), `studio-${data.months[0]?.month}-${data.months.at(-1)?.month}.csv`)}
        >
          Esporta CSV dello studio
        </Button>
      </Box>
      {practice.isLoading && <LoadingState />}
      {practice.isError && <LoadError title="Impossibile caricare le cifre dello studio" />}
      {data && <PracticeFigures practice={data} />}
    </Box>
  );
}
