import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../../tools/testing/api';
import { bookAs, completeAs, createTestService, download, removeTestServices } from '../../../../../tools/testing/orders';

const HEADER = 'data_documento;numero_documento;importo;codice_fiscale;opposizione;tipo_spesa';

let admin: TestUser;
let doctor: TestUser;
let member: TestUser;
let healthService: string;
let trainingService: string;
const year = new Date().getFullYear();
const csvPath = (query = `?year=${year}`) => `/api/admin/invoices/sistema-ts.csv${query}`;

beforeAll(async () => {
  [admin, doctor, member] = await Promise.all([createUser({ admin: true }), createUser({ admin: true, doctor: true }), createUser()]);
  [healthService, trainingService] = await Promise.all([
    createTestService({ price: 10000, category: 'program' }),
    createTestService({ price: 12000, category: 'training' }),
  ]);
});

afterAll(removeTestServices);

describe('GET /api/admin/invoices/sistema-ts.csv', () => {
  it('is 401 for a visitor and 403 for a member or an admin without the doctor role (each line is a patient’s health expense)', async () => {
    expect((await download(csvPath())).status).toBe(401);
    expect((await download(csvPath(), member.cookie)).status).toBe(403);
    expect((await download(csvPath(), admin.cookie)).status).toBe(403);
  });

  it('answers 400 in Italian without a valid year', async () => {
    for (const query of ['', '?year=duemila', '?year=1999']) {
      const response = await download(csvPath(query), doctor.cookie);
      expect([response.status, response.message]).toEqual([400, "Indica l'anno (ad esempio 2026)"]);
    }
  });

  it("lists the year's completed health invoices to private patients, with the opposition flag, in at most 3 round trips", async () => {
    const withCode = await completeAs(admin, (await bookAs(member, healthService)).id);
    const opposed = await completeAs(admin, (await bookAs(member, healthService, { sistemaTsOpposition: true })).id);
    const training = await completeAs(admin, (await bookAs(member, trainingService)).id);
    const company = await completeAs(admin, (await bookAs(member, healthService, { billingType: 'company', vatNumber: '12345670017' })).id);
    const pending = await bookAs(member, healthService);

    const response = await api<string>(csvPath(), { cookie: doctor.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`sistema-ts-${year}.csv`);
    expect(response.roundTrips).toBeGreaterThanOrEqual(2);
    // Three reads at most, and the audit entries' batch (docs/security.md, Audit).
    expect(response.roundTrips).toBeLessThanOrEqual(4);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const date = (iso: string) =>
      new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
        new Date(iso),
      );
    // 100,00 + ENPAB 4,00 + stamp duty 2,00.
    expect(lines).toContain(`${date(withCode.invoiceDate!)};${withCode.invoiceNumber};100,00;BNCGLI85A41H501H;0;SP`);
    expect(lines).toContain(`${date(opposed.invoiceDate!)};${opposed.invoiceNumber};100,00;;1;SP`);
    for (const excluded of [training.invoiceNumber, company.invoiceNumber]) expect(response.body).not.toContain(`;${excluded};`);
    expect(response.body).not.toContain(pending.id);
    // In invoice-number order.
    const numbers = lines.slice(1).map((line) => line.split(';')[1]!);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('is only the header for a year without invoices', async () => {
    const response = await download(csvPath('?year=2001'), doctor.cookie);
    expect(response.text).toBe(`${HEADER}\r\n`);
  });
});
