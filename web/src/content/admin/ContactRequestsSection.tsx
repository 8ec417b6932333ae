import type { PatientFromRequestView } from '@app/schemas/content/contactRequests';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';

import { ListStates } from '../../shared/components/ListStates';
import { LoadMoreButton } from '../../shared/components/LoadMoreButton';
import { AdminSection } from '../../shared/components/SectionHeader';
import { useContactRequests } from '../api/contactRequests';
import { ContactRequestCard } from './ContactRequestCard';

// The agenda's dialog, loaded when first opened.
const NewAppointmentDialog = lazy(() => import('../../appointments/admin/NewAppointmentDialog'));

/**
 * Richieste: the landing page's consultation requests, newest first, 50 a page, each waiting or
 * 'Gestita da … il …'. A request made a patient opens 'Nuovo appuntamento' with her chosen, here
 * rather than in its card: the card loses its actions as soon as the list shows it handled.
 */
export default function ContactRequestsSection() {
  const requests = useContactRequests();
  const rows = requests.data?.pages.flatMap((page) => page.items) ?? [];
  const [booking, setBooking] = useState<PatientFromRequestView['patient'] | null>(null);
  return (
    <AdminSection label="Richieste" title="Richieste di consulenza">
      <ListStates
        query={requests}
        isEmpty={rows.length === 0}
        errorTitle="Impossibile caricare le richieste"
        emptyTitle="Nessuna richiesta ricevuta"
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {rows.map((request) => (
            <ContactRequestCard key={request.id} request={request} onPatient={setBooking} />
          ))}
        </Box>
        <LoadMoreButton
          hasMore={Boolean(requests.hasNextPage)}
          loading={requests.isFetchingNextPage}
          onClick={() => void requests.fetchNextPage()}
        />
      </ListStates>
      {booking && (
        <Suspense fallback={null}>
          <NewAppointmentDialog patient={{ ...booking, id: booking.userId }} onClose={() => setBooking(null)} />
        </Suspense>
      )}
    </AdminSection>
  );
}
