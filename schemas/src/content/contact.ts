/**
 * POST /api/contact: the consultation request of the landing page's form.
 *
 * Written with zod's "mini" build: the landing page's form loads it when the visitor starts filling
 * it in, where every kilobyte counts (about 6 KB gzip against about 23 KB for classic zod). The API
 * validates with the same schema.
 */
import * as z from 'zod/mini';

import { CONSULTATION_TYPES, CONTACT_MESSAGE_MAX, PRIVACY_ACCEPTED } from './consultationTypes';

export { CONSULTATION_TYPES, CONTACT_MESSAGE_MAX, PRIVACY_ACCEPTED } from './consultationTypes';

/** A required text field: trimmed, not empty, at most `max` characters. */
function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
}

const consultationTypeValues = CONSULTATION_TYPES.map((type) => type.value) as [string, ...string[]];

export const contactRequestBody = z.object(
  {
    firstName: requiredText('Inserisci il tuo nome', 80, 'Il nome può avere al massimo 80 caratteri'),
    lastName: requiredText('Inserisci il tuo cognome', 80, 'Il cognome può avere al massimo 80 caratteri'),
    email: requiredText('Inserisci la tua email', 254, "L'email può avere al massimo 254 caratteri").check(
      z.regex(z.regexes.email, 'Inserisci un indirizzo email valido'),
    ),
    phone: requiredText('Inserisci il tuo numero di telefono', 30, 'Il telefono può avere al massimo 30 caratteri').check(
      z.regex(/^\+?[\d\s./()-]{6,}$/, 'Inserisci un numero di telefono valido'),
    ),
    /** Optional in the form: empty when the visitor does not choose. */
    consultationType: z._default(z.enum(['', ...consultationTypeValues], 'Scegli un tipo di consulenza valido'), ''),
    message: z._default(
      z
        .string({ error: 'Il messaggio non è valido' })
        .check(z.trim(), z.maxLength(CONTACT_MESSAGE_MAX, `Il messaggio può avere al massimo ${CONTACT_MESSAGE_MAX} caratteri`)),
      '',
    ),
    /** 'accepted' when the box is checked, '' when not. */
    privacyAccepted: z.literal(PRIVACY_ACCEPTED, "Devi accettare l'informativa sulla privacy per inviare la richiesta"),
  },
  { error: 'Dati della richiesta non validi' },
);

export type ContactRequestBody = z.output<typeof contactRequestBody>;
export type ContactRequestInput = z.input<typeof contactRequestBody>;

export const CONTACT_SUCCESS_MESSAGE = 'Grazie! Ti ricontatterò entro 24 ore per fissare la consulenza.';
