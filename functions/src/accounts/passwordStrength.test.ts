import { describe, expect, it } from 'vitest';

import { DomainError, statusOf } from '../shared/domainErrors';
import { requireStrongPassword } from './passwordStrength';

const refusal = async (password: string, inputs: string[] = []) => {
  try {
    await requireStrongPassword(password, inputs);
    return undefined;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: statusOf(error), message: error.message };
  }
};

describe('requireStrongPassword (zxcvbn with the Italian and common dictionaries, score ≥ 3)', () => {
  it('refuses common passwords with a 400 that says why, in Italian', async () => {
    for (const password of ['password', 'Password1', 'password123', 'qwertyuiop', 'juventus1897', 'ciaociao123']) {
      const error = await refusal(password);
      expect(error?.status, password).toBe(400);
      expect(error?.message, password).toMatch(/^La password è troppo facile da indovinare\./);
    }
  });

  it('refuses Italian words and names, and the person’s own name or e-mail', async () => {
    expect((await refusal('Francesca2024'))?.status).toBe(400);
    expect((await refusal('Buongiorno!1'))?.status).toBe(400);
    expect((await refusal('AnnaNeriAnnaNeri', ['Anna', 'Neri', 'anna.neri@prova.test']))?.status).toBe(400);
  });

  it('accepts a long unpredictable password', async () => {
    expect(await refusal('tramonto-vaso-ciclista-42')).toBeUndefined();
    expect(await refusal('kR7#pq2!Lm9z')).toBeUndefined();
  });
});
