import { describe, expect, it } from 'vitest';

import { EMPTY_CONTACT_FORM } from './contactForm';
import { validateContactForm } from './contactValidation';

const filled = {
  ...EMPTY_CONTACT_FORM,
  firstName: 'Anna',
  lastName: 'Verdi',
  email: 'anna.verdi@example.it',
  phone: '333 1234567',
  privacyAccepted: true,
};

describe('validateContactForm', () => {
  it('names every required field of an empty form, the privacy box included', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      errors: {
        firstName: 'Inserisci il tuo nome',
        lastName: 'Inserisci il tuo cognome',
        email: 'Inserisci la tua email',
        phone: 'Inserisci il tuo numero di telefono',
        privacyAccepted: "Devi accettare l'informativa sulla privacy per inviare la richiesta",
      },
    });
  });

  it('sends the checked box as "accepted" and the optional fields empty', () => {
    expect(validateContactForm(filled)).toEqual({
      body: { ...filled, consultationType: '', message: '', privacyAccepted: 'accepted' },
    });
  });

  it('refuses an unchecked box and an e-mail that is not one', () => {
    expect(validateContactForm({ ...filled, privacyAccepted: false, email: 'anna@' })).toEqual({
      errors: {
        email: 'Inserisci un indirizzo email valido',
        privacyAccepted: "Devi accettare l'informativa sulla privacy per inviare la richiesta",
      },
    });
  });
});
