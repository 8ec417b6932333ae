import { UNITS } from '@app/schemas/carePlan/carePlan';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { useFieldError } from './planFieldError';

export interface Portion {
  food: string;
  quantity?: number;
  unit: (typeof UNITS)[number];
}

/** A food, its quantity and unit; the food suggested from what the doctor wrote before. */
export function PortionFields({
  value,
  onChange,
  foods,
  label,
  fieldId,
}: {
  value: Portion;
  onChange: (value: Portion) => void;
  foods: string[];
  label: string;
  /** The id of its place in the plan's body (planFieldError.ts): `…-food`, `…-quantity`. */
  fieldId: string;
}) {
  const foodError = useFieldError(`${fieldId}-food`);
  const quantityError = useFieldError(`${fieldId}-quantity`);
  return (
    // On a phone the food takes the whole row, quantity and unit share the next: nothing is cut at 390 px.
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(160px, 3fr) minmax(70px, 1fr) minmax(110px, 1fr)' },
        flex: 1,
        minWidth: 0,
      }}
    >
      <Autocomplete
        id={`${fieldId}-food`}
        freeSolo
        options={foods}
        inputValue={value.food}
        onInputChange={(_, food) => onChange({ ...value, food })}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        renderInput={(params) => <TextField {...params} label={label} size="small" error={Boolean(foodError)} helperText={foodError} />}
      />
      <TextField
        id={`${fieldId}-quantity`}
        error={Boolean(quantityError)}
        helperText={quantityError}
        label="Quantità"
        size="small"
        inputMode="decimal"
        disabled={value.unit === 'q.b.'}
        value={value.quantity ?? ''}
        onChange={(event) => {
          const text = event.target.value.replace(',', '.');
          onChange({ ...value, quantity: text === '' ? undefined : Number(text) });
        }}
      />
      <TextField
        select
        label="Unità"
        size="small"
        value={value.unit}
        onChange={(event) => {
          const unit = event.target.value as Portion['unit'];
          onChange({ ...value, unit, ...(unit === 'q.b.' && { quantity: undefined }) });
        }}
      >
        {UNITS.map((unit) => (
          <MenuItem key={unit} value={unit}>
            {unit}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
