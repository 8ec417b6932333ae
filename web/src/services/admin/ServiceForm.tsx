import {
  type AdminServiceBody,
  adminServiceForm,
  type AdminServiceFormInput,
  SERVICE_DEFAULT_DURATION,
} from '@app/schemas/services/services';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { type Resolver, useForm } from 'react-hook-form';

import { useSaveService } from '../api/services';
import { ServiceFields } from './ServiceFields';

const DEFAULTS: AdminServiceFormInput = {
  name: '',
  description: '',
  price: '',
  category: 'consultation',
  duration: SERVICE_DEFAULT_DURATION,
  isActive: true,
  onlinePayment: 'none',
  depositAmount: '',
  includedVisits: '0',
  validityMonths: '',
};

/** The 'Nuovo Servizio' form above the list (docs/product.md, Screens): active, 60 minutes by default. */
import { useResultToasts } from '../../shared/components/useResultToasts';

export function ServiceForm() {
  // The create schema only narrows the category (no 'control'): the edit dialog's field types fit.
  const resolver = zodResolver(adminServiceForm) as Resolver<AdminServiceFormInput, unknown, AdminServiceBody>;
  const form = useForm<AdminServiceFormInput, unknown, AdminServiceBody>({ resolver, defaultValues: DEFAULTS });
  const saveService = useSaveService();
  const resultToasts = useResultToasts();
  const onSubmit = form.handleSubmit((body) =>
    saveService.mutate(
      { body },
      resultToasts('Servizio creato con successo!', 'Impossibile creare il servizio.', () => form.reset(DEFAULTS)),
    ),
  );
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Nuovo Servizio"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, mb: 3 }}
    >
      <ServiceFields form={form} idPrefix="nuovo-servizio" />
      <Box>
        <Button type="submit" variant="contained" disabled={saveService.isPending}>
          {saveService.isPending ? 'Salvataggio...' : 'Crea Servizio'}
        </Button>
      </Box>
    </Paper>
  );
}
