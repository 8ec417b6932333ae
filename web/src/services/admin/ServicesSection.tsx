import type { ServiceView } from '@app/schemas/services/services';
import { SERVICE_CATEGORY_LABELS } from '@app/schemas/services/services';
import { useState } from 'react';

import { ConfirmDeleteDialog } from '../../shared/components/ConfirmDeleteDialog';
import { type Column, DataTable } from '../../shared/components/DataTable';
import { ListStates } from '../../shared/components/ListStates';
import { RowActions } from '../../shared/components/RowActions';
import { AdminSection, SectionHeader } from '../../shared/components/SectionHeader';
import { StateChip } from '../../shared/components/StateChip';
import { formatCents } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useAdminServices, useDeleteService } from '../api/services';
import { ServiceEditDialog } from './ServiceEditDialog';
import { ServiceForm } from './ServiceForm';

/**
 * Servizi: the create form, the list (inactive services too), the edit dialog and delete. A service
 * that orders refer to is deactivated rather than deleted, and the toast says so.
 */
export default function ServicesSection() {
  const services = useAdminServices();
  const deleteService = useDeleteService();
  const toast = useToast();
  const [editing, setEditing] = useState<ServiceView | null>(null);
  const [toDelete, setToDelete] = useState<ServiceView | null>(null);
  const confirmDelete = (service: ServiceView) =>
    deleteService.mutate(service.id, {
      onSuccess: (result) => {
        toast({ title: result.deleted ? 'Servizio eliminato!' : 'Servizio disattivato', description: result.message });
        setToDelete(null);
      },
      onError: (error) => toast(failureToast(error, 'Impossibile eliminare il servizio.')),
    });
  const columns: Column<ServiceView>[] = [
    { header: 'Nome', cell: (service) => service.name },
    { header: 'Categoria', cell: (service) => SERVICE_CATEGORY_LABELS[service.category] },
    { header: 'Prezzo', cell: (service) => formatCents(service.price), align: 'right' },
    { header: 'Durata', cell: (service) => service.duration ?? '—' },
    {
      header: 'Stato',
      cell: (service) => <StateChip on={service.isActive} labels={['Attivo', 'Inattivo']} color="success" />,
    },
    {
      header: 'Azioni',
      cell: (service) => (
        <RowActions what={`il servizio ${service.name}`} onEdit={() => setEditing(service)} onDelete={() => setToDelete(service)} />
      ),
    },
  ];
  return (
    <AdminSection label="Servizi" title="Nuovo Servizio">
      <ServiceForm />
      <SectionHeader title="Servizi" />
      <ListStates
        query={services}
        isEmpty={services.data?.length === 0}
        errorTitle="Impossibile caricare i servizi"
        emptyTitle="Nessun servizio nel listino"
      >
        <DataTable label="Servizi" columns={columns} rows={services.data ?? []} />
      </ListStates>
      {editing && <ServiceEditDialog service={editing} onClose={() => setEditing(null)} />}
      {toDelete && (
        <ConfirmDeleteDialog
          title="Eliminare il servizio?"
          message={`«${toDelete.name}» sarà eliminato dal listino. Se ha ordini collegati sarà solo disattivato, perché le fatture continuano a riferirsi a esso.`}
          pending={deleteService.isPending}
          onConfirm={() => confirmDelete(toDelete)}
          onClose={() => setToDelete(null)}
        />
      )}
    </AdminSection>
  );
}
