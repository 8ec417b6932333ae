import { appointmentRules, type LocationView, type SlotView } from '@app/schemas/appointments/appointments';
import { addDays, romeDayOf } from '@app/schemas/shared/romeTime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { ItalianPickers } from '../../shared/components/ItalianPickers';
import { useLocations, useSlotsAtPlaces } from '../api/appointments';

const time = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });
const longTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
const dayName = new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
/** 'sabato 28 novembre' of a Rome day ('2026-11-28'). */
const nameOfDay = (day: string) => dayName.format(new Date(`${day}T12:00:00Z`));
const ALL_PLACES = 'tutti';

export interface ChosenSlot {
  locationId: string;
  start: string;
}

/** A place as the picker and its summary name it: the studio with its address, or 'Online'. */
const placeName = (location: LocationView) => (location.address ? `${location.name} – ${location.address}` : location.name);

/** The free times of one place on the chosen day, as buttons. */
function PlaceSlots({
  name,
  slots,
  chosen,
  onChoose,
}: {
  name: string;
  slots: SlotView[];
  chosen: ChosenSlot | null;
  onChoose: (slot: SlotView) => void;
}) {
  return (
    <Box component="section" aria-label={name}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {name}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {slots.map((slot) => {
          const selected = chosen?.start === slot.start && chosen.locationId === slot.locationId;
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
 * The booking dialog's appointment (and the patient's move): the free times of the whole booking
 * window are read once per place, so the calendar can grey out the days with none (closed days,
 * full days), open on the first free day, and offer the next free day from a full one. A place
 * filter narrows it to one studio or online. Loaded only with a consultation or a control, so the
 * date pickers stay out of the other pages.
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
  const today = romeDayOf(new Date());
  const lastDay = addDays(today, appointmentRules.bookingWindowDays - 1);
  const { data: locations = [] } = useLocations();
  const [place, setPlace] = useState(ALL_PLACES);
  const [picked, setPicked] = useState<string | null>(null);
  const places = place === ALL_PLACES ? locations : locations.filter((location) => location.id === place);
  const { slots, pending, failed } = useSlotsAtPlaces(
    serviceId,
    places.map((location) => location.id),
    today,
    lastDay,
  );
  const freeDays = [...new Set(slots.map((slot) => romeDayOf(new Date(slot.start))))];
  // The day shown: the one she picked, else the first with a free time, else tomorrow.
  const day = picked ?? freeDays[0] ?? addDays(today, 1);
  const nextFreeDay = freeDays.find((free) => free > day) ?? freeDays[0];
  const ofDay = slots.filter((slot) => romeDayOf(new Date(slot.start)) === day);
  const chosenPlace = value && locations.find((location) => location.id === value.locationId);
  const loaded = !pending && locations.length > 0;

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Scegli giorno e orario
      </Typography>
      <TextField
        select
        size="small"
        label="Dove"
        value={place}
        onChange={(event) => setPlace(event.target.value)}
        sx={{ mb: 1, minWidth: { xs: '100%', sm: 280 } }}
      >
        <MenuItem value={ALL_PLACES}>Tutti gli studi e online</MenuItem>
        {locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' }, alignItems: 'start' }}>
        <ItalianPickers>
          <DateCalendar
            // Drawn again once the times are read, so it shows the month of the first free day.
            key={loaded ? 'letti' : 'in-lettura'}
            value={dayjs(day)}
            onChange={(next: Dayjs | null) => next && setPicked(next.format('YYYY-MM-DD'))}
            minDate={dayjs(today)}
            maxDate={dayjs(lastDay)}
            disablePast
            // Until the times are read every day stays pickable; then only days with a free time.
            shouldDisableDate={(candidate) => loaded && !freeDays.includes(candidate.format('YYYY-MM-DD'))}
          />
        </ItalianPickers>
        <Stack spacing={2} aria-live="polite" data-testid="slot-list">
          <Typography variant="body2" color="text.secondary">
            Orari liberi di {nameOfDay(day)}:
          </Typography>
          {pending && <CircularProgress size={16} aria-label="Caricamento degli orari liberi" />}
          {failed && (
            <Typography variant="body2" color="error">
              Impossibile caricare gli orari liberi. Riprova tra poco.
            </Typography>
          )}
          {places.map((location) => {
            const here = ofDay.filter((slot) => slot.locationId === location.id);
            return here.length > 0 ? (
              <PlaceSlots
                key={location.id}
                name={placeName(location)}
                slots={here}
                chosen={value}
                onChoose={(slot) => onChange({ locationId: location.id, start: slot.start })}
              />
            ) : null;
          })}
          {loaded && ofDay.length === 0 && (
            <Box>
              <Typography variant="body2">
                {freeDays.length === 0
                  ? `Nessun orario libero nei prossimi ${appointmentRules.bookingWindowDays} giorni.`
                  : 'Nessun orario libero in questo giorno.'}
              </Typography>
              {nextFreeDay && (
                <Button size="small" onClick={() => setPicked(nextFreeDay)} sx={{ mt: 0.5 }}>
                  Primo giorno libero: {nameOfDay(nextFreeDay)}
                </Button>
              )}
            </Box>
          )}
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {value ? `Hai scelto ${longTime.format(new Date(value.start))}${chosenPlace ? `, ${placeName(chosenPlace)}` : ''}.` : noChoiceHint}
      </Typography>
    </Box>
  );
}
