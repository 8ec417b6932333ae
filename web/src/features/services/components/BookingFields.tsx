import type { OrderBody, OrderBodyInput } from '@app/schemas/orders';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';

import { FormSection } from './FormSection';

type BookingForm = UseFormReturn<OrderBodyInput, unknown, OrderBody>;
type FieldName = Exclude<keyof OrderBodyInput, 'billingType' | 'serviceId' | 'sistemaTsOpposition'>;

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/** The booking form's sections: personal data, billing type, tax data, address, notes. */
export function BookingFields({ form }: { form: BookingForm }) {
  const { errors } = form.formState;
  const isCompany = useWatch({ control: form.control, name: 'billingType' }) === 'company';

  const field = (
    name: FieldName,
    label: string,
    extra: { required?: boolean; maxLength?: number; autoComplete?: string; type?: string; multiline?: boolean } = {},
  ) => {
    const { required, maxLength, autoComplete, type, multiline } = extra;
    // The cross rule of the tax data is re-checked when the type or the VAT number changes.
    const registered = form.register(name, name === 'vatNumber' ? { deps: ['fiscalCode'] } : undefined);
    return (
      <TextField
        {...registered}
        id={`prenota-${name}`}
        label={label}
        required={required}
        type={type}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        error={Boolean(errors[name])}
        helperText={errors[name]?.message}
        slotProps={{ htmlInput: { maxLength } }}
        fullWidth
      />
    );
  };

  const fiscalCode = form.register('fiscalCode');
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <FormSection title="Dati personali">
        <Box sx={twoColumns}>
          {field('customerName', 'Nome e cognome', { required: true, autoComplete: 'name' })}
          {field('customerEmail', 'Email', { required: true, autoComplete: 'email', type: 'email' })}
          {field('customerPhone', 'Telefono', { required: true, autoComplete: 'tel', type: 'tel' })}
        </Box>
        {field('notes', 'Note sul servizio', { multiline: true })}
      </FormSection>

      <FormSection title="Tipo di fatturazione">
        <Controller
          control={form.control}
          name="billingType"
          render={({ field: { value, onChange, name } }) => (
            <RadioGroup
              row
              name={name}
              value={value ?? 'private'}
              aria-label="Tipo di fatturazione"
              onChange={(event) => {
                onChange(event.target.value);
                if (event.target.value === 'private') form.setValue('vatNumber', '');
                if (form.formState.isSubmitted) void form.trigger('fiscalCode');
              }}
            >
              <FormControlLabel value="private" control={<Radio />} label="Privato" />
              <FormControlLabel value="company" control={<Radio />} label="Azienda" />
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
            label="Codice fiscale"
            required={!isCompany}
            error={Boolean(errors.fiscalCode)}
            helperText={errors.fiscalCode?.message}
            slotProps={{ htmlInput: { maxLength: 16, autoCapitalize: 'characters', spellCheck: false } }}
            fullWidth
          />
          {isCompany && field('vatNumber', 'Partita IVA', { required: true, maxLength: 11 })}
        </Box>
        <Controller
          control={form.control}
          name="sistemaTsOpposition"
          render={({ field: { value, onChange, onBlur, name } }) => (
            <FormControlLabel
              control={
                <Checkbox name={name} checked={value === true} onBlur={onBlur} onChange={(event) => onChange(event.target.checked)} />
              }
              label="Mi oppongo all'invio di questa spesa sanitaria al Sistema Tessera Sanitaria"
            />
          )}
        />
      </FormSection>

      <FormSection title="Indirizzo di fatturazione">
        {field('billingAddress', 'Indirizzo', { required: true, autoComplete: 'street-address' })}
        <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 2fr' } }}>
          {field('billingCity', 'Città', { required: true, autoComplete: 'address-level2' })}
          {field('billingPostalCode', 'CAP', { required: true, maxLength: 5, autoComplete: 'postal-code' })}
          {field('billingCountry', 'Paese', { required: true, autoComplete: 'country-name' })}
        </Box>
        {field('billingNotes', 'Note di fatturazione', { multiline: true })}
      </FormSection>
    </Box>
  );
}
