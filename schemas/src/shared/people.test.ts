import { describe, expect, it } from 'vitest';

import { displayName } from './people';

describe('displayName', () => {
  it('names a person by first and last name, with single spaces', () => {
    expect(displayName({ firstName: 'Giulia', lastName: 'Bianchi' })).toBe('Giulia Bianchi');
    expect(displayName({ firstName: ' Niccolò  Maria ', lastName: 'De Luca ' })).toBe('Niccolò Maria De Luca');
  });

  it('uses the one name there is, and "Utente" when there is none', () => {
    expect(displayName({ firstName: 'Giulia', lastName: '' })).toBe('Giulia');
    expect(displayName({ firstName: '', lastName: 'Bianchi' })).toBe('Bianchi');
    expect(displayName({ firstName: ' ', lastName: '' })).toBe('Utente');
  });

  it('falls back to the e-mail when the view has one', () => {
    expect(displayName({ firstName: '', lastName: '', email: 'anna@esempio.it' })).toBe('anna@esempio.it');
  });
});
