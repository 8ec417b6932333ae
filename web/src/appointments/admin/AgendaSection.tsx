import { appointmentRules } from '@app/schemas/appointments/appointments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { ListStates } from '../../shared/components/ListStates';
import { AdminSection } from '../../shared/components/SectionHeader';
import { useAgenda } from '../api/appointments';
import { firstOfMonth, lastOfMonth, mondayOf, monthTitle, plusDays, plusMonths, romeDay, titleOfDay } from './agendaDays';
import { AppointmentRow } from './AppointmentRow';
import { MonthGrid } from './MonthGrid';
import { PendingRequests } from './PendingRequests';

// The forms load when opened; the agenda's own chunk stays small.
const AvailabilitySettings = lazy(() => import('./AvailabilitySettings'));
const NewAppointmentDialog = lazy(() => import('./NewAppointmentDialog'));

type Span = 'giorno' | 'settimana' | 'mese';

/**
 * Agenda (the doctor): the day or the week, every place with its colour, the pending requests
 * first with confirm and decline, then each day's visits with their actions.
 */
export default function AgendaSection() {
  const [span, setSpan] = useState<Span>('settimana');
  const [anchor, setAnchor] = useState(() => romeDay(new Date()));
  // When the page opened: which visits have begun (and may be marked done or missed).
  const [now] = useState(() => Date.now());
  const from = span === 'giorno' ? anchor : span === 'mese' ? firstOfMonth(anchor) : mondayOf(anchor);
  const to = span === 'giorno' ? anchor : span === 'mese' ? lastOfMonth(anchor) : plusDays(from, 6);
  const agenda = useAgenda(from, to);
  // Every request awaiting an answer, whatever the period shown: from today to the agenda's limit.
  const [today] = useState(() => romeDay(new Date()));
  const ahead = useAgenda(today, plusDays(today, appointmentRules.agendaMaxDays - 1));
  const rows = agenda.data ?? [];
  const pending = (ahead.data ?? []).filter((appointment) => appointment.status === 'pending');
  // Every visit on its own day, the requests awaiting an answer too (their chip says so).
  const days = [...new Set(rows.map((row) => romeDay(row.start)))].sort();
  const move = (direction: 1 | -1) =>
    setAnchor(span === 'mese' ? plusMonths(anchor, direction) : plusDays(anchor, direction * (span === 'giorno' ? 1 : 7)));
  const [creating, setCreating] = useState(false);
  return (
    <AdminSection
      label="Agenda"
      title="Agenda"
      action={
        <Button variant="contained" onClick={() => setCreating(true)}>
          Nuovo appuntamento
        </Button>
      }
    >
      <Suspense fallback={null}>
        <AvailabilitySettings />
      </Suspense>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={span}
          onChange={(_, next: Span | null) => next && setSpan(next)}
          aria-label="Periodo"
        >
          <ToggleButton value="giorno">Giorno</ToggleButton>
          <ToggleButton value="settimana">Settimana</ToggleButton>
          <ToggleButton value="mese">Mese</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={() => move(-1)}>
          Precedente
        </Button>
        <Button size="small" onClick={() => setAnchor(romeDay(new Date()))}>
          Oggi
        </Button>
        <Button size="small" onClick={() => move(1)}>
          Successivo
        </Button>
        <Typography variant="body2" color="text.secondary">
          {span === 'mese' ? monthTitle(anchor) : from === to ? titleOfDay(from) : `${titleOfDay(from)} – ${titleOfDay(to)}`}
        </Typography>
      </Stack>
      <ListStates
        query={agenda}
        isEmpty={span !== 'mese' && rows.length === 0 && pending.length === 0}
        errorTitle="Impossibile caricare l’agenda"
        emptyTitle="Nessun appuntamento in questo periodo"
      >
        <PendingRequests pending={pending} now={now} />
        {span === 'mese' ? (
          <MonthGrid
            month={anchor}
            rows={rows}
            today={today}
            onOpenDay={(day) => {
              setAnchor(day);
              setSpan('giorno');
            }}
          />
        ) : (
          days.map((day) => (
            <Box key={day} component="section" aria-label={titleOfDay(day)} sx={{ mb: 3, display: 'grid', gap: 1 }}>
              <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                {titleOfDay(day)}
              </Typography>
              {rows
                .filter((row) => romeDay(row.start) === day)
                // In time order: the answer puts the requests first.
                .sort((a, b) => a.start.localeCompare(b.start))
                .map((appointment) => (
                  <AppointmentRow key={appointment.id} appointment={appointment} now={now} />
                ))}
            </Box>
          ))
        )}
      </ListStates>
      {creating && (
        <Suspense fallback={null}>
          <NewAppointmentDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </AdminSection>
  );
}
