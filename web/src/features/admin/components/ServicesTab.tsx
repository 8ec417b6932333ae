import { SERVICE_CATEGORY_LABELS } from '@app/schemas/admin';
import type { ServiceView } from '@app/schemas/services';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';

import { useAdminServices } from '../../../lib/api/admin';
import { formatCents } from '../../../lib/format';
import { type Column, DataTable } from './DataTable';
import { InertActions } from './InertActions';
import { ListStates } from './ListStates';
import { ServiceEditDialog } from './ServiceEditDialog';
import { ServiceForm } from './ServiceForm';
import { TabHeader } from './TabHeader';

/** Servizi: the create form, the list (inactive services too) and the edit dialog. */
export function ServicesTab() {
  const services = useAdminServices();
  const [editing, setEditing] = useState<ServiceView | null>(null);
  const columns: Column<ServiceView>[] = [
    { header: 'Nome', cell: (service) => service.name },
    { header: 'Categoria', cell: (service) => SERVICE_CATEGORY_LABELS[service.category] },
    { header: 'Prezzo', cell: (service) => formatCents(service.price), align: 'right' },
    { header: 'Durata', cell: (service) => service.duration ?? '—' },
    {
      header: 'Stato',
      cell: (service) => (
        <Chip
          size="small"
          label={service.isActive ? 'Attivo' : 'Inattivo'}
          color={service.isActive ? 'success' : 'default'}
          variant={service.isActive ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      header: 'Azioni',
      cell: (service) => (
        <>
          <IconButton size="small" aria-label={`Modifica il servizio ${service.name}`} onClick={() => setEditing(service)}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <InertActions what={`il servizio ${service.name}`} edit={false} />
        </>
      ),
    },
  ];
  return (
    <section aria-label="Servizi">
      <TabHeader title="Nuovo Servizio" />
      <ServiceForm />
      <TabHeader title="Servizi" />
      <ListStates
        isLoading={services.isLoading}
        isError={services.isError}
        isEmpty={services.data?.length === 0}
        errorTitle="Impossibile caricare i servizi"
        emptyTitle="Nessun servizio nel listino"
      >
        <DataTable label="Servizi" columns={columns} rows={services.data ?? []} />
      </ListStates>
      {editing && <ServiceEditDialog service={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
