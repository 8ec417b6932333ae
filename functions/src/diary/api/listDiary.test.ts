import type { DiaryConsentView, DiaryEntryView, DiaryListView } from '@app/schemas/diary/diary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, SETUP_TIMEOUT_MS, SITE_URL, type TestUser } from '../../../../tools/testing/api';
import { consent, countOf, createPatient, daysAgo, eraseDiary, noonOf, storeEntries, today } from '../../../../tools/testing/diary';

let patient: TestUser;
let other: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [patient, other, stranger] = await Promise.all([createPatient({ firstName: 'Paola' }), createPatient(), createUser()]);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const user of [patient, other, stranger]) {
    await eraseDiary(user.uid);
    await adminAuth.deleteUser(user.uid);
  }
});

const post = (user: TestUser, body: unknown) =>
  api<DiaryEntryView & { message?: string }>('/api/diary', { method: 'POST', cookie: user.cookie, body });
const range = (user: TestUser | undefined, from: string, to: string) =>
  api<DiaryListView & { message?: string }>(`/api/diary?from=${from}&to=${to}`, { cookie: user?.cookie });

describe('the diary consent', () => {
  it('starts missing: every diary call answers 403 in Italian and nothing is written', async () => {
    const status = await api<DiaryConsentView>('/api/diary/consent', { cookie: stranger.cookie });
    expect(status.body).toMatchObject({ consented: false, version: null });
    const refused = [
      await range(stranger, today(), today()),
      await post(stranger, { kind: 'stool', occurredAt: noonOf(today()), bristolType: 4 }),
      await api('/api/questionnaires', { cookie: stranger.cookie }),
      await api('/api/diary/summary.pdf', { cookie: stranger.cookie }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Per usare il diario serve il tuo consenso al trattamento dei dati sulla salute' });
    }
    expect(await countOf('diaryEntries', stranger.uid)).toBe(0);
  });

  it('is stored with the version of the notice and its time; an old version is refused', async () => {
    const stale = await api<{ message: string }>('/api/diary/consent', {
      method: 'POST',
      cookie: stranger.cookie,
      body: { version: '2000-01-1' },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/informativa/);
    await consent(stranger);
    const status = await api<DiaryConsentView>('/api/diary/consent', { cookie: stranger.cookie });
    expect(status.body.consented).toBe(true);
    expect(status.body.version).toBe(status.body.currentVersion);
    expect(Date.now() - Date.parse(status.body.consentedAt!)).toBeLessThan(60_000);
  });

  it('once withdrawn, stops new entries but leaves the export', async () => {
    expect((await post(stranger, { kind: 'stool', occurredAt: noonOf(today()), bristolType: 4 })).status).toBe(201);
    const withdrawn = await api<DiaryConsentView>('/api/diary/consent', { method: 'DELETE', cookie: stranger.cookie });
    expect(withdrawn.body).toMatchObject({ consented: false });
    expect(withdrawn.body.withdrawnAt).not.toBeNull();
    expect((await post(stranger, { kind: 'stool', occurredAt: noonOf(today()), bristolType: 4 })).status).toBe(403);
    expect((await range(stranger, today(), today())).status).toBe(403);
    expect(await countOf('diaryEntries', stranger.uid)).toBe(1);
    const exported = await api<{ entries: { bristolType: number }[]; consent: { withdrawnAt: string } }>('/api/diary/export', {
      cookie: stranger.cookie,
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="?diario-di-cura.json/);
    expect(exported.body.entries.map((entry) => entry.bristolType)).toEqual([4]);
    expect(exported.body.consent.withdrawnAt).toBeTruthy();
  });
});

describe('POST /api/diary and GET /api/diary', () => {
  it('answers 401 to a visitor', async () => {
    expect((await range(undefined, today(), today())).status).toBe(401);
    expect((await api('/api/diary', { method: 'POST', body: { kind: 'cycle', occurredAt: noonOf(today()) } })).status).toBe(401);
  });

  it('stores every kind with its own fields and lists the range newest first, with the day in Rome', async () => {
    const day = daysAgo(1);
    const bodies = [
      { kind: 'meal', occurredAt: `${day}T06:00:00.000Z`, description: 'Avena e mirtilli', notes: '<b>colazione</b>' },
      { kind: 'symptoms', occurredAt: `${day}T07:00:00.000Z`, pain: 6, bloating: 8, symptoms: ['Gas', 'Crampi'] },
      { kind: 'stool', occurredAt: `${day}T08:00:00.000Z`, bristolType: 2 },
      { kind: 'wellbeing', occurredAt: `${day}T09:00:00.000Z`, stress: 7, sleep: 5 },
      { kind: 'cycle', occurredAt: `${day}T10:00:00.000Z` },
      { kind: 'measurements', occurredAt: `${day}T11:00:00.000Z`, weightKg: 68.4, waistCm: 79 },
    ];
    for (const body of bodies) {
      const created = await post(patient, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ ...body, day, editable: true });
    }
    const listed = await range(patient, day, day);
    expect(listed.status).toBe(200);
    expect(listed.body.entries.map((entry) => entry.kind)).toEqual(['measurements', 'cycle', 'wellbeing', 'stool', 'symptoms', 'meal']);
    // Free text comes back as the text typed, never interpreted.
    expect(listed.body.entries.at(-1)).toMatchObject({ description: 'Avena e mirtilli', notes: '<b>colazione</b>' });
    // Only its kind's fields: a stool has no pain.
    expect(listed.body.entries.find((entry) => entry.kind === 'stool')).not.toHaveProperty('pain');
  });

  it("files a late-evening entry under Rome's day, not UTC's", async () => {
    const created = await post(patient, { kind: 'cycle', occurredAt: '2026-07-31T22:30:00.000Z' });
    expect(created.body.day).toBe('2026-08-01');
    expect(created.body.editable).toBe(false);
    const listed = await range(patient, '2026-08-01', '2026-08-01');
    expect(listed.body.entries.map((entry) => entry.id)).toEqual([created.body.id]);
  });

  it('never shows another member their entries', async () => {
    await post(other, { kind: 'stool', occurredAt: noonOf(today()), bristolType: 7 });
    const mine = await range(patient, daysAgo(3), today());
    expect(mine.body.entries.every((entry) => !(entry.kind === 'stool' && entry.bristolType === 7))).toBe(true);
  });

  it.each([
    [{ kind: 'sleepwalk', occurredAt: noonOf(today()) }, /Tipo di annotazione non valido/],
    [{ kind: 'symptoms', occurredAt: noonOf(today()), pain: 11, bloating: 0 }, /dolore addominale deve essere un numero intero da 0 a 10/],
    [{ kind: 'symptoms', occurredAt: noonOf(today()), pain: 1, bloating: -1 }, /gonfiore deve essere/],
    [{ kind: 'symptoms', occurredAt: noonOf(today()), pain: 1, bloating: 1, symptoms: ['<script>'] }, /Sintomo non previsto/],
    [{ kind: 'stool', occurredAt: noonOf(today()), bristolType: 8 }, /Bristol/],
    [{ kind: 'wellbeing', occurredAt: noonOf(today()), stress: 3, sleep: 10.5 }, /sonno/],
    [{ kind: 'measurements', occurredAt: noonOf(today()) }, /peso o la circonferenza/],
    [{ kind: 'meal', occurredAt: noonOf(today()), description: '' }, /Descrivi il pasto/],
    [{ kind: 'stool', occurredAt: `${daysAgo(-2)}T10:00:00.000Z`, bristolType: 4 }, /non può essere nel futuro/],
    [{ kind: 'stool', occurredAt: 'ieri', bristolType: 4 }, /Data e ora/],
  ])('refuses %j with an Italian 400 and writes nothing', async (body, message) => {
    const before = await countOf('diaryEntries', patient.uid);
    const response = await post(patient, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(await countOf('diaryEntries', patient.uid)).toBe(before);
  });

  it('accepts 92 days and refuses 93, a reversed range and a malformed day', async () => {
    expect((await range(patient, daysAgo(91), today())).status).toBe(200);
    const tooLong = await range(patient, daysAgo(92), today());
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Si possono chiedere al massimo 92 giorni per volta');
    expect((await range(patient, today(), daysAgo(1))).body.message).toBe('La data from non può essere dopo la data to');
    expect((await range(patient, '2026-1-1', today())).body.message).toBe('Il parametro from deve essere una data AAAA-MM-GG');
  });

  it('reads 90 days of 6 entries a day in three round trips', async () => {
    const busy = await createUser();
    await consent(busy);
    await storeEntries(busy.uid, 90, 6);
    const response = await range(busy, daysAgo(89), today());
    expect(response.status).toBe(200);
    expect(response.body.entries).toHaveLength(540);
    expect(response.roundTrips).toBeLessThanOrEqual(3);
    await eraseDiary(busy.uid);
    await adminAuth.deleteUser(busy.uid);
  });
});

describe('PUT and DELETE /api/diary/{entryId}', () => {
  it('changes and deletes an entry of the last 7 days', async () => {
    const created = await post(patient, { kind: 'symptoms', occurredAt: noonOf(daysAgo(6)), pain: 2, bloating: 2 });
    const updated = await api<DiaryEntryView>(`/api/diary/${created.body.id}`, {
      method: 'PUT',
      cookie: patient.cookie,
      body: { kind: 'symptoms', occurredAt: noonOf(daysAgo(6)), pain: 5, bloating: 3, notes: 'Dopo cena' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, pain: 5, bloating: 3, notes: 'Dopo cena' });
    const deleted = await api(`/api/diary/${created.body.id}`, { method: 'DELETE', cookie: patient.cookie });
    expect(deleted.body).toEqual({ id: created.body.id });
    const listed = await range(patient, daysAgo(6), daysAgo(6));
    expect(listed.body.entries.map((entry) => entry.id)).not.toContain(created.body.id);
  });

  it('refuses entries older than 7 days, and moving an entry out of the window, with a 403', async () => {
    const old = await post(patient, { kind: 'stool', occurredAt: noonOf(daysAgo(7)), bristolType: 3 });
    expect(old.body.editable).toBe(false);
    const put = await api<{ message: string }>(`/api/diary/${old.body.id}`, {
      method: 'PUT',
      cookie: patient.cookie,
      body: { kind: 'stool', occurredAt: noonOf(today()), bristolType: 4 },
    });
    expect(put.status).toBe(403);
    expect(put.body.message).toBe('Si possono modificare o eliminare solo le annotazioni degli ultimi 7 giorni');
    expect((await api(`/api/diary/${old.body.id}`, { method: 'DELETE', cookie: patient.cookie })).status).toBe(403);
    const recent = await post(patient, { kind: 'stool', occurredAt: noonOf(today()), bristolType: 4 });
    const moved = await api(`/api/diary/${recent.body.id}`, {
      method: 'PUT',
      cookie: patient.cookie,
      body: { kind: 'stool', occurredAt: noonOf(daysAgo(10)), bristolType: 4 },
    });
    expect(moved.status).toBe(403);
    const listed = await range(patient, daysAgo(7), daysAgo(7));
    expect(listed.body.entries.find((entry) => entry.id === old.body.id)).toMatchObject({ bristolType: 3 });
  });

  it("answers 404 for another member's entry and leaves it as it was", async () => {
    const theirs = await post(other, { kind: 'stool', occurredAt: noonOf(today()), bristolType: 5 });
    const put = await api<{ message: string }>(`/api/diary/${theirs.body.id}`, {
      method: 'PUT',
      cookie: patient.cookie,
      body: { kind: 'stool', occurredAt: noonOf(today()), bristolType: 1 },
    });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Annotazione non trovata');
    expect((await api(`/api/diary/${theirs.body.id}`, { method: 'DELETE', cookie: patient.cookie })).status).toBe(404);
    const still = await range(other, today(), today());
    expect(still.body.entries.find((entry) => entry.id === theirs.body.id)).toMatchObject({ bristolType: 5 });
  });
});

describe('GET /api/diary/summary.pdf', () => {
  it('gives the patient their own one-page PDF of the last 30 days', async () => {
    const response = await fetch(`${SITE_URL}/api/diary/summary.pdf`, { headers: { Cookie: patient.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(response.headers.get('content-disposition')).toMatch(/riepilogo-diario-/);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});
