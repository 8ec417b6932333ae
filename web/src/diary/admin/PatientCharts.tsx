import { IBS_SSS_WORDING } from '@app/schemas/carePlan/ibsSssWording';
import type { PatientDiaryView } from '@app/schemas/carePlan/patients';
import { IBS_SSS_BANDS, ibsSssBandLabel } from '@app/schemas/carePlan/questionnaires';
import { LONG_CYCLE_DAYS } from '@app/schemas/diary/diaryAnalysis';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';

import { formatDate } from '../../shared/lib/format';

const shortDay = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));
const percent = (share: number) => `${Math.round(share * 100)}%`;
const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

function Panel({ title, children, summary }: { title: string; summary?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {summary && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

const empty = (text: string) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

/** The doctor's charts of a range (docs/product.md, Care diary); @mui/x-charts loads with this page only. */
export function PatientCharts({ data }: { data: PatientDiaryView }) {
  const { symptoms, bristol, cycles, weight, waist } = data.analysis;
  const step = Math.max(1, Math.ceil(symptoms.length / 8));
  const subtype = bristol.subtypeHint ? `indicazione Roma IV: ${bristol.subtypeHint}` : '';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Panel title="Dolore e gonfiore" summary="Il valore più alto di ogni giorno, da 0 a 10">
        {symptoms.length === 0 ? (
          empty('Nessun sintomo annotato nel periodo.')
        ) : (
          <LineChart
            height={240}
            xAxis={[
              {
                scaleType: 'point',
                data: symptoms.map((day) => dayLabel(day.day)),
                tickInterval: (_: string, index: number) => index % step === 0,
              },
            ]}
            yAxis={[{ min: 0, max: 10 }]}
            series={[
              { label: 'Dolore', data: symptoms.map((day) => day.pain), showMark: symptoms.length <= 31 },
              { label: 'Gonfiore', data: symptoms.map((day) => day.bloating), showMark: symptoms.length <= 31 },
            ]}
            margin={{ left: 8, right: 16 }}
          />
        )}
      </Panel>
      <Panel
        title="Scala di Bristol"
        summary={
          bristol.total ? `Tipi 1–2: ${percent(bristol.hardShare)} · tipi 6–7: ${percent(bristol.looseShare)} · ${subtype}` : undefined
        }
      >
        {bristol.total === 0 ? (
          empty('Nessuna evacuazione annotata nel periodo.')
        ) : (
          <BarChart
            height={240}
            xAxis={[{ scaleType: 'band', data: bristol.counts.map((_, index) => `Tipo ${index + 1}`) }]}
            series={[{ label: 'Evacuazioni', data: bristol.counts }]}
            margin={{ left: 8, right: 16 }}
          />
        )}
      </Panel>
      <Panel title="IBS-SSS nel tempo" summary={IBS_SSS_BANDS.map((band) => `${band.label} ${band.min}–${band.max}`).join(' · ')}>
        {IBS_SSS_WORDING.isParaphrase && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {IBS_SSS_WORDING.notice}
          </Typography>
        )}
        {data.questionnaires.length === 0 ? (
          empty('Nessun questionario compilato.')
        ) : (
          <>
            <LineChart
              height={240}
              xAxis={[{ scaleType: 'point', data: data.questionnaires.map((item) => formatDate(item.submittedAt)) }]}
              yAxis={[{ min: 0, max: 500 }]}
              series={[{ label: 'Punteggio', data: data.questionnaires.map((item) => item.score) }]}
              margin={{ left: 8, right: 16 }}
            />
            <Typography variant="body2" data-testid="ibs-sss-latest">
              Ultimo: {data.questionnaires.at(-1)!.score} ({ibsSssBandLabel(data.questionnaires.at(-1)!.band)})
            </Typography>
          </>
        )}
      </Panel>
      <Panel title="Cicli e misure" summary={`Cicli oltre ${LONG_CYCLE_DAYS} giorni segnalati`}>
        {cycles.length === 0
          ? empty('Meno di due inizi del ciclo nel periodo.')
          : cycles.map((cycle) => (
              <Typography key={cycle.start} variant="body2" color={cycle.isLong ? 'error' : undefined}>
                {dayLabel(cycle.start)}: {cycle.days} giorni{cycle.isLong ? ' (ciclo lungo)' : ''}
              </Typography>
            ))}
        {weight.points.length > 0 && (
          <LineChart
            height={200}
            xAxis={[{ scaleType: 'point', data: weight.points.map((point) => dayLabel(point.day)) }]}
            series={[{ label: 'Peso (kg)', data: weight.points.map((point) => point.value), showMark: weight.points.length <= 31 }]}
            margin={{ left: 8, right: 16 }}
          />
        )}
        <Typography variant="body2">
          {weight.change === null ? 'Peso: meno di due misure.' : `Peso: ${number.format(weight.change)} kg nel periodo.`}{' '}
          {waist.change === null ? 'Vita: meno di due misure.' : `Vita: ${number.format(waist.change)} cm nel periodo.`}
        </Typography>
      </Panel>
    </Box>
  );
}
