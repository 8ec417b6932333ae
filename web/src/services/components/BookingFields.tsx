import { BILLING_TYPES } from '@app/schemas/services/entities';
import {
  BILLING_TYPE_LABELS,
  ORDER_FIELD_LABELS,
  type OrderBody,
  type OrderBodyInput,
  orderFieldRules,
} from '@app/schemas/services/orders';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';

import { FormSection } from './FormSection';

type BookingForm = UseFormReturn<OrderBodyInput, unknown, OrderBody>;
type FieldName = Exclude<keyof OrderBodyInput, 'billingType' | 'serviceId' | 'sistemaTsOpposition' | 'appointment'>;

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/** The booking form's sections: personal data, billing type, tax data, address, notes. */
export function BookingFields({ form }: { form: BookingForm }) {
  const { errors } = form.formState;
  const isCompany = useWatch({ control: form.control, name: 'billingType' }) === 'company';

  // Each text field's label, whether it is required and its longest value come from the order's
  // schema (schemas/src/services/orders.ts); `extra` adds how the browser helps to fill it in.
  const field = (name: FieldName, extra: { autoComplete?: string; type?: string; multiline?: boolean; maxLength?: number } = {}) => {
    const { autoComplete, type, multiline } = extra;
    const rules = orderFieldRules(name);
    // The cross rule of the tax data is re-checked when the type or the VAT number changes.
    const registered = form.register(name, name === 'vatNumber' ? { deps: ['fiscalCode'] } : undefined);
    return (
      <TextField
        {...registered}
        id={`prenota-${name}`}
        label={ORDER_FIELD_LABELS[name]}
        // The VAT number shows for a company only, which needs one (the cross rule).
        required={rules.required || name === 'vatNumber'}
        type={type}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        error={Boolean(errors[name])}
        helperText={errors[name]?.message}
        slotProps={{ htmlInput: { maxLength: extra.maxLength ?? rules.maxLength } }}
        fullWidth
      />
    );
  };

  const fiscalCode = form.register('fiscalCode');
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <FormSection title="Dati personali">
        <Box sx={twoColumns}>
          {field('customerName', { autoComplete: 'name' })}
          {field('customerEmail', { autoComplete: 'email', type: 'email' })}
          {field('customerPhone', { autoComplete: 'tel', type: 'tel' })}
        </Box>
        {field('notes', { multiline: true })}
      </FormSection>

      <FormSection title="Tipo di fatturazione">
        <Controller
          control={form.control}
          name="billingType"
          render={({ field: { value, onChange, name } }) => (
            <RadioGroup
              row
              name={name}
              value={value}
              aria-label={ORDER_FIELD_LABELS.billingType}
              onChange={(event) => {
                onChange(event.target.value);
                if (event.target.value === 'private') form.setValue('vatNumber', '');
                if (form.formState.isSubmitted) void form.trigger('fiscalCode');
              }}
            >
              {BILLING_TYPES.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={BILLING_TYPE_LABELS[type]} />
              ))}
            </RadioGroup>
          )}
        />
      </FormSection>

      <FormSection title="Dati fiscali">
        <Box sx={twoColumns}>
          <TextField
            {...fiscalCode}
            onChange={(event) => {
              // The fiscal code is written in capitals, whatever is typed.
              event.target.value = event.target.value.toUpperCase();
              return fiscalCode.onChange(event);
            }}
            id="prenota-fiscalCode"
            label={ORDER_FIELD_LABELS.fiscalCode}
            required={!isCompany}
            error={Boolean(errors.fiscalCode)}
            helperText={errors.fiscalCode?.message}
            slotProps={{
              htmlInput: { maxLength: orderFieldRules('fiscalCode').maxLength, autoCapitalize: 'characters', spellCheck: false },
            }}
            fullWidth
          />
          {isCompany && field('vatNumber')}
        </Box>
        <Controller
          control={form.control}
          name="sistemaTsOpposition"
          render={({ field: { value, onChange, onBlur, name } }) => (
            <FormControlLabel
              control={
                <Checkbox name={name} checked={value === true} onBlur={onBlur} onChange={(event) => onChange(event.target.checked)} />
              }
              label={ORDER_FIELD_LABELS.sistemaTsOpposition}
            />
          )}
        />
      </FormSection>

      <FormSection title="Indirizzo di fatturazione">
        {field('billingAddress', { autoComplete: 'street-address' })}
        <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 2fr' } }}>
          {field('billingCity', { autoComplete: 'address-level2' })}
          {/* The input takes an Italian CAP, 5 digits (docs/product.md, Validation); the API accepts up to 10. */}
          {field('billingPostalCode', { maxLength: 5, autoComplete: 'postal-code' })}
          {field('billingCountry', { autoComplete: 'country-name' })}
        </Box>
        {field('billingNotes', { multiline: true })}
      </FormSection>
    </Box>
  );
}
