import { CONSULTATION_TYPES, CONTACT_MESSAGE_MAX } from '@app/schemas/content/consultationTypes';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

import { useToast } from '../../shared/lib/toast';
import { site } from '../../shared/site';
import { loadContactContract, useSendContactRequest } from '../api/contact';
import { CONTACT_FIELDS, type ContactErrors, type ContactField, type ContactFormValues, EMPTY_CONTACT_FORM } from '../lib/contactForm';
import styles from './ContactForm.module.css';
import { FormField } from './FormField';
import ui from './ui.module.css';

/** Asks 'Prenota Ora' to preselect a consultation type (a new object for every press). */
export interface BookingRequest {
  consultationType: string;
}

const SEND_ERROR = 'Si è verificato un errore nell’invio della richiesta. Riprova più tardi.';

/**
 * What checking and sending need (the request's schema and contract) brings zod, which the landing
 * page's first load does without (docs/performance.md): it loads with the first focus in the form,
 * or at the latest with the first send.
 */
const loadValidation = () => import('../lib/contactValidation');
const prepareSending = () => {
  void loadValidation();
  void loadContactContract();
};

/**
 * The consultation request form: validated with the schema of the contact request call, errors under
 * their fields (after the first attempt, as the visitor types), 'Invio in corso...' while sending,
 * then a toast with the server's message and an empty form.
 */
export function ContactForm({ booking }: { booking: BookingRequest | null }) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [appliedBooking, setAppliedBooking] = useState(booking);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendContactRequest();
  const toast = useToast();

  // A 'Prenota Ora' press preselects its consultation type (state adjusted during render).
  if (booking !== appliedBooking) {
    setAppliedBooking(booking);
    if (booking) setValues((current) => ({ ...current, consultationType: booking.consultationType }));
  }

  const update = <F extends ContactField>(field: F, value: ContactFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted)
      void loadValidation().then(({ validateContactForm }) => {
        const result = validateContactForm(next);
        setErrors('errors' in result ? result.errors : {});
      });
  };
  const onText =
    (field: Exclude<ContactField, 'privacyAccepted'>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(field, event.target.value);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const validation = await loadValidation().catch(() => null);
    if (!validation) return toast({ title: 'Errore', description: SEND_ERROR, variant: 'destructive' });
    const result = validation.validateContactForm(values);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = CONTACT_FIELDS.find((field) => result.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(result.body, {
      onSuccess: ({ message }) => {
        toast({ title: 'Richiesta inviata!', description: message });
        setValues(EMPTY_CONTACT_FORM);
        setAttempted(false);
      },
      onError: () => toast({ title: 'Errore', description: SEND_ERROR, variant: 'destructive' }),
    });
  };

  const textField = (field: 'firstName' | 'lastName' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <FormField field={field} label={label} error={errors[field]} required>
      {(props) => (
        <input {...props} className={styles.input} type={type} autoComplete={autoComplete} value={values[field]} onChange={onText(field)} />
      )}
    </FormField>
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prepareSending}
      aria-label="Richiesta di consulenza"
    >
      <p className={`${styles.intro} ${styles.wide}`}>Tutti i campi sono obbligatori, tranne quelli facoltativi.</p>
      {textField('firstName', 'Nome', 'text', 'given-name')}
      {textField('lastName', 'Cognome', 'text', 'family-name')}
      {textField('email', 'Email', 'email', 'email')}
      {textField('phone', 'Telefono', 'tel', 'tel')}
      <FormField field="consultationType" label="Tipo di consulenza" error={errors.consultationType} className={styles.wide}>
        {(props) => (
          <select {...props} className={styles.input} value={values.consultationType} onChange={onText('consultationType')}>
            <option value="">Scegli il tipo di consulenza</option>
            {CONSULTATION_TYPES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        field="message"
        label="Messaggio"
        error={errors.message}
        className={styles.wide}
        hint={`${values.message.length}/${CONTACT_MESSAGE_MAX}`}
      >
        {(props) => (
          <textarea
            {...props}
            className={styles.textarea}
            rows={4}
            placeholder="Raccontami brevemente i tuoi sintomi o i tuoi obiettivi"
            value={values.message}
            onChange={onText('message')}
          />
        )}
      </FormField>
      <div className={`${styles.field} ${styles.wide}`}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="privacyAccepted"
            checked={values.privacyAccepted}
            onChange={(event) => update('privacyAccepted', event.target.checked)}
            aria-invalid={Boolean(errors.privacyAccepted)}
            aria-describedby={errors.privacyAccepted ? 'privacyAccepted-error' : undefined}
            required
          />
          <span>
            Ho letto e accetto l’
            <a className={ui.textLink} href={site.legal.privacy} target="_blank" rel="noopener noreferrer">
              informativa sulla privacy
            </a>
          </span>
        </label>
        {errors.privacyAccepted && (
          <p id="privacyAccepted-error" className={styles.error}>
            {errors.privacyAccepted}
          </p>
        )}
      </div>
      <button type="submit" className={`${ui.button} ${styles.wide}`} disabled={send.isPending}>
        {send.isPending ? 'Invio in corso...' : 'Invia Richiesta'}
      </button>
    </form>
  );
}
