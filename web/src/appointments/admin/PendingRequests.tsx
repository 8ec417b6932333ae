import type { AdminAppointmentView } from '@app/schemas/appointments/appointments';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { AppointmentRow } from './AppointmentRow';

/**
 * "Richieste in attesa": the requests awaiting an answer (`pending`, any order), each with its date,
 * the longest waiting first, with Conferma and Rifiuta (and all of a patient's at once).
 */
export function PendingRequests({ pending, now }: { pending: readonly AdminAppointmentView[]; now: number }) {
  if (pending.length === 0) return null;
  const oldestFirst = [...pending].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Box component="section" aria-label="Richieste in attesa" sx={{ my: 3, display: 'grid', gap: 1 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        Richieste in attesa
      </Typography>
      {oldestFirst.map((appointment) => (
        <AppointmentRow
          key={appointment.id}
          appointment={appointment}
          now={now}
          openOfPatient={pending.filter((other) => other.uid === appointment.uid).length}
          withDate
        />
      ))}
    </Box>
  );
}
