import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, fromClient, login, type TestUser } from '../../../../../tools/testing/api';
import { ACCOUNT_SUBJECTS, latestActionCode, waitForMails } from '../../../../../tools/testing/mailDev';
import { at } from '../../../../../tools/testing/sessionClock';

const INVALID_LINK = 'Il link non è valido, è scaduto o è già stato usato. Richiedine uno nuovo.';
let member: TestUser;
/** Every limited request of this file at one instant: a limit's window never ends midway (docs/testing.md, Races). */
const CLOCK = Date.now();

const useCode = (body: object) => api<{ message: string }>('/api/auth/action', { method: 'POST', body });

/** The member with an unconfirmed address, signed in again so the session says so. */
async function unconfirm(user: TestUser): Promise<string> {
  await adminAuth.updateUser(user.uid, { emailVerified: false });
  return login(user.email, user.password);
}

beforeAll(async () => {
  member = await createUser();
});

afterAll(() => adminAuth.deleteUser(member.uid));

describe('POST /api/auth/action and POST /api/auth/verification', () => {
  it('confirms the address with the code of the resent e-mail, once', async () => {
    const cookie = await unconfirm(member);
    expect((await api('/api/auth/user', { cookie })).body).toMatchObject({ emailVerified: false });

    const resent = await api<{ message: string }>('/api/auth/verification', { method: 'POST', cookie });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toContain(member.email);
    const oobCode = await latestActionCode(member.email, 'verifyEmail');

    const confirmed = await useCode({ mode: 'verifyEmail', oobCode });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Indirizzo email confermato. Grazie!' });
    expect((await adminAuth.getUser(member.uid)).emailVerified).toBe(true);
    // The session began unconfirmed; the current user reads the confirmation all the same.
    expect((await api('/api/auth/user', { cookie })).body).toMatchObject({ emailVerified: true });

    const reused = await useCode({ mode: 'verifyEmail', oobCode });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: INVALID_LINK });

    const again = await api<{ message: string }>('/api/auth/verification', { method: 'POST', cookie });
    expect(again.body).toEqual({ message: 'Il tuo indirizzo email è già confermato.' });
  });

  it('limits the resent confirmations to 5 an hour per member', async () => {
    const user = await createUser();
    const cookie = await unconfirm(user);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await api('/api/auth/verification', { method: 'POST', cookie, headers: at(CLOCK) })).status).toBe(200);
    const refused = await api<{ message: string }>('/api/auth/verification', { method: 'POST', cookie, headers: at(CLOCK) });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/email di conferma/);
    expect(await waitForMails(user.email, ACCOUNT_SUBJECTS.verifyEmail, 5)).toHaveLength(5);
    await adminAuth.deleteUser(user.uid);
  });

  it.each([
    { mode: 'verifyEmail', oobCode: 'codice-inventato' },
    { mode: 'resetPassword', oobCode: 'codice-inventato', newPassword: 'Cometa-Biscotto-Fiume-7' },
  ])('refuses an unknown or expired code with the Italian message, changing nothing: %j', async (body) => {
    const response = await useCode(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: INVALID_LINK });
  });

  it('does not set a password with an address-confirmation code', async () => {
    const user = await createUser();
    const cookie = await unconfirm(user);
    await api('/api/auth/verification', { method: 'POST', cookie });
    const oobCode = await latestActionCode(user.email, 'verifyEmail');
    const response = await useCode({ mode: 'resetPassword', oobCode, newPassword: 'Cometa-Biscotto-Fiume-7' });
    expect(response.status).toBe(400);
    await expect(login(user.email, 'Cometa-Biscotto-Fiume-7')).rejects.toThrow(/401/);
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
    await adminAuth.deleteUser(user.uid);
  });

  it('does not confirm an address with a password-reset code, which stays usable', async () => {
    const user = await createUser();
    const cookie = await unconfirm(user);
    await api('/api/auth/password-reset', {
      method: 'POST',
      body: { email: user.email },
      headers: fromClient(),
    });
    const oobCode = await latestActionCode(user.email, 'resetPassword');
    const response = await useCode({ mode: 'verifyEmail', oobCode });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: INVALID_LINK });
    expect((await api('/api/auth/user', { cookie })).body).toMatchObject({ emailVerified: false });
    expect((await useCode({ mode: 'resetPassword', oobCode, newPassword: 'Cometa-Biscotto-Fiume-7' })).status).toBe(200);
    await adminAuth.deleteUser(user.uid);
  });

  it.each([
    [{ mode: 'resetPassword', oobCode: 'x', newPassword: 'corta' }, 'La password deve avere almeno 10 caratteri'],
    [{ mode: 'resetPassword', oobCode: 'x' }, 'Inserisci la password'],
    [{ mode: 'altro', oobCode: 'x' }, 'Il link non è valido'],
  ])('answers 400 in Italian for %j', async (body, message) => {
    const response = await useCode(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});
