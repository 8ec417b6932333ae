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
