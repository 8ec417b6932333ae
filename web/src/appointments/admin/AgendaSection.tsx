import { type AdminAppointmentView, APPOINTMENT_STATUS_LABELS, appointmentRules } from '@app/schemas/appointments/appointments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { adminSectionPath } from '../../shared/adminSections';
import { ListStates } from '../../shared/components/ListStates';
import { AdminSection } from '../../shared/components/SectionHeader';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useAgenda, useAgendaAction } from '../api/appointments';
import { DeclineMemberRequests } from './DeclineMemberRequests';

// The forms load when opened; the agenda's own chunk stays small.
const AvailabilitySettings = lazy(() => import('./AvailabilitySettings'));
const NewAppointmentDialog = lazy(() => import('./NewAppointmentDialog'));
const MoveAppointmentDialog = lazy(() => import('./MoveAppointmentDialog'));

/** Each place's colour in the agenda. */
const PLACE_COLOURS: Record<string, string> = {
  prati: '#2e6b5e',
  parioli: '#8a5a2b',
  eur: '#1565c0',
  'san-giovanni': '#6a1b9a',
  monteverde: '#ad1457',
  talenti: '#00695c',
  online: '#455a64',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
const dayTitle = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', weekday: 'long', day: 'numeric', month: 'long' });
const time = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });
/** The day of a request in the list of those awaiting an answer: 'ven 28 nov'. */
const shortDay = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', weekday: 'short', day: 'numeric', month: 'short' });
const romeDay = (instant: Date | string) => dayFormat.format(new Date(instant));

type Span = 'giorno' | 'settimana';

/** The Monday of the week of a Rome day. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return romeDay(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS));
}
const plusDays = (day: string, days: number) => romeDay(new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS));

/**
 * One visit or request with its actions. `openOfPatient`: how many requests of the same patient wait
 * (pending rows only); with more than one, they can all be declined at once.
 */
function AppointmentRow({
  appointment,
  now,
  openOfPatient = 0,
  withDate = false,
}: {
  appointment: AdminAppointmentView;
  now: number;
  openOfPatient?: number;
  /** Outside a day's section (the requests awaiting an answer): the row says its day too. */
  withDate?: boolean;
}) {
  const action = useAgendaAction();
  const toast = useToast();
  const [moving, setMoving] = useState(false);
  const run = (kind: 'confirm' | 'decline' | 'cancel' | 'done' | 'missed') =>
    action.mutate(
      { id: appointment.id, action: kind },
      { onError: (error) => toast(failureToast(error, 'Operazione non riuscita', 'Operazione non riuscita')) },
    );
  const started = Date.parse(appointment.start) <= now;
  const active = appointment.status === 'pending' || appointment.status === 'confirmed';
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid="agenda-row"
      sx={{ p: 1.5, borderLeft: 6, borderLeftColor: PLACE_COLOURS[appointment.locationId] ?? 'divider', display: 'grid', gap: 0.5 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {withDate && `${shortDay.format(new Date(appointment.start))} · `}
          {time.format(new Date(appointment.start))}–{time.format(new Date(appointment.end))} · {appointment.patientName}
        </Typography>
        <Chip
          size="small"
          label={APPOINTMENT_STATUS_LABELS[appointment.status]}
          variant={appointment.status === 'pending' ? 'outlined' : 'filled'}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {appointment.serviceName} · {appointment.locationName}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {appointment.status === 'pending' && (
          <>
            <Button size="small" variant="contained" disabled={action.isPending} onClick={() => run('confirm')}>
              Conferma
            </Button>
            <Button size="small" disabled={action.isPending} onClick={() => run('decline')}>
              Rifiuta
            </Button>
            {openOfPatient > 1 && (
              <DeclineMemberRequests uid={appointment.uid} patientName={appointment.patientName} count={openOfPatient} />
            )}
          </>
        )}
        {appointment.status === 'confirmed' && started && (
          <>
            <Button size="small" disabled={action.isPending} onClick={() => run('done')}>
              Segna svolto
            </Button>
            <Button size="small" disabled={action.isPending} onClick={() => run('missed')}>
              Segna mancato
            </Button>
          </>
        )}
        {active && !started && (
          <>
            <Button size="small" disabled={action.isPending} onClick={() => setMoving(true)}>
              Sposta
            </Button>
            <Button size="small" color="error" disabled={action.isPending} onClick={() => run('cancel')}>
              Annulla
            </Button>
          </>
        )}
        {appointment.status === 'done' && appointment.orderStatus === 'pending' && (
          <Button size="small" component={RouterLink} to={adminSectionPath('ordini')}>
            Completa l’ordine
          </Button>
        )}
      </Stack>
      {moving && (
        <Suspense fallback={null}>
          <MoveAppointmentDialog appointment={appointment} onClose={() => setMoving(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

/**
 * Agenda (the doctor): the day or the week, every place with its colour, the pending requests
 * first with confirm and decline, then each day's visits with their actions.
 */
export default function AgendaSection() {
  const [span, setSpan] = useState<Span>('settimana');
  const [anchor, setAnchor] = useState(() => romeDay(new Date()));
  // When the page opened: which visits have begun (and may be marked done or missed).
  const [now] = useState(() => Date.now());
  const from = span === 'giorno' ? anchor : mondayOf(anchor);
  const to = span === 'giorno' ? anchor : plusDays(from, 6);
  const agenda = useAgenda(from, to);
  // Every request awaiting an answer, whatever the period shown: from today to the agenda's limit.
  const [today] = useState(() => romeDay(new Date()));
  const ahead = useAgenda(today, plusDays(today, appointmentRules.agendaMaxDays - 1));
  const rows = agenda.data ?? [];
  const pending = (ahead.data ?? []).filter((appointment) => appointment.status === 'pending');
  // Every visit on its own day, the requests awaiting an answer too (their chip says so).
  const days = [...new Set(rows.map((row) => romeDay(row.start)))].sort();
  const step = span === 'giorno' ? 1 : 7;
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
        </ToggleButtonGroup>
        <Button size="small" onClick={() => setAnchor(plusDays(anchor, -step))}>
          Precedente
        </Button>
        <Button size="small" onClick={() => setAnchor(romeDay(new Date()))}>
          Oggi
        </Button>
        <Button size="small" onClick={() => setAnchor(plusDays(anchor, step))}>
          Successivo
        </Button>
        <Typography variant="body2" color="text.secondary">
          {from === to
            ? dayTitle.format(new Date(`${from}T12:00:00Z`))
            : `${dayTitle.format(new Date(`${from}T12:00:00Z`))} – ${dayTitle.format(new Date(`${to}T12:00:00Z`))}`}
        </Typography>
      </Stack>
      <ListStates
        query={agenda}
        isEmpty={rows.length === 0 && pending.length === 0}
        errorTitle="Impossibile caricare l’agenda"
        emptyTitle="Nessun appuntamento in questo periodo"
      >
        {pending.length > 0 && (
          <Box component="section" aria-label="Richieste in attesa" sx={{ mb: 3, display: 'grid', gap: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              Richieste in attesa
            </Typography>
            {pending.map((appointment) => (
              <AppointmentRow
                key={appointment.id}
                appointment={appointment}
                now={now}
                openOfPatient={pending.filter((other) => other.uid === appointment.uid).length}
                withDate
              />
            ))}
          </Box>
        )}
        {days.map((day) => (
          <Box
            key={day}
            component="section"
            aria-label={dayTitle.format(new Date(`${day}T12:00:00Z`))}
            sx={{ mb: 3, display: 'grid', gap: 1 }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.1rem', textTransform: 'capitalize' }}>
              {dayTitle.format(new Date(`${day}T12:00:00Z`))}
            </Typography>
            {rows
              .filter((row) => romeDay(row.start) === day)
              // In time order: the answer puts the requests first.
              .sort((a, b) => a.start.localeCompare(b.start))
              .map((appointment) => (
                <AppointmentRow key={appointment.id} appointment={appointment} now={now} />
              ))}
          </Box>
        ))}
      </ListStates>
      {creating && (
        <Suspense fallback={null}>
          <NewAppointmentDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </AdminSection>
  );
}
