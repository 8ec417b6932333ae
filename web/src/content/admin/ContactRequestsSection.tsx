import { CONSULTATION_TYPES } from '@app/schemas/content/contact';
import { displayName } from '@app/schemas/shared/people';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { ItemCard } from '../../shared/components/ItemCard';
import { ListStates } from '../../shared/components/ListStates';
import { LoadMoreButton } from '../../shared/components/LoadMoreButton';
import { AdminSection } from '../../shared/components/SectionHeader';
import { formatDateTime } from '../../shared/lib/format';
import { useContactRequests } from '../api/contactRequests';

const consultationLabel = (value: string) => CONSULTATION_TYPES.find((type) => type.value === value)?.label ?? 'Non indicato';

/** Richieste: the landing page's consultation requests, newest first, 50 a page. */
export default function ContactRequestsSection() {
  const requests = useContactRequests();
  const rows = requests.data?.pages.flatMap((page) => page.items) ?? [];
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
            <ItemCard key={request.id}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {displayName(request)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(request.createdAt)}
                </Typography>
              </Box>
              <Typography variant="body2">
                <a href={`mailto:${request.email}`}>{request.email}</a> · <a href={`tel:${request.phone}`}>{request.phone}</a>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {consultationLabel(request.consultationType)}
              </Typography>
              {request.message && <Typography variant="body2">{request.message}</Typography>}
            </ItemCard>
          ))}
        </Box>
        <LoadMoreButton
          hasMore={Boolean(requests.hasNextPage)}
          loading={requests.isFetchingNextPage}
          onClick={() => void requests.fetchNextPage()}
        />
      </ListStates>
    </AdminSection>
  );
}
