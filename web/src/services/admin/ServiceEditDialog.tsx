import type { ServiceView } from '@app/schemas/services/services';
import {
  type AdminServiceBody,
  adminServiceEditForm,
  type AdminServiceFormInput,
  durationFieldValue,
} from '@app/schemas/services/services';
import { centsToEuro } from '@app/schemas/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { FormDialog } from '../../shared/components/FormDialog';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { useSaveService } from '../api/services';
import { ServiceFields } from './ServiceFields';

/** 'Modifica Servizio': every field of the form, prefilled (the price back in euro). */
export function ServiceEditDialog({ service, onClose }: { service: ServiceView; onClose: () => void }) {
  const defaultValues: AdminServiceFormInput = {
    name: service.name,
    description: service.description,
    price: centsToEuro(service.price),
    category: service.category,
    duration: durationFieldValue(service.duration),
    isActive: service.isActive,
    healthService: service.healthService,
    onlinePayment: service.onlinePayment,
    depositAmount: service.depositAmount === null ? '' : centsToEuro(service.depositAmount),
    includedVisits: String(service.includedVisits),
    validityMonths: service.validityMonths === null ? '' : String(service.validityMonths),
  };
  const form = useForm<AdminServiceFormInput, unknown, AdminServiceBody>({ resolver: zodResolver(adminServiceEditForm), defaultValues });
  const saveService = useSaveService();
  const resultToasts = useResultToasts();
  const onSubmit = form.handleSubmit((body) =>
    saveService.mutate(
      { id: service.id, body },
      resultToasts('Servizio aggiornato con successo!', 'Impossibile aggiornare il servizio.', onClose),
    ),
  );
  return (
    <FormDialog
      title="Modifica Servizio"
      submitLabel="Salva Modifiche"
      pending={saveService.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <ServiceFields form={form} idPrefix="modifica-servizio" keepsControl={service.category === 'control'} />
    </FormDialog>
  );
}
