import { type ContactRequestBody, contactRequestBody, PRIVACY_ACCEPTED } from '@app/schemas/content/contact';

import type { ContactErrors, ContactField, ContactFormValues } from './contactForm';

// Apart from the form's fields (contactForm.ts): the schema brings zod, which the landing page's first
// load does without, so the form loads this module when the visitor starts filling it in.

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
