import { type ContactRequestBody, contactRequestBody, PRIVACY_ACCEPTED } from '@app/schemas/contact';

/** What the contact form holds; the privacy box is a boolean until it is sent. */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  consultationType: string;
  message: string;
  privacyAccepted: boolean;
}

export type ContactField = keyof ContactFormValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The fields in the order of the form: the first with an error takes the focus. */
export const CONTACT_FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'consultationType', 'message', 'privacyAccepted'];

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  consultationType: '',
  message: '',
  privacyAccepted: false,
};

/**
 * Checks the form with the schema the contact request call uses: the body to send, or the first message
 * for each field. The privacy box is sent as 'accepted' when checked and '' when not.
 */
export function validateContactForm(values: ContactFormValues): { body: ContactRequestBody } | { errors: ContactErrors } {
  const result = contactRequestBody.safeParse({ ...values, privacyAccepted: values.privacyAccepted ? PRIVACY_ACCEPTED : '' });
  if (result.success) return { body: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
