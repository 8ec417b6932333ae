import { appointmentRules, type SlotView } from '@app/schemas/appointments/appointments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { ItalianPickers } from '../../shared/components/ItalianPickers';
import { useLocations, useSlots } from '../api/appointments';

const time = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });
const longTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
const romeDay = (value: Dayjs) => value.format('YYYY-MM-DD');

export interface ChosenSlot {
  locationId: string;
  start: string;
}

/** The free times of one place on the chosen day, as buttons. */
function PlaceSlots({
  serviceId,
  locationId,
  name,
  day,
  chosen,
  onChoose,
}: {
  serviceId: string;
  locationId: string;
  name: string;
  day: string;
  chosen: ChosenSlot | null;
  onChoose: (slot: SlotView) => void;
}) {
  const { data, isPending, isError } = useSlots({ serviceId, locationId, from: day, to: day });
  if (isPending) return <CircularProgress size={16} aria-label={`Caricamento orari ${name}`} />;
  if (isError || data.length === 0) return null;
  return (
    <Box component="section" aria-label={name}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {name}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {data.map((slot) => {
          const selected = chosen?.start === slot.start && chosen.locationId === locationId;
          return (
            <Button
              key={slot.start}
              size="small"
              variant={selected ? 'contained' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onChoose(slot)}
            >
              {time.format(new Date(slot.start))}
            </Button>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * The booking dialog's appointment: a day on the calendar (Italian, within the booking window),
 * then the free times of that day, studio by studio and online. Loaded only with a consultation
 * or a control, so the date pickers stay out of the other pages.
 */
export default function SlotPicker({
  serviceId,
  value,
  onChange,
  noChoiceHint = 'Se non scegli un orario, la dottoressa ti contatterà per fissarlo.',
}: {
  serviceId: string;
  value: ChosenSlot | null;
  onChange: (slot: ChosenSlot) => void;
  /** What the line under the times says until one is chosen. */
  noChoiceHint?: string;
}) {
  const today = dayjs();
  const [day, setDay] = useState<Dayjs>(today.add(1, 'day'));
  const { data: locations } = useLocations();
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Scegli giorno e orario
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' }, alignItems: 'start' }}>
        <ItalianPickers>
          <DateCalendar
            value={day}
            onChange={(next) => next && setDay(next)}
            minDate={today}
            maxDate={today.add(appointmentRules.bookingWindowDays, 'day')}
            disablePast
          />
        </ItalianPickers>
        <Stack spacing={2} aria-live="polite" data-testid="slot-list">
          <Typography variant="body2" color="text.secondary">
            Orari liberi di {day.locale('it').format('dddd D MMMM')}:
          </Typography>
          {locations?.map((location) => (
            <PlaceSlots
              key={location.id}
              serviceId={serviceId}
              locationId={location.id}
              name={location.address ? `${location.name} – ${location.address}` : location.name}
              day={romeDay(day)}
              chosen={value}
              onChoose={(slot) => onChange({ locationId: location.id, start: slot.start })}
            />
          ))}
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {value ? `Hai scelto ${longTime.format(new Date(value.start))}.` : noChoiceHint}
      </Typography>
    </Box>
  );
}
