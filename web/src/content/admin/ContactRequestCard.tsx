import { CONSULTATION_TYPES } from '@app/schemas/content/contact';
import type { ContactRequestView, PatientFromRequestView } from '@app/schemas/content/contactRequests';
import { displayName } from '@app/schemas/shared/people';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { patientDiaryPath } from '../../shared/adminSections';
import { useCurrentUser } from '../../shared/api/session';
import { ItemCard } from '../../shared/components/ItemCard';
import { formatDate, formatDateTime } from '../../shared/lib/format';
import { RequestActions } from './RequestActions';

const consultationLabel = (value: string) => CONSULTATION_TYPES.find((type) => type.value === value)?.label ?? 'Non indicato';

/** 'Gestita da Chiara Rossi il 3/12/2026', with the patient's record a tap away for the doctor. */
function HandledLine({ request }: { request: ContactRequestView }) {
  const { isDoctor } = useCurrentUser();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="request-handled">
      Gestita da {request.handledByName} il {formatDate(request.handledAt!)}
      {request.patientId && isDoctor && (
        <>
          {' · '}
          <Link component={RouterLink} to={patientDiaryPath(request.patientId)}>
            Apri la scheda
          </Link>
        </>
      )}
    </Typography>
  );
}

/** One consultation request of 'Richieste': who, how to reach her, what she asked, and whether it has been handled. */
export function ContactRequestCard({
  request,
  onPatient,
}: {
  request: ContactRequestView;
  onPatient: (patient: PatientFromRequestView['patient']) => void;
}) {
  return (
    <ItemCard testId="contact-request">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {displayName(request)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(request.createdAt)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <a href={`mailto:${request.email}`}>{request.email}</a> · <a href={`tel:${request.phone}`}>{request.phone}</a>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {consultationLabel(request.consultationType)}
      </Typography>
      {request.message && <Typography variant="body2">{request.message}</Typography>}
      {request.handledAt ? <HandledLine request={request} /> : <RequestActions request={request} onPatient={onPatient} />}
    </ItemCard>
  );
}
