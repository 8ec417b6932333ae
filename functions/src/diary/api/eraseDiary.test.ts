import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, type TestUser } from '../../../../tools/testing/api';
import { consent, countOf, storeEntries } from '../../../../tools/testing/diary';

let patient: TestUser;

beforeAll(async () => {
  patient = await createUser();
  await consent(patient);
  await storeEntries(patient.uid, 5, 3);
});

afterAll(() => adminAuth.deleteUser(patient.uid));

const erase = (password: string) =>
  api<{ message: string }>('/api/diary', { method: 'DELETE', cookie: patient.cookie, body: { password } });

describe('DELETE /api/diary', { timeout: 60_000 }, () => {
  it('asks to withdraw the consent first (409), erasing nothing', async () => {
    const response = await erase(patient.password);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Per cancellare il diario revoca prima il consenso nella sezione «Privacy del diario»' });
    expect(await countOf('diaryEntries', patient.uid)).toBe(15);
  });

  it('refuses a wrong password with 403, erasing nothing', async () => {
    expect((await api('/api/diary/consent', { method: 'DELETE', cookie: patient.cookie })).status).toBe(200);
    const response = await erase('non-è-lei');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Password non corretta: il diario non è stato cancellato' });
    expect(await countOf('diaryEntries', patient.uid)).toBe(15);
  });

  it('after the withdrawal erases the whole diary and keeps the account', async () => {
    const response = await erase(patient.password);
    expect(response.status).toBe(200);
    for (const collection of ['diaryEntries', 'questionnaireResponses', 'diaryComments', 'diaryPatients'] as const) {
      expect(await countOf(collection, patient.uid), collection).toBe(0);
    }
    const exported = await api<{ entries: unknown[]; questionnaires: unknown[]; comments: unknown[] }>('/api/diary/export', {
      cookie: patient.cookie,
    });
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ entries: [], questionnaires: [], comments: [] });
    expect((await api('/api/auth/user', { cookie: patient.cookie })).status).toBe(200);
  });
});
