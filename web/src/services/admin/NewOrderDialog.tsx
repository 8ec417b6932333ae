import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@app/schemas/invoices/fiscal';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderBody,
  adminOrderForm,
  walkInBilling,
  type WalkInBillingInput,
} from '@app/schemas/services/adminOrders';
import { formDefaultsOf, type OrderView, textFieldRules } from '@app/schemas/services/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';

import { PatientPicker, type PickedPatient } from '../../appointments/admin/PatientPicker';
import { apiErrorMessage } from '../../shared/api/client';
import { useCurrentUser } from '../../shared/api/session';
import { FormDialog } from '../../shared/components/FormDialog';
import { FormSwitch } from '../../shared/components/FormSwitch';
import { FormTextField } from '../../shared/components/FormTextField';
import { formatCents } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCreateAdminOrder } from '../api/orders';
import { useServices } from '../api/services';
import { BillingFields, type BillingTextField } from '../components/BillingFields';
import { FormSection } from '../components/FormSection';

const FAILURE = "Impossibile creare l'ordine";

/** What the dialog holds: the choices that shape the body, and the body's parts (the free line's amount in euro). */
export interface NewOrderValues {
  /** A member of the practice, or a person without an account. */
  who: 'patient' | 'new';
  patientUid: string;
  /** A member's billing data: those of her latest order (the server's), or the ones typed here. */
  billingFrom: 'lastOrder' | 'form';
  billing: WalkInBillingInput;
  what: 'service' | 'line';
  serviceId: string;
  freeLine: { description: string; amount: string; healthService: boolean };
  paid: boolean;
  paymentMethod: PaymentMethod | '';
}

/** The body the values stand for: only the parts the choices keep (a new person's billing data, a member's uid, a service or a free line). */
export function bodyOf(values: NewOrderValues): Record<string, unknown> {
  const forPatient = values.who === 'patient';
  // A member not chosen yet sends neither part, so the refusal says to choose one.
  const withBilling = !forPatient || (values.patientUid !== '' && values.billingFrom === 'form');
  return {
    ...(forPatient && values.patientUid ? { patientUid: values.patientUid } : {}),
    ...(withBilling ? { billing: values.billing } : {}),
    ...(values.what === 'service' ? (values.serviceId ? { serviceId: values.serviceId } : {}) : { freeLine: values.freeLine }),
    paid: values.paid,
    ...(values.paid && values.paymentMethod ? { paymentMethod: values.paymentMethod } : {}),
  };
}

/**
 * Checks the values as the API checks the body (adminOrderForm: the contract's rules, the amount in
 * euro): each refusal lands at its field, whose path in the values is the body's.
 */
const validate = zodResolver(adminOrderForm);
const resolver: Resolver<NewOrderValues, unknown, AdminOrderBody> = (values, context, options) =>
  validate(bodyOf(values) as never, context, options as never) as never;

/** The billing fields' rules for the doctor's order: the booking's, but the e-mail may be left out. */
const billingRules = (name: BillingTextField) => textFieldRules(walkInBilling.shape[name]);

const defaultValues = (forPatient: boolean): NewOrderValues => ({
  who: forPatient ? 'patient' : 'new',
  patientUid: '',
  billingFrom: 'lastOrder',
  billing: formDefaultsOf(walkInBilling),
  what: 'service',
  serviceId: '',
  freeLine: { description: '', amount: '', healthService: true },
  paid: true,
  paymentMethod: '',
});

/**
 * 'Nuovo ordine' (docs/fiscal.md, Walk-ins and phone patients): the doctor's order for a member
 * (the picker of 'Nuovo appuntamento') or a new person with the booking's billing fields, for a
 * service of the price list or a free line, paid with its method or to be paid. Full screen on
 * phones; every refusal at its field; a failed call keeps everything typed.
 */
export default function NewOrderDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (order: OrderView) => void }) {
  // The members' search is the doctor's (health data): an admin without her role invoices new persons only.
  const { isDoctor } = useCurrentUser();
  const form = useForm<NewOrderValues, unknown, AdminOrderBody>({ resolver, defaultValues: defaultValues(isDoctor) });
  const { errors } = form.formState;
  const [who, billingFrom, what, paid] = useWatch({ control: form.control, name: ['who', 'billingFrom', 'what', 'paid'] });
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const { data: services = [] } = useServices();
  const create = useCreateAdminOrder();
  const toast = useToast();

  const choosePatient = (chosen: PickedPatient | null) => {
    setPatient(chosen);
    form.setValue('patientUid', chosen?.id ?? '');
    // Her name and contacts start the billing fields, should her latest order's not do.
    if (chosen) {
      form.setValue('billing.customerName', `${chosen.firstName} ${chosen.lastName}`.trim());
      form.setValue('billing.customerEmail', chosen.email);
      form.setValue('billing.customerPhone', chosen.phone ?? '');
    }
  };

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (order) => {
        toast({
          title: 'Ordine creato',
          description: order.invoiceNumber ? `Fattura ${order.invoiceNumber} emessa.` : "L'ordine è in attesa di pagamento.",
        });
        onCreated(order);
      },
      onError: (error) => {
        toast(failureToast(error, FAILURE, FAILURE));
        // A member with no billing data yet: the fields open, with the message where they are asked.
        if (apiErrorMessage(error, '') === ADMIN_ORDER_MESSAGES.noBilling) {
          form.setValue('billingFrom', 'form');
          form.setError('billingFrom', { message: ADMIN_ORDER_MESSAGES.noBilling });
        }
      },
    }),
  );

  const billingFields = <BillingFields form={form} prefix="billing." idPrefix="ordine" rules={billingRules} />;
  return (
    <FormDialog
      title="Nuovo ordine"
      submitLabel={paid ? 'Crea e fattura' : 'Crea ordine'}
      pending={create.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormSection title="Per chi">
        {isDoctor && (
          <Controller
            control={form.control}
            name="who"
            render={({ field }) => (
              <RadioGroup row aria-label="Per chi" {...field}>
                <FormControlLabel value="patient" control={<Radio />} label="Paziente registrato" />
                <FormControlLabel value="new" control={<Radio />} label="Nuova persona" />
              </RadioGroup>
            )}
          />
        )}
        {who === 'patient' ? (
          <>
            <PatientPicker value={patient} onChange={choosePatient} error={errors.patientUid?.message} />
            <Controller
              control={form.control}
              name="billingFrom"
              render={({ field }) => (
                <RadioGroup aria-label="Dati di fatturazione" {...field}>
                  <FormControlLabel value="lastOrder" control={<Radio />} label="Dati di fatturazione del suo ultimo ordine" />
                  <FormControlLabel value="form" control={<Radio />} label="Inserisci i dati di fatturazione" />
                </RadioGroup>
              )}
            />
            {errors.billingFrom?.message && <FormHelperText error>{errors.billingFrom.message}</FormHelperText>}
            {billingFrom === 'form' && billingFields}
          </>
        ) : (
          billingFields
        )}
      </FormSection>

      <FormSection title="Cosa">
        <Controller
          control={form.control}
          name="what"
          render={({ field }) => (
            <RadioGroup row aria-label="Cosa" {...field}>
              <FormControlLabel value="service" control={<Radio />} label="Servizio del listino" />
              <FormControlLabel value="line" control={<Radio />} label="Voce libera" />
            </RadioGroup>
          )}
        />
        {what === 'service' ? (
          <Controller
            control={form.control}
            name="serviceId"
            render={({ field }) => (
              <TextField
                select
                {...field}
                id="ordine-serviceId"
                label="Servizio"
                required
                error={Boolean(errors.serviceId)}
                helperText={errors.serviceId?.message ?? 'Al prezzo del listino'}
              >
                {services.map((service) => (
                  <MenuItem key={service.id} value={service.id}>
                    {`${service.name} · ${formatCents(service.price)}`}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : (
          <>
            <FormTextField
              form={form}
              name="freeLine.description"
              idPrefix="ordine"
              label="Descrizione"
              required
              helperText="Come comparirà in fattura, senza dati sulla salute (es. Visita nutrizionale breve)"
            />
            <FormTextField
              form={form}
              name="freeLine.amount"
              idPrefix="ordine"
              label="Importo (€)"
              type="number"
              required
              slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
            />
            <FormSwitch form={form} name="freeLine.healthService" label="Prestazione sanitaria (esente IVA, va al Sistema TS)" />
          </>
        )}
      </FormSection>

      <FormSection title="Pagamento">
        <FormSwitch form={form} name="paid" label="Pagato" />
        {paid && (
          <Controller
            control={form.control}
            name="paymentMethod"
            render={({ field }) => (
              <TextField
                select
                {...field}
                id="ordine-paymentMethod"
                label="Metodo di pagamento"
                required
                error={Boolean(errors.paymentMethod)}
                helperText={errors.paymentMethod?.message ?? 'Solo i pagamenti tracciabili danno diritto alla detrazione'}
              >
                {PAYMENT_METHODS.map((method) => (
                  <MenuItem key={method} value={method}>
                    {PAYMENT_METHOD_LABELS[method]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
      </FormSection>
    </FormDialog>
  );
}
