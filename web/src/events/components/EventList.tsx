import type { EventView } from '@app/schemas/events/events';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import type { ReactNode } from 'react';

import { CardGrid } from '../../shared/components/CardGrid';
import { EmptyState } from '../../shared/components/EmptyState';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { useEvents } from '../api/events';

/** The upcoming events as cards, with the loading, error and empty states of both calendar views. */
export function EventList({
  label,
  emptyText,
  renderCard,
}: {
  label: string;
  emptyText: string;
  renderCard: (event: EventView) => ReactNode;
}) {
  const events = useEvents();
  if (events.isLoading) return <LoadingState label="Caricamento degli eventi..." />;
  if (events.isError) return <LoadError title="Impossibile caricare gli eventi" query={events} />;
  if (!events.data?.length) return <EmptyState icon={<EventBusyOutlined fontSize="large" />} title={emptyText} />;
  return (
    <CardGrid label={label}>
      {events.data.map((event) => (
        <li key={event.id}>{renderCard(event)}</li>
      ))}
    </CardGrid>
  );
}
