import { romeWallTimeToUtc } from '@app/schemas/shared/romeTime';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { QuarterTimeField } from '../../shared/components/QuarterTimeField';
import { useLocations } from '../api/appointments';

/** A day and a time as Rome's clock reads them, and a place. */
export interface WhenWhere {
  date: string;
  time: string;
  locationId: string;
}

/** The instant the doctor typed (Rome's wall time, whatever the browser's zone), or null until both are set. */
export const startOf = ({ date, time }: WhenWhere): string | null => (date && time ? romeWallTimeToUtc(date, time).toISOString() : null);

/** Day, time (Rome) and place of an appointment the doctor fixes or moves. */
export function WhenWhereFields({ value, onChange }: { value: WhenWhere; onChange: (next: WhenWhere) => void }) {
  const { data: locations = [] } = useLocations();
  return (
    <>
      <TextField
        label="Giorno"
        type="date"
        required
        value={value.date}
        onChange={(event) => onChange({ ...value, date: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <QuarterTimeField label="Ora (ora di Roma)" required value={value.time} onChange={(time) => onChange({ ...value, time })} />
      <TextField
        select
        label="Luogo"
        required
        value={value.locationId}
        onChange={(event) => onChange({ ...value, locationId: event.target.value })}
      >
        {locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
