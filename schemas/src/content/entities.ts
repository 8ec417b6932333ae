/** The contact requests' stored shape (shared/collections.ts says what `…Doc` and `…Insert` are). */
import { z } from 'zod';

import { id, timestamp } from '../shared/collections';

export const contactRequestInsert = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  consultationType: z.string(),
  message: z.string().default(''),
  privacyAccepted: z.string(),
});
export const contactRequestDoc = contactRequestInsert.extend({
  id,
  createdAt: timestamp,
  /** Set once, when an admin handles the request ('Crea paziente' or 'Segna come gestita'): when, who (uid) and, when made one, the patient's uid. */
  handledAt: timestamp.optional(),
  handledBy: id.optional(),
  patientId: id.optional(),
});

export type ContactRequestDoc = z.infer<typeof contactRequestDoc>;

// Insert shapes after parsing (defaults applied): what the data layer stores for a new document.
export type ContactRequestInsert = z.output<typeof contactRequestInsert>;
