import { MEAL_LABELS, type PlanDay, quantityText } from '@app/schemas/carePlan/carePlan';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

type PlannedMeal = PlanDay['meals'][number];
type Item = PlannedMeal['items'][number];

/** One food with its quantity; its alternatives one tap away. */
function ItemRow({ item }: { item: Item }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const alternatives = item.alternatives ?? [];
  return (
    <Box component="li" sx={{ py: 0.75, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography>
          {item.food}{' '}
          <Typography component="span" color="text.secondary">
            {quantityText(item)}
          </Typography>
        </Typography>
        {alternatives.length > 0 && (
          <Button
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={listId}
            sx={{ flexShrink: 0, minHeight: 40 }}
          >
            {open ? 'Nascondi' : `Alternative (${alternatives.length})`}
          </Button>
        )}
      </Box>
      {alternatives.length > 0 && (
        <Collapse in={open}>
          <Box component="ul" id={listId} aria-label={`Alternative a ${item.food}`} sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
            {alternatives.map((alternative) => (
              <li key={`${alternative.food}-${alternative.unit}`}>
                oppure {alternative.food} {quantityText(alternative)}
              </li>
            ))}
          </Box>
        </Collapse>
      )}
    </Box>
  );
}

/** A meal of the plan: its name, its foods and the doctor's note. */
export function MealCard({ meal }: { meal: PlannedMeal }) {
  return (
    <Paper variant="outlined" component="section" aria-label={MEAL_LABELS[meal.meal]} sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {MEAL_LABELS[meal.meal]}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {meal.items.map((item, index) => (
          <ItemRow key={`${item.food}-${index}`} item={item} />
        ))}
      </Box>
      {meal.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {meal.notes}
        </Typography>
      )}
    </Paper>
  );
}
