import { UNITS } from '@app/schemas/carePlan/carePlan';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

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
}: {
  value: Portion;
  onChange: (value: Portion) => void;
  foods: string[];
  label: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(160px, 3fr) minmax(70px, 1fr) minmax(110px, 1fr)', flex: 1 }}>
      <Autocomplete
        freeSolo
        options={foods}
        inputValue={value.food}
        onInputChange={(_, food) => onChange({ ...value, food })}
        renderInput={(params) => <TextField {...params} label={label} size="small" />}
      />
      <TextField
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
