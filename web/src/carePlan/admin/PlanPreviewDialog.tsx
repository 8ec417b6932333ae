import { type MealPlanBody, WEEKDAY_LABELS } from '@app/schemas/carePlan/carePlan';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

import { MealCard } from '../components/MealCard';
import { dayText } from '../lib/mealPlanText';

/**
 * The plan as the patient will read it (the meal cards of /piano), before "Pubblica": the doctor
 * checks the week once more and publishes from here, or goes back to the editor.
 */
export function PlanPreviewDialog({
  plan,
  pending,
  onPublish,
  onClose,
}: {
  plan: MealPlanBody;
  pending: boolean;
  onPublish: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="plan-preview-title">
      <DialogTitle id="plan-preview-title">Anteprima: {plan.title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">Dal {dayText(plan.startsOn)}. Così lo vedrà il paziente.</Typography>
        {plan.days.map((day) => (
          <Box key={day.weekday} component="section" aria-label={WEEKDAY_LABELS[day.weekday - 1]} sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {WEEKDAY_LABELS[day.weekday - 1]}
            </Typography>
            {day.meals.map((meal) => (
              <MealCard key={meal.meal} meal={meal} />
            ))}
          </Box>
        ))}
        {plan.notes && <Typography sx={{ whiteSpace: 'pre-line' }}>{plan.notes}</Typography>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Torna a modificare</Button>
        <Button variant="contained" disabled={pending} onClick={onPublish}>
          Pubblica
        </Button>
      </DialogActions>
    </Dialog>
  );
}
