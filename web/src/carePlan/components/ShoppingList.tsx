import { AS_NEEDED, quantityText } from '@app/schemas/carePlan/carePlan';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { useShoppingList } from '../api/carePlan';
import { dayText } from '../lib/mealPlanText';
import { itemKey, mondayOf, readTicks, writeTicks } from '../lib/shoppingTicks';

/** The week's shopping (Monday to Sunday), each food ticked on the phone and kept ticked for the week. */
export function ShoppingList({ planId, today }: { planId: string; today: string }) {
  const monday = mondayOf(today);
  const list = useShoppingList(monday, 7, true);
  const [ticks, setTicks] = useState(() => readTicks(planId, monday));
  const toggle = (key: string) => {
    const next = new Set(ticks);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    writeTicks(planId, monday, next);
    setTicks(next);
  };
  return (
    <Box component="section" aria-labelledby="shopping-title">
      <Typography id="shopping-title" component="h2" variant="h6">
        Lista della spesa
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        La settimana dal {dayText(monday)}: le alternative non sono contate. Le spunte restano su questo telefono fino a domenica.
      </Typography>
      {list.isLoading && <LoadingState />}
      {list.isError && <LoadError title="Impossibile caricare la lista della spesa" />}
      {list.data && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.data.map((item) => {
            const key = itemKey(item);
            return (
              <li key={key}>
                <FormControlLabel
                  sx={{
                    minHeight: 44,
                    width: '100%',
                    m: 0,
                    ...(ticks.has(key) && { color: 'text.secondary', textDecoration: 'line-through' }),
                  }}
                  control={<Checkbox checked={ticks.has(key)} onChange={() => toggle(key)} />}
                  label={item.unit === AS_NEEDED ? `${item.food} (q.b.)` : `${item.food}: ${quantityText(item)}`}
                />
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
