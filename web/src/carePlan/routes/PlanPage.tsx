import { WEEKDAY_LABELS, weekdayOf } from '@app/schemas/carePlan/carePlan';
import { DIARY_RULES, shiftDay } from '@app/schemas/diary/diary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';

import { useDiaryConsent, useDiaryRange } from '../../diary/api/diary';
import { diaryPointsOf } from '../../diary/lib/diaryPoints';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { useNearViewport } from '../../shared/lib/useNearViewport';
import { MEAL_PLAN_PDF_URL, useCurrentMealPlan, useOwnMeasurements } from '../api/carePlan';
import { MealCard } from '../components/MealCard';
import { MEASUREMENTS_CHART_HEIGHT } from '../components/measurementsChartHeight';
import { ShoppingList } from '../components/ShoppingList';
import { dayText, todayInRome } from '../lib/mealPlanText';

const MeasurementsChart = lazy(() => import('../components/MeasurementsChart'));

function IntakeInvite() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography sx={{ mb: 1 }}>
        Prima della prima visita compila il questionario: motivo della visita, eventuali diagnosi, farmaci, abitudini e obiettivi.
      </Typography>
      <Button component={RouterLink} to="/intake" variant="outlined">
        Compila il questionario pre-visita
      </Button>
    </Paper>
  );
}

/**
 * The visits' measurements over time, with what she logged in her diary (the last 92 days) as series
 * of their own. The chart, last on the page, loads (and draws) as she scrolls near it; its place is
 * kept meanwhile.
 */
function Progress({ today }: { today: string }) {
  const [chartPlace, chartNear] = useNearViewport<HTMLDivElement>();
  const measurements = useOwnMeasurements();
  const consent = useDiaryConsent();
  const diary = useDiaryRange({ from: shiftDay(today, -(DIARY_RULES.maxRangeDays - 1)), to: today }, consent.data?.consented === true);
  if (!measurements.data?.length) return null;
  const last = measurements.data.at(-1)!;
  return (
    <Box component="section" aria-labelledby="progress-title">
      <Typography id="progress-title" component="h2" variant="h6">
        I tuoi progressi
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ultima visita del {dayText(last.date)}: {String(last.weightKg).replace('.', ',')} kg, vita {String(last.waistCm).replace('.', ',')}{' '}
        cm, BMI {String(last.bmi).replace('.', ',')}
      </Typography>
      <Box ref={chartPlace} sx={{ minHeight: MEASUREMENTS_CHART_HEIGHT }}>
        {chartNear && (
          <Suspense fallback={<LoadingState />}>
            <MeasurementsChart measurements={measurements.data} diary={diaryPointsOf(diary.data?.entries ?? [])} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}

/** /piano: the meal plan on the phone (docs/care-plan.md): today's meals first, then the week, the shopping list, the PDF. */
export default function PlanPage() {
  const plan = useCurrentMealPlan();
  const today = todayInRome();
  const data = plan.data;
  // A plan published ahead of its start shows its first day first, not today's meals of a week not yet begun.
  const started = !data || data.startsOn <= today;
  const firstShown = started ? today : data.startsOn;
  const todayWeekday = weekdayOf(firstShown);
  const todays = data?.days.find((day) => day.weekday === todayWeekday);
  return (
    <Box sx={{ maxWidth: 760, display: 'grid', gap: 3 }}>
      <PageTitle subtitle={data ? `${data.title} · dal ${dayText(data.startsOn)}` : 'Il piano che la tua nutrizionista ha scritto per te'}>
        Il tuo piano alimentare
      </PageTitle>
      {plan.isLoading && <LoadingState />}
      {plan.isError && <LoadError title="Impossibile caricare il piano" query={plan} />}
      {data === null && (
        <>
          <Typography>Non hai ancora un piano alimentare: la tua nutrizionista lo pubblicherà dopo la visita.</Typography>
          <IntakeInvite />
        </>
      )}
      {data && (
        <>
          <Box component="section" aria-labelledby="today-title" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="today-title" component="h2" variant="h6">
              {started
                ? `Oggi, ${WEEKDAY_LABELS[todayWeekday - 1]!.toLowerCase()}`
                : `Il piano inizia ${WEEKDAY_LABELS[todayWeekday - 1]!.toLowerCase()} ${dayText(firstShown)}`}
            </Typography>
            {todays ? (
              todays.meals.map((meal) => <MealCard key={meal.meal} meal={meal} />)
            ) : (
              <Typography color="text.secondary">
                {started ? 'Per oggi il piano non prevede pasti' : 'Il primo giorno il piano non prevede pasti'}: scegli uno dei giorni
                della settimana.
              </Typography>
            )}
          </Box>
          <Box component="section" aria-labelledby="week-title">
            <Typography id="week-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              La settimana
            </Typography>
            {[...data.days]
              .sort((a, b) => a.weekday - b.weekday)
              .map((day) => (
                // A closed day's meals are not rendered (seven days of cards, on every load).
                <Accordion key={day.weekday} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography component="h3" sx={{ fontWeight: started && day.weekday === todayWeekday ? 700 : 500 }}>
                      {WEEKDAY_LABELS[day.weekday - 1]}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails sx={{ display: 'grid', gap: 1.5 }}>
                    {day.meals.map((meal) => (
                      <MealCard key={meal.meal} meal={meal} />
                    ))}
                  </AccordionDetails>
                </Accordion>
              ))}
          </Box>
          {data.notes && (
            <Box component="section" aria-labelledby="notes-title">
              <Typography id="notes-title" component="h2" variant="h6">
                Note della nutrizionista
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{data.notes}</Typography>
            </Box>
          )}
          <Button variant="contained" href={MEAL_PLAN_PDF_URL} download sx={{ justifySelf: 'start' }}>
            Scarica il PDF
          </Button>
          <ShoppingList plan={data} today={today} />
          <Progress today={today} />
          <Typography variant="body2">
            <Link component={RouterLink} to="/intake">
              Il tuo questionario pre-visita
            </Link>
          </Typography>
        </>
      )}
    </Box>
  );
}
