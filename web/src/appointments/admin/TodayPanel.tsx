import { type AdminAppointmentView, appointmentRules, type AppointmentStatus } from '@app/schemas/appointments/appointments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { adminSectionPath } from '../../shared/adminSections';
import { ListStates } from '../../shared/components/ListStates';
import { AdminSection } from '../../shared/components/SectionHeader';
import { useAgenda } from '../api/appointments';
import { plusDays, romeDay, titleOfDay } from './agendaDays';
import { AppointmentRow } from './AppointmentRow';
import { PendingRequests } from './PendingRequests';

/** What stands in the day's schedule: the visits held, done or missed, and the requests; not what was called off. */
const ON_SCHEDULE: readonly AppointmentStatus[] = ['pending', 'confirmed', 'done', 'missed'];
const isOnSchedule = (appointment: AdminAppointmentView) => ON_SCHEDULE.includes(appointment.status);
const byStart = (a: AdminAppointmentView, b: AdminAppointmentView) => a.start.localeCompare(b.start);

/**
 * "Oggi", the doctor's home (docs/appointments.md, The doctor's day): today's visits in time order,
 * each with its patient's record one tap away and, once begun, "Arrivata" and "Non si è presentata";
 * the requests awaiting an answer with their date, the longest waiting first; and, when today's
 * visits are over, tomorrow's first.
 */
export default function TodayPanel() {
  // When the page opened: which visits have begun, and which day is today (Rome).
  const [now] = useState(() => Date.now());
  const today = romeDay(now);
  const tomorrow = plusDays(today, 1);
  const twoDays = useAgenda(today, tomorrow);
  // The same read as the agenda's list of requests: every one awaiting an answer, from today on.
  const ahead = useAgenda(today, plusDays(today, appointmentRules.agendaMaxDays - 1));
  const scheduled = (twoDays.data ?? []).filter(isOnSchedule).sort(byStart);
  const todays = scheduled.filter((appointment) => romeDay(appointment.start) === today);
  const dayOver = !todays.some(
    (appointment) => Date.parse(appointment.end) > now && (appointment.status === 'confirmed' || appointment.status === 'pending'),
  );
  const tomorrowsFirst = scheduled.find((appointment) => romeDay(appointment.start) === tomorrow && appointment.status === 'confirmed');
  const pending = (ahead.data ?? []).filter((appointment) => appointment.status === 'pending');
  return (
    <AdminSection
      label="Oggi"
      title="Oggi"
      action={
        <Button component={RouterLink} to={adminSectionPath('agenda')}>
          Apri l’agenda
        </Button>
      }
    >
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {titleOfDay(today)}
      </Typography>
      <ListStates
        query={twoDays}
        isEmpty={todays.length === 0}
        errorTitle="Impossibile caricare le visite di oggi"
        emptyTitle="Nessuna visita oggi"
      >
        <Box sx={{ display: 'grid', gap: 1 }} data-testid="visite-di-oggi">
          {todays.map((appointment) => (
            <AppointmentRow key={appointment.id} appointment={appointment} now={now} />
          ))}
        </Box>
      </ListStates>
      {dayOver && !twoDays.isLoading && !twoDays.isError && (
        <Box component="section" aria-label="Domani" sx={{ mt: 2, display: 'grid', gap: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
            Domani
          </Typography>
          {tomorrowsFirst ? (
            <AppointmentRow appointment={tomorrowsFirst} now={now} />
          ) : (
            <Typography color="text.secondary">Nessuna visita confermata domani.</Typography>
          )}
        </Box>
      )}
      <PendingRequests pending={pending} now={now} />
    </AdminSection>
  );
}
