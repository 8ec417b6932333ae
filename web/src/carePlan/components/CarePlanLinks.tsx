import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The member home's way into the care plan: the plan, and the intake to fill before the first visit. */
export function CarePlanLinks() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="care-plan-links-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="care-plan-links-title" component="h2" variant="h6">
        Il tuo percorso
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Hai prenotato la prima consulenza? Compila il questionario pre-visita: la tua nutrizionista lo leggerà prima di vederti.
      </Typography>
      <Button component={RouterLink} to="/piano" variant="contained" sx={{ mr: 1, mb: 1 }}>
        Il tuo piano alimentare
      </Button>
      <Button component={RouterLink} to="/intake" variant="outlined" sx={{ mb: 1 }}>
        Questionario pre-visita
      </Button>
    </Paper>
  );
}
