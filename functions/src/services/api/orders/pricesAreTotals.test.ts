import type { OrderView } from '@app/schemas/services/orders';
import { SERVICE_CATEGORIES } from '@app/schemas/services/serviceCategories';
import type { ServiceView } from '@app/schemas/services/services';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../../tools/testing/api';
import { bookAs, completeAs, download } from '../../../../../tools/testing/orders';
import { pdfText } from '../../../../../tools/testing/pdfText';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
// The PDF's text puts a plain space where Intl puts a no-break one before '€'.
const shown = (cents: number) => euro.format(cents / 100).replace(/\s/g, ' ');

let admin: TestUser;
let services: ServiceView[];

beforeAll(async () => {
  admin = await createUser({ admin: true });
  services = (await api<ServiceView[]>('/api/services')).body;
});

// docs/product.md (Prices): the price a patient sees is what she pays; the invoice splits it.
describe('the price list shows what the patient pays', () => {
  it('has a service of every category in the price list', () => {
    expect(new Set(services.map((service) => service.category))).toEqual(new Set(SERVICE_CATEGORIES));
  });

  it('for every service: the listed price is the order amount, the invoice total and the PDF total', async () => {
    await Promise.all(
      services.map(async (service) => {
        const member = await createUser();
        const booked = await bookAs(member, service.id);
        const listed = (await api<OrderView[]>('/api/user/orders', { cookie: member.cookie })).body.find((view) => view.id === booked.id);
        expect(listed?.totalAmount, service.name).toBe(service.price);
        const completed = await completeAs(admin, booked.id, 'carta');
        expect(completed.invoiceTotal, service.name).toBe(service.price);
        const pdf = await pdfText((await download(`/api/orders/${booked.id}/invoice.pdf`, member.cookie)).bytes);
        expect(pdf, service.name).toContain(`Totale ${shown(service.price)}`);
      }),
    );
  });
});
