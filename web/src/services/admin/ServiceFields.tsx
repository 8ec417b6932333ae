import { defaultHealthService, FINAL_PRICE_NOTE } from '@app/schemas/invoices/invoiceAmounts';
import { MAX_INCLUDED_VISITS, MAX_VALIDITY_MONTHS, PACKAGE_CATEGORY, PACKAGE_FIELD_LABELS } from '@app/schemas/services/packages';
import { FULL_ONLY_CATEGORIES, ONLINE_PAYMENT_LABELS, ONLINE_PAYMENT_MODES } from '@app/schemas/services/payments';
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
          helperText={FINAL_PRICE_NOTE}
          type="number"
          required
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        />
        <ChoiceField
          {...{ form, idPrefix }}
          name="category"
          label="Categoria"
          required
          options={categories}
          labels={SERVICE_CATEGORY_LABELS}
        />
        <FormTextField form={form} name="duration" idPrefix={idPrefix} label="Durata" helperText="Minuti (es. 60) o testo (es. 6 mesi)" />
      </Box>
      <FormSwitch form={form} name="isActive" label="Attivo (visibile nel listino)" />
      <HealthServiceSwitch form={form} />
      <OnlinePaymentFields form={form} idPrefix={idPrefix} />
      <PackageVisitFields form={form} idPrefix={idPrefix} />
    </>
  );
}

/** The package fields, each with its bounds (from 0 visits, from 1 month). */
const PACKAGE_FIELDS = [
  {
    name: 'includedVisits',
    label: PACKAGE_FIELD_LABELS.includedVisits,
    helperText: PACKAGE_FIELD_LABELS.includedVisitsHelp,
    min: 0,
    max: MAX_INCLUDED_VISITS,
  },
  {
    name: 'validityMonths',
    label: PACKAGE_FIELD_LABELS.validityMonths,
    helperText: PACKAGE_FIELD_LABELS.validityMonthsHelp,
    min: 1,
    max: MAX_VALIDITY_MONTHS,
  },
] as const;

/** A program's included visits and how many months they stay valid (docs/payments.md, Packages); other categories include none. */
function PackageVisitFields({ form, idPrefix }: { form: ServiceForm; idPrefix: string }) {
  if (form.watch('category') !== PACKAGE_CATEGORY) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      {PACKAGE_FIELDS.map(({ min, max, ...field }) => (
        <FormTextField
          key={field.name}
          form={form}
          idPrefix={idPrefix}
          {...field}
          type="number"
          slotProps={{ htmlInput: { min, max, step: 1 } }}
        />
      ))}
    </Box>
  );
}

/**
 * What a patient may pay online (docs/payments.md): nothing (the default), a deposit of the amount
 * typed here, or the whole price. Packages are paid in full: no deposit offered for them.
 */
function OnlinePaymentFields({ form, idPrefix }: { form: ServiceForm; idPrefix: string }) {
  const mode = form.watch('onlinePayment') ?? 'none';
  const packaged = FULL_ONLY_CATEGORIES.includes(form.watch('category'));
  const modes = ONLINE_PAYMENT_MODES.filter((option) => option !== 'deposit' || !packaged || mode === 'deposit');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      <ChoiceField
        {...{ form, idPrefix }}
        name="onlinePayment"
        label="Pagamento online"
        helperText={packaged ? 'Percorsi e allenamenti si pagano per intero' : 'Quanto il paziente può pagare online con carta'}
        options={modes}
        labels={ONLINE_PAYMENT_LABELS}
      />
      {mode === 'deposit' && (
        <FormTextField
          form={form}
          name="depositAmount"
          idPrefix={idPrefix}
          label="Caparra (€)"
          type="number"
          required
          helperText="Si paga online; il resto in studio"
          slotProps={{ htmlInput: { min: 1, step: 0.01 } }}
        />
      )}
    </Box>
  );
}

/** A choice among a few options, as a native select (phones show their own picker). */
function ChoiceField<O extends string>({
  options,
  labels,
  ...field
}: {
  form: ServiceForm;
  name: 'category' | 'onlinePayment';
  idPrefix: string;
  label: string;
  required?: boolean;
  helperText?: string;
  options: readonly O[];
  labels: Record<O, string>;
}) {
  return (
    <FormTextField {...field} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </FormTextField>
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
