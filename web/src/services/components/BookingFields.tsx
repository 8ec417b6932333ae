import { ORDER_FIELD_LABELS, type OrderBody, type OrderBodyInput, orderFieldRules } from '@app/schemas/services/orders';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';

import { BillingFields } from './BillingFields';

type BookingForm = UseFormReturn<OrderBodyInput, unknown, OrderBody>;

/** The notes for the doctor: among the personal data of a booking, alone for a visit included in a package. */
export function VisitNotesField({ form }: { form: BookingForm }) {
  const { errors } = form.formState;
  return (
    <TextField
      {...form.register('notes')}
      id="prenota-notes"
      label={ORDER_FIELD_LABELS.notes}
      multiline
      minRows={2}
      error={Boolean(errors.notes)}
      helperText={errors.notes?.message}
      slotProps={{ htmlInput: { maxLength: orderFieldRules('notes').maxLength } }}
      fullWidth
    />
  );
}

/** The booking form's sections: the billing data (BillingFields), with the notes for the doctor among the personal data. */
export function BookingFields({ form }: { form: BookingForm }) {
  return <BillingFields form={form} idPrefix="prenota" personalExtra={<VisitNotesField form={form} />} />;
}
