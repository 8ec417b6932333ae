import { type PlanDay, shoppingListOf } from '@app/schemas/carePlan/carePlan';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { failureToast, useToast } from '../../shared/lib/toast';
import { byAisle } from '../lib/aisles';
import { dayText } from '../lib/mealPlanText';
import { shareText } from '../lib/shareText';
import { daysOfChoice, daysRangeText, pickableDays, SHOPPING_CHOICES, type ShoppingChoice, shortDayText } from '../lib/shoppingDays';
import { itemText, shoppingText } from '../lib/shoppingText';
import { itemKey, mondayOf, readTicks, writeTicks } from '../lib/shoppingTicks';

/** The foods to tick, aisle by aisle; the ticks stay on the phone for the week. */
function AisleLists({ planId, today, items }: { planId: string; today: string; items: ReturnType<typeof shoppingListOf> }) {
  const monday = mondayOf(today);
  const [ticks, setTicks] = useState(() => readTicks(planId, monday));
  const toggle = (key: string) => {
    const next = new Set(ticks);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    writeTicks(planId, monday, next);
    setTicks(next);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {byAisle(items).map(({ aisle, items: grouped }) => (
        <Box key={aisle} component="section" aria-label={aisle}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {aisle}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {grouped.map((item) => {
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
                    label={itemText(item)}
                  />
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The shopping list of the days she chooses (the next 3 or 7, or days she picks), never before the
 * plan's start, grouped by aisle, shared with the phone's share sheet or copied as text. Summed
 * from the plan the page already holds, with the API's own function, so it works offline too.
 */
export function ShoppingList({ plan, today }: { plan: { id: string; startsOn: string; days: PlanDay[] }; today: string }) {
  const [choice, setChoice] = useState<ShoppingChoice>('next3');
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(daysOfChoice('next3', today, plan.startsOn, new Set())));
  const days = daysOfChoice(choice, today, plan.startsOn, picked);
  const items = shoppingListOf(plan.days, days);
  const toast = useToast();
  const togglePicked = (day: string) => {
    const next = new Set(picked);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    setPicked(next);
  };
  const share = () =>
    shareText('Lista della spesa', shoppingText(items, days)).then(
      (how) => {
        if (how === 'copied') toast({ title: 'Lista copiata', description: 'Incollala dove vuoi: nelle note, in un messaggio.' });
      },
      (error: unknown) => toast(failureToast(error, 'Impossibile condividere la lista')),
    );
  return (
    <Box component="section" aria-labelledby="shopping-title" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id="shopping-title" component="h2" variant="h6">
        Lista della spesa
      </Typography>
      <ToggleButtonGroup
        value={choice}
        exclusive
        size="small"
        aria-label="Giorni della lista"
        onChange={(_, value: ShoppingChoice | null) => value && setChoice(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {SHOPPING_CHOICES.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice === 'pick' && (
        <Box role="group" aria-label="Scegli i giorni" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {pickableDays(today, plan.startsOn).map((day) => (
            <Chip
              key={day}
              label={shortDayText(day)}
              color={picked.has(day) ? 'primary' : 'default'}
              variant={picked.has(day) ? 'filled' : 'outlined'}
              aria-pressed={picked.has(day)}
              onClick={() => togglePicked(day)}
            />
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {days.length === 0
          ? 'Scegli almeno un giorno.'
          : `${daysRangeText(days)}${plan.startsOn > today ? ` (il piano inizia il ${dayText(plan.startsOn)})` : ''}: le alternative non sono contate. Le spunte restano su questo telefono fino a domenica.`}
      </Typography>
      {days.length > 0 && items.length === 0 && (
        <Typography color="text.secondary">In questi giorni il piano non prevede alimenti da comprare.</Typography>
      )}
      {items.length > 0 && (
        <>
          <AisleLists planId={plan.id} today={today} items={items} />
          <Button variant="outlined" onClick={() => void share()} sx={{ justifySelf: 'start' }}>
            Condividi la lista
          </Button>
        </>
      )}
    </Box>
  );
}
