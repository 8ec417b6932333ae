import { defaultHealthService } from '@app/schemas/invoices/invoiceAmounts';
import {
  ADMIN_SERVICE_CATEGORIES,
  type AdminServiceBody,
  type AdminServiceFormInput,
  SERVICE_CATEGORY_LABELS,
} from '@app/schemas/services/services';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type UseFormReturn } from 'react-hook-form';

import { FormSwitch } from '../../shared/components/FormSwitch';
import { FormTextField } from '../../shared/components/FormTextField';

export type ServiceForm = UseFormReturn<AdminServiceFormInput, unknown, AdminServiceBody>;

/** The fields of a service, shared by the create form and the 'Modifica Servizio' dialog. */
export function ServiceFields({ form, idPrefix, keepsControl = false }: { form: ServiceForm; idPrefix: string; keepsControl?: boolean }) {
  // docs/product.md (Validation): 'control' is not offered, except to the service that already has it.
  const categories = keepsControl ? [...ADMIN_SERVICE_CATEGORIES, 'control' as const] : ADMIN_SERVICE_CATEGORIES;
  return (
    <>
      <FormTextField form={form} name="name" idPrefix={idPrefix} label="Nome" required />
      <FormTextField form={form} name="description" idPrefix={idPrefix} label="Descrizione" required multiline minRows={2} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <FormTextField
          form={form}
          name="price"
          idPrefix={idPrefix}
          label="Prezzo (€)"
          type="number"
          required
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        />
        <FormTextField
          form={form}
          name="category"
          idPrefix={idPrefix}
          label="Categoria"
          select
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {categories.map((category) => (
            <option key={category} value={category}>
              {SERVICE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </FormTextField>
        <FormTextField form={form} name="duration" idPrefix={idPrefix} label="Durata" helperText="Minuti (es. 60) o testo (es. 6 mesi)" />
      </Box>
      <FormSwitch form={form} name="isActive" label="Attivo (visibile nel listino)" />
      <HealthServiceSwitch form={form} />
    </>
  );
}

/**
 * Whether the service is a health service (Sistema TS, no SdI e-invoice). Until the doctor sets
 * it, it shows the category's default, which the server also applies.
 */
function HealthServiceSwitch({ form }: { form: ServiceForm }) {
  const category = form.watch('category');
  return (
    <Controller
      control={form.control}
      name="healthService"
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch checked={field.value ?? defaultHealthService(category)} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label="Prestazione sanitaria (spesa inviata al Sistema TS; altrimenti fattura elettronica SdI)"
        />
      )}
    />
  );
}
