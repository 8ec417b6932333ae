import { type AdminAppointmentView, APPOINTMENT_STATUS_LABELS } from '@app/schemas/appointments/appointments';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { adminSectionPath, patientDiaryPath } from '../../shared/adminSections';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useAgendaAction, useReopenAppointment } from '../api/appointments';
import { DeclineMemberRequests } from './DeclineMemberRequests';

const MoveAppointmentDialog = lazy(() => import('./MoveAppointmentDialog'));

const REOPENED = 'Appuntamento riaperto: torna da confermare';
const REOPEN_FAILURE = 'Appuntamento non riaperto';

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

const time = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });
/** The day of a visit outside its day's section: 'ven 28 nov'. */
const shortDay = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', weekday: 'short', day: 'numeric', month: 'short' });

/**
 * One visit or request with its actions. `openOfPatient`: how many requests of the same patient wait
 * (pending rows only); with more than one, they can all be declined at once.
 */
export function AppointmentRow({
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
  const toast = useToast();
  const reopen = useReopenAppointment({
    onSuccess: () => toast({ title: REOPENED, description: `${appointment.patientName} riceve un avviso` }),
    onError: (error) => toast(failureToast(error, REOPEN_FAILURE, REOPEN_FAILURE)),
  });
  const action = useAgendaAction({
    // A confirmation is undone for a few seconds from its toast (then from the visit's 'Riapri').
    onSuccess: (_view, { action: kind }) => {
      if (kind !== 'confirm') return;
      toast({
        title: 'Appuntamento confermato',
        description: appointment.patientName,
        action: { label: 'Annulla', onClick: () => reopen.mutate(appointment.id) },
      });
    },
    onError: (error) => toast(failureToast(error, 'Operazione non riuscita', 'Operazione non riuscita')),
  });
  const [moving, setMoving] = useState(false);
  const run = (kind: 'confirm' | 'decline' | 'cancel' | 'done' | 'missed') => action.mutate({ id: appointment.id, action: kind });
  const busy = action.isPending || reopen.isPending;
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
          {time.format(new Date(appointment.start))}–{time.format(new Date(appointment.end))} ·{' '}
          {/* One tap to her record: intake, diary, plan (the doctor's patient page). */}
          <Link component={RouterLink} to={patientDiaryPath(appointment.uid)} color="inherit">
            {appointment.patientName}
          </Link>
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
            <Button size="small" variant="contained" disabled={busy} onClick={() => run('confirm')}>
              Conferma
            </Button>
            <Button size="small" disabled={busy} onClick={() => run('decline')}>
              Rifiuta
            </Button>
            {openOfPatient > 1 && (
              <DeclineMemberRequests uid={appointment.uid} patientName={appointment.patientName} count={openOfPatient} />
            )}
          </>
        )}
        {appointment.status === 'confirmed' && started && (
          <>
            <Button size="small" disabled={busy} onClick={() => run('done')}>
              Arrivata
            </Button>
            <Button size="small" disabled={busy} onClick={() => run('missed')}>
              Non si è presentata
            </Button>
          </>
        )}
        {active && !started && (
          <>
            <Button size="small" disabled={busy} onClick={() => setMoving(true)}>
              Sposta
            </Button>
            {appointment.status === 'confirmed' && (
              <Button size="small" disabled={busy} onClick={() => reopen.mutate(appointment.id)}>
                Riapri come da confermare
              </Button>
            )}
            <Button size="small" color="error" disabled={busy} onClick={() => run('cancel')}>
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
