import { BILLING_TYPES } from '@app/schemas/services/entities';
import { BILLING_TYPE_LABELS, ORDER_FIELD_LABELS, orderFieldRules, type TextFieldRules } from '@app/schemas/services/orders';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, get, type UseFormReturn, useWatch } from 'react-hook-form';

import { FormSection } from './FormSection';

/** The text fields of the billing data (the choices, billing type and opposition, are drawn apart). */
export type BillingTextField =
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'fiscalCode'
  | 'vatNumber'
  | 'billingAddress'
  | 'billingCity'
  | 'billingPostalCode'
  | 'billingCountry'
  | 'billingNotes';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

interface Props<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** Where the fields are in the form's values: at the top (the booking) or under an object ('billing.', the doctor's order). */
  prefix?: string;
  /** Prefix of the inputs' ids, unique on the page ('prenota' -> 'prenota-customerName'). */
  idPrefix: string;
  /** Whether a text field must be filled in and its longest value: the booking's, unless the form's schema says otherwise. */
  rules?: (name: BillingTextField) => TextFieldRules;
  /** More fields of the personal data section (the booking's notes for the doctor). */
  personalExtra?: ReactNode;
}

/**
 * Who is invoiced and where, as the booking asks it (docs/product.md, Validation): personal data,
 * billing type, tax data with the opposition to the Sistema TS, billing address. The booking dialog
 * and the doctor's 'Nuovo ordine' draw the same fields; labels, required marks and lengths come
 * from the schema (schemas/src/services/orders.ts).
 */
export function BillingFields<T extends FieldValues>({
  form: typedForm,
  prefix = '',
  idPrefix,
  rules = orderFieldRules,
  personalExtra,
}: Props<T>) {
  // The fields' paths are built from the prefix: the form is read by path, whatever its other values.
  const form = typedForm as unknown as UseFormReturn<Record<string, unknown>, unknown, unknown>;
  const { errors } = form.formState;
  const path = (name: string) => `${prefix}${name}`;
  const errorOf = (name: string): string | undefined => (get(errors, path(name)) as { message?: string } | undefined)?.message;
  const isCompany = useWatch({ control: form.control, name: path('billingType') }) === 'company';

  // `extra` adds how the browser helps to fill a field in.
  const field = (name: BillingTextField, extra: { autoComplete?: string; type?: string; multiline?: boolean; maxLength?: number } = {}) => {
    const { autoComplete, type, multiline } = extra;
    const { required, maxLength } = rules(name);
    // The cross rule of the tax data is re-checked when the VAT number changes.
    const registered = form.register(path(name), name === 'vatNumber' ? { deps: [path('fiscalCode')] } : undefined);
    return (
      <TextField
        {...registered}
        id={`${idPrefix}-${name}`}
        label={ORDER_FIELD_LABELS[name]}
        // The VAT number shows for a company only, which needs one (the cross rule).
        required={required || name === 'vatNumber'}
        type={type}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        error={Boolean(errorOf(name))}
        helperText={errorOf(name)}
        slotProps={{ htmlInput: { maxLength: extra.maxLength ?? maxLength } }}
        fullWidth
      />
    );
  };

  const fiscalCode = form.register(path('fiscalCode'));
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <FormSection title="Dati personali">
        <Box sx={twoColumns}>
          {field('customerName', { autoComplete: 'name' })}
          {field('customerEmail', { autoComplete: 'email', type: 'email' })}
          {field('customerPhone', { autoComplete: 'tel', type: 'tel' })}
        </Box>
        {personalExtra}
      </FormSection>

      <FormSection title="Tipo di fatturazione">
        <Controller
          control={form.control}
          name={path('billingType')}
          render={({ field: { value, onChange, name } }) => (
            <RadioGroup
              row
              name={name}
              value={value}
              aria-label={ORDER_FIELD_LABELS.billingType}
              onChange={(event) => {
                onChange(event.target.value);
                if (event.target.value === 'private') form.setValue(path('vatNumber'), '');
                if (form.formState.isSubmitted) void form.trigger(path('fiscalCode'));
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
            id={`${idPrefix}-fiscalCode`}
            label={ORDER_FIELD_LABELS.fiscalCode}
            required={!isCompany}
            error={Boolean(errorOf('fiscalCode'))}
            helperText={errorOf('fiscalCode')}
            slotProps={{
              htmlInput: { maxLength: rules('fiscalCode').maxLength, autoCapitalize: 'characters', spellCheck: false },
            }}
            fullWidth
          />
          {isCompany && field('vatNumber')}
        </Box>
        <Controller
          control={form.control}
          name={path('sistemaTsOpposition')}
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
