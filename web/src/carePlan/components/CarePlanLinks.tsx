import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { useMyAppointments } from '../../appointments/api/appointments';
import { useCurrentMealPlan } from '../api/carePlan';

const NO_PLAN_YET = 'Il piano arriverà dopo la prima visita';

/**
 * The member home's way into the care plan, at her stage: before the first visit it asks for the
 * intake and says the plan comes after the visit; afterwards it leads to the plan (or says it is
 * being prepared) and asks nothing about a first consultation.
 */
export function CarePlanLinks() {
  const appointments = useMyAppointments();
  const plan = useCurrentMealPlan();
  const visited = appointments.data?.past.some((appointment) => appointment.status === 'done') ?? false;
  const loading = appointments.isPending || plan.isPending;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="care-plan-links-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="care-plan-links-title" component="h2" variant="h6">
        Il tuo percorso
      </Typography>
      {loading ? (
        <Skeleton variant="rounded" height={64} aria-hidden />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {visited
              ? 'Qui trovi il tuo piano alimentare, aggiornato dalla tua nutrizionista dopo ogni visita.'
              : 'Hai prenotato la prima consulenza? Compila il questionario pre-visita: la tua nutrizionista lo leggerà prima di vederti.'}
          </Typography>
          {plan.data ? (
            <Button component={RouterLink} to="/piano" variant="contained" sx={{ mr: 1, mb: 1 }}>
              Il tuo piano alimentare
            </Button>
          ) : (
            <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }} data-testid="plan-not-yet">
              {visited ? 'La tua nutrizionista sta preparando il piano: lo trovi qui appena è pronto.' : NO_PLAN_YET}
            </Typography>
          )}
          {!visited && (
            <Button component={RouterLink} to="/intake" variant="outlined" sx={{ mb: 1 }}>
              Questionario pre-visita
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
