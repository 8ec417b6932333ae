/**
 * The admin's 'Richieste' (docs/product.md, Consultation requests): a request as listed, with who
 * handled it and when, and the answer of 'Crea paziente'. Classic zod, unlike contact.ts: the
 * landing page's form never loads this file.
 */
import { z } from 'zod';

import { contactRequestDoc } from './entities';

export const CONTACT_REQUEST_NOT_FOUND = 'Richiesta non trovata';
export const CONTACT_REQUEST_HANDLED = 'Questa richiesta è già stata gestita';

export const contactRequestView = contactRequestDoc.extend({
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
  handledBy: z.string().nullable(),
  /** Who handled it, as the site names a person; null while it waits. */
  handledByName: z.string().nullable(),
  /** The patient it became ('Crea paziente'), or null. */
  patientId: z.string().nullable(),
});
export type ContactRequestView = z.infer<typeof contactRequestView>;

/** POST /api/contact-requests/{id}/patient */
export const patientFromRequestView = z.object({
  request: contactRequestView,
  /** Who she is (the profile's names for an account linked), and how she was reached. */
  patient: contactRequestDoc.pick({ firstName: true, lastName: true, email: true }).extend({
    userId: z.string(),
    /** The set-password link of the invitation; null when the address already had an account, linked instead. */
    link: z.string().nullable(),
    existing: z.boolean(),
  }),
});
export type PatientFromRequestView = z.infer<typeof patientFromRequestView>;
