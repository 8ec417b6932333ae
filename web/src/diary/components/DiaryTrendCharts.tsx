import { IBS_SSS_WORDING } from '@app/schemas/carePlan/ibsSssWording';
import { IBS_SSS_BANDS, ibsSssBandLabel } from '@app/schemas/carePlan/questionnaires';
import { BRISTOL_TYPES } from '@app/schemas/diary/diary';
import { type DiaryTrendsView, LONG_CYCLE_DAYS, romeIvHintText } from '@app/schemas/diary/diaryAnalysis';
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
const whole = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });
/** Counts and 0–10 scales have whole-number ticks only (a tick at 0,5 evacuazioni means nothing). */
export const wholeAxis = { tickMinStep: 1, valueFormatter: (value: number) => whole.format(value) };
/** The Bristol axis: every type 1–7 labelled, none skipped for lack of room on a phone. */
export const BRISTOL_AXIS_LABELS = BRISTOL_TYPES.map(({ type }) => `${type}`);
export const BRISTOL_AXIS_TITLE = 'Tipo della scala di Bristol';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Panel({ title, children, summary }: { title: string; summary?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
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

/** The chart is drawn for the eye; the same figures go to screen readers as a table. */
function ChartWithTable({
  chart,
  caption,
  head,
  rows,
}: {
  chart: ReactNode;
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <>
      {/* Not aria-hidden: the chart has focusable parts; the table below gives its figures in words. */}
      <Box>{chart}</Box>
      {/* The hiding is on a box around the table: a table grows to its content whatever its width says. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </>
  );
}

const empty = (text: string) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

/**
 * The charts of a diary's range (docs/product.md, Care diary): the doctor's patient page and the
 * patient's own 'I tuoi andamenti' show the same. @mui/x-charts loads with these lazy chunks only.
 */
/**
 * `forDoctor`: the doctor's view of a patient, which also says that the IBS-SSS questions are a
 * paraphrase of the validated wording (a note for her, not for the patient).
 */
export function DiaryTrendCharts({ data, forDoctor = false }: { data: DiaryTrendsView; forDoctor?: boolean }) {
  const { symptoms, bristol, cycles, weight, waist } = data.analysis;
  const step = Math.max(1, Math.ceil(symptoms.length / 8));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } }}>
      <Panel title="Dolore e gonfiore" summary="Il valore più alto di ogni giorno, da 0 a 10">
        {symptoms.length === 0 ? (
          empty('Nessun sintomo annotato nel periodo.')
        ) : (
          <ChartWithTable
            caption="Dolore e gonfiore per giorno, da 0 a 10"
            head={['Giorno', 'Dolore', 'Gonfiore']}
            rows={symptoms.map((day) => [dayLabel(day.day), day.pain, day.bloating])}
            chart={
              <LineChart
                height={240}
                xAxis={[
                  {
                    scaleType: 'point',
                    data: symptoms.map((day) => dayLabel(day.day)),
                    tickInterval: (_: string, index: number) => index % step === 0,
                  },
                ]}
                yAxis={[{ min: 0, max: 10, ...wholeAxis }]}
                series={[
                  { label: 'Dolore', data: symptoms.map((day) => day.pain), showMark: symptoms.length <= 31 },
                  { label: 'Gonfiore', data: symptoms.map((day) => day.bloating), showMark: symptoms.length <= 31 },
                ]}
                margin={{ left: 8, right: 16 }}
              />
            }
          />
        )}
      </Panel>
      <Panel
        title="Scala di Bristol"
        summary={
          bristol.total ? (
            <>
              Tipi 1–2: {percent(bristol.hardShare)} · tipi 6–7: {percent(bristol.looseShare)}
              <Box component="span" data-testid="rome-iv-hint" sx={{ display: 'block' }}>
                {romeIvHintText(bristol)}
              </Box>
            </>
          ) : undefined
        }
      >
        {bristol.total === 0 ? (
          empty('Nessuna evacuazione annotata nel periodo.')
        ) : (
          <ChartWithTable
            caption="Evacuazioni per tipo della scala di Bristol"
            head={['Tipo', 'Evacuazioni']}
            rows={bristol.counts.map((count, index) => [`Tipo ${index + 1}`, count])}
            chart={
              <BarChart
                height={240}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: BRISTOL_AXIS_LABELS,
                    label: BRISTOL_AXIS_TITLE,
                    tickLabelInterval: () => true,
                    valueFormatter: (type: string, context) => (context.location === 'tick' ? type : `Tipo ${type}`),
                  },
                ]}
                yAxis={[wholeAxis]}
                series={[{ label: 'Evacuazioni', data: bristol.counts }]}
                margin={{ left: 8, right: 16 }}
              />
            }
          />
        )}
      </Panel>
      <Panel title="IBS-SSS nel tempo" summary={IBS_SSS_BANDS.map((band) => `${band.label} ${band.min}–${band.max}`).join(' · ')}>
        {forDoctor && IBS_SSS_WORDING.isParaphrase && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {IBS_SSS_WORDING.notice}
          </Typography>
        )}
        {data.questionnaires.length === 0 ? (
          empty('Nessun questionario compilato.')
        ) : (
          <>
            <ChartWithTable
              caption="Punteggi IBS-SSS, dal più vecchio"
              head={['Data', 'Punteggio', 'Gravità']}
              rows={data.questionnaires.map((item) => [formatDate(item.submittedAt), item.score, ibsSssBandLabel(item.band)])}
              chart={
                <LineChart
                  height={240}
                  xAxis={[{ scaleType: 'point', data: data.questionnaires.map((item) => formatDate(item.submittedAt)) }]}
                  yAxis={[{ min: 0, max: 500, ...wholeAxis }]}
                  series={[{ label: 'Punteggio', data: data.questionnaires.map((item) => item.score) }]}
                  margin={{ left: 8, right: 16 }}
                />
              }
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
