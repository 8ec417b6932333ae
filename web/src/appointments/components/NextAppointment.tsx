import { APPOINTMENT_STATUS_LABELS } from '@app/schemas/appointments/appointments';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { formatLongDateTime } from '../../shared/lib/format';
import { appointmentCalendarFileUrl, useMyAppointments } from '../api/appointments';
import { AppointmentActions } from './AppointmentActions';

const TITLE = 'Il tuo prossimo appuntamento';

/** The home page's card of the next appointment: when, where (address and map, or the video link once confirmed), the .ics. */
export function NextAppointment() {
  const { data, isError } = useMyAppointments();
  const next = data?.upcoming[0];
  if (isError) return null;
  return (
    <Paper component="section" aria-label={TITLE} sx={{ p: { xs: 2, md: 3 }, mb: 3 }} data-testid="next-appointment">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {TITLE}
      </Typography>
      {!data ? (
        // The card keeps its place while the agenda is read, so what is below it does not move.
        <Skeleton variant="rounded" height={72} aria-hidden />
      ) : next ? (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              <time dateTime={next.start}>{formatLongDateTime(next.start)}</time>
            </Typography>
            <Chip size="small" label={APPOINTMENT_STATUS_LABELS[next.status]} color={next.status === 'confirmed' ? 'success' : 'default'} />
          </Stack>
          <Typography variant="body2">
            {next.serviceName} · {next.locationName}
          </Typography>
          {next.address && next.mapUrl && (
            <Typography variant="body2" color="text.secondary">
              {next.address} ·{' '}
              <Link href={next.mapUrl} target="_blank" rel="noopener">
                Apri la mappa
              </Link>
            </Typography>
          )}
          {next.meetingUrl && (
            <Link href={next.meetingUrl} target="_blank" rel="noopener">
              Entra nella videochiamata
            </Link>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" size="small" href={appointmentCalendarFileUrl(next.id)} download>
              Aggiungi al calendario
            </Button>
            <AppointmentActions appointment={next} />
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            Nessun appuntamento in programma.
          </Typography>
          <Button component={RouterLink} to="/services" size="small">
            Prenota una visita
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
