import { MEAL_LABELS, MEALS, type PlanDay, WEEKDAY_LABELS } from '@app/schemas/carePlan/carePlan';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { emptyItem } from './planDraft';
import { PortionFields } from './PortionFields';

type Meal = PlanDay['meals'][number];

function MealEditor({
  meal,
  onChange,
  onRemove,
  foods,
  fieldId,
}: {
  meal: Meal;
  onChange: (meal: Meal) => void;
  onRemove: () => void;
  foods: string[];
  /** Its place in the plan's body: 'plan-days-0-meals-1' (planFieldError.ts). */
  fieldId: string;
}) {
  const setItem = (index: number, item: Meal['items'][number]) =>
    onChange({ ...meal, items: meal.items.map((old, at) => (at === index ? item : old)) });
  return (
    <Box sx={{ display: 'grid', gap: 1, borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          label="Pasto"
          size="small"
          value={meal.meal}
          onChange={(event) => onChange({ ...meal, meal: event.target.value as Meal['meal'] })}
          sx={{ minWidth: 150, flex: { xs: 1, sm: 'none' } }}
        >
          {MEALS.map((value) => (
            <MenuItem key={value} value={value}>
              {MEAL_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={`Rimuovi ${MEAL_LABELS[meal.meal].toLowerCase()}`} onClick={onRemove}>
          <DeleteOutline />
        </IconButton>
      </Box>
      {meal.items.map((item, index) => (
        <Box key={index} sx={{ display: 'grid', gap: 1, pl: { xs: 0, sm: 1 } }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <PortionFields
              label="Alimento"
              fieldId={`${fieldId}-items-${index}`}
              value={item}
              foods={foods}
              onChange={(portion) => setItem(index, { ...item, ...portion })}
            />
            <IconButton
              aria-label="Rimuovi alimento"
              onClick={() => onChange({ ...meal, items: meal.items.filter((_, at) => at !== index) })}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
          {(item.alternatives ?? []).map((alternative, altIndex) => (
            <Box key={altIndex} sx={{ display: 'flex', gap: 1, alignItems: 'center', pl: { xs: 1.5, sm: 3 } }}>
              <PortionFields
                label="Oppure"
                fieldId={`${fieldId}-items-${index}-alternatives-${altIndex}`}
                value={alternative}
                foods={foods}
                onChange={(portion) =>
                  setItem(index, { ...item, alternatives: item.alternatives!.map((old, at) => (at === altIndex ? portion : old)) })
                }
              />
              <IconButton
                aria-label="Rimuovi alternativa"
                onClick={() => setItem(index, { ...item, alternatives: item.alternatives!.filter((_, at) => at !== altIndex) })}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
          <Button
            size="small"
            sx={{ justifySelf: 'start', ml: { xs: 1.5, sm: 3 } }}
            onClick={() => setItem(index, { ...item, alternatives: [...(item.alternatives ?? []), emptyItem()] })}
          >
            + alternativa
          </Button>
        </Box>
      ))}
      <Button size="small" sx={{ justifySelf: 'start' }} onClick={() => onChange({ ...meal, items: [...meal.items, emptyItem()] })}>
        + alimento
      </Button>
      <TextField
        label="Note del pasto"
        size="small"
        value={meal.notes ?? ''}
        onChange={(event) => onChange({ ...meal, notes: event.target.value || undefined })}
      />
    </Box>
  );
}

/** One day of the week being written: its meals, and 'Copia su' to repeat it on other days. */
export function DayEditor({
  day,
  onChange,
  onRemove,
  onCopy,
  foods,
  fieldId,
}: {
  /** Its place in the plan's body: 'plan-days-0' (planFieldError.ts). */
  fieldId: string;
  day: PlanDay;
  onChange: (day: PlanDay) => void;
  onRemove: () => void;
  onCopy: (to: number[]) => void;
  foods: string[];
}) {
  const [copyTo, setCopyTo] = useState<number[] | null>(null);
  const name = WEEKDAY_LABELS[day.weekday - 1]!;
  const nextMeal = MEALS.find((meal) => !day.meals.some((planned) => planned.meal === meal));
  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Box>
          <Button size="small" onClick={() => setCopyTo(copyTo ? null : [])}>
            Copia su…
          </Button>
          <Button size="small" color="error" onClick={onRemove}>
            Rimuovi giorno
          </Button>
        </Box>
      </Box>
      {copyTo && (
        <Box role="group" aria-label={`Copia ${name} su altri giorni`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
          {WEEKDAY_LABELS.map((label, index) =>
            index + 1 === day.weekday ? null : (
              <FormControlLabel
                key={label}
                label={label}
                control={
                  <Checkbox
                    size="small"
                    checked={copyTo.includes(index + 1)}
                    onChange={(event) =>
                      setCopyTo(event.target.checked ? [...copyTo, index + 1] : copyTo.filter((weekday) => weekday !== index + 1))
                    }
                  />
                }
              />
            ),
          )}
          <Button
            variant="outlined"
            size="small"
            disabled={copyTo.length === 0}
            onClick={() => {
              onCopy(copyTo);
              setCopyTo(null);
            }}
          >
            Copia
          </Button>
        </Box>
      )}
      {day.meals.map((meal, index) => (
        <MealEditor
          key={index}
          fieldId={`${fieldId}-meals-${index}`}
          meal={meal}
          foods={foods}
          onChange={(changed) => onChange({ ...day, meals: day.meals.map((old, at) => (at === index ? changed : old)) })}
          onRemove={() => onChange({ ...day, meals: day.meals.filter((_, at) => at !== index) })}
        />
      ))}
      {nextMeal && (
        <Button
          size="small"
          sx={{ justifySelf: 'start' }}
          onClick={() => onChange({ ...day, meals: [...day.meals, { meal: nextMeal, items: [emptyItem()] }] })}
        >
          + pasto
        </Button>
      )}
    </Paper>
  );
}
