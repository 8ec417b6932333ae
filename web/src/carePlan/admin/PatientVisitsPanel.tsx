import { APPOINTMENT_STATUS_LABELS } from '@app/schemas/appointments/appointments';
import type { PatientOverview } from '@app/schemas/carePlan/patients';
import { packageUseRecordText } from '@app/schemas/services/packages';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { OrderStatusChip } from '../../services/components/OrderStatusChip';
import { formatCents, formatDate, formatRomeDateTime } from '../../shared/lib/format';
import { TwoColumnPanel } from './TwoColumnPanel';

/** A short list of one kind (appointments, orders), or the sentence saying there is none. */
function ShortList({ title, id, empty, children }: { title: string; id: string; empty: string; children: ReactNode[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {children}
        </Box>
      )}
    </Paper>
  );
}

const rowSx = { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' } as const;

/** The patient's appointments and orders, the latest first (the agenda and 'Ordini' change them). */
export function PatientVisitsPanel({ overview }: { overview: PatientOverview }) {
  return (
    <TwoColumnPanel id="visits-title" title="Appuntamenti e ordini">
      <ShortList title="Appuntamenti" id="patient-appointments-title" empty="Nessun appuntamento.">
        {overview.appointments.map((visit) => (
          <Box component="li" key={visit.id} sx={rowSx}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{formatRomeDateTime(visit.start)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {visit.serviceName} · {visit.locationName}
              </Typography>
            </Box>
            <Chip size="small" label={APPOINTMENT_STATUS_LABELS[visit.status]} />
          </Box>
        ))}
      </ShortList>
      <ShortList title="Ordini" id="patient-orders-title" empty="Nessun ordine.">
        {overview.orders.map((order) => (
          <Box component="li" key={order.id} sx={rowSx}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{order.serviceName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(order.createdAt)} · {formatCents(order.totalAmount)}
              </Typography>
              {order.package && <Typography variant="body2">{packageUseRecordText(order.package)}</Typography>}
            </Box>
            <OrderStatusChip status={order.status} />
          </Box>
        ))}
      </ShortList>
    </TwoColumnPanel>
  );
}
