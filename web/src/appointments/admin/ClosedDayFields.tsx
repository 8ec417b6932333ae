import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { type ClosedDayBody, useLocations } from '../api/appointments';

/** The place select's value for the whole practice (a closed day without a place). */
const WHOLE_PRACTICE = 'tutto';

/** A closed day as its fields hold it. */
export type ClosedDayDraft = { date: string; place: string; reason: string };

export const emptyClosedDay: ClosedDayDraft = { date: '', place: WHOLE_PRACTICE, reason: '' };
export const draftOfClosedDay = ({ date, locationId, reason }: ClosedDayBody): ClosedDayDraft => ({
  date,
  place: locationId ?? WHOLE_PRACTICE,
  reason,
});
export const bodyOfClosedDay = ({ date, place, reason }: ClosedDayDraft): ClosedDayBody => ({
  date,
  locationId: place === WHOLE_PRACTICE ? null : place,
  reason,
});

/** A place's name in the list, 'Tutto lo studio' without one. */
export function usePlaceName() {
  const { data: locations = [] } = useLocations();
  return (locationId: string | null) =>
    locationId === null ? 'Tutto lo studio' : (locations.find((location) => location.id === locationId)?.name ?? locationId);
}

/** Day, place and reason of a closed day: the same fields to add one and to correct one in place. */
export function ClosedDayFields({ value, onChange }: { value: ClosedDayDraft; onChange: (value: ClosedDayDraft) => void }) {
  const { data: locations = [] } = useLocations();
  return (
    <>
      <TextField
        size="small"
        type="date"
        label="Giorno"
        required
        value={value.date}
        onChange={(event) => onChange({ ...value, date: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label="Dove"
        value={value.place}
        onChange={(event) => onChange({ ...value, place: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={WHOLE_PRACTICE}>Tutto lo studio</MenuItem>
        {locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Motivo"
        required
        value={value.reason}
        onChange={(event) => onChange({ ...value, reason: event.target.value })}
      />
    </>
  );
}
