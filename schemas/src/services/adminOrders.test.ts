import { describe, expect, it } from 'vitest';

import { adminOrderBody, adminOrderForm } from './adminOrders';

const billing = {
  customerName: 'Marta Verdi',
  customerPhone: '06 45678901',
  fiscalCode: 'vrdmrt85a41h501s',
  billingAddress: 'Via Tuscolana 200',
  billingCity: 'Roma',
  billingPostalCode: '00181',
};

const messagesOf = (schema: typeof adminOrderBody | typeof adminOrderForm, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("adminOrderBody (POST /api/admin/orders) and the dialog's adminOrderForm", () => {
  it("takes a new person's billing data with the booking's rules and defaults, the e-mail left out", () => {
    const parsed = adminOrderBody.parse({ billing, serviceId: 'prima-consulenza', paid: true, paymentMethod: 'carta' });
    expect(parsed.billing).toMatchObject({
      customerEmail: '',
      fiscalCode: 'VRDMRT85A41H501S',
      billingType: 'private',
      billingCountry: 'Italia',
    });
  });

  it('names every mistake at once: the fields and the choices between the parts', () => {
    expect(messagesOf(adminOrderBody, { billing: { ...billing, customerName: 'M' }, paid: true })).toEqual([
      'billing.customerName: Il nome deve essere di almeno 2 caratteri',
      'serviceId: Scegli un servizio del listino o scrivi una voce libera',
      'paymentMethod: Indica come ha pagato il paziente',
    ]);
    expect(messagesOf(adminOrderBody, {})).toEqual([
      "paid: Indica se l'ordine è già pagato",
      'patientUid: Scegli un paziente o inserisci i dati di una nuova persona',
      'serviceId: Scegli un servizio del listino o scrivi una voce libera',
    ]);
    for (const input of [null, 'ciao', 3]) expect(messagesOf(adminOrderBody, input)).toHaveLength(1);
  });

  it('reads the amount in euro in the dialog and sends it in cents, with the same messages', () => {
    const line = (amount: unknown) => ({ billing, freeLine: { description: 'Visita nutrizionale breve', amount }, paid: false });
    expect(adminOrderForm.parse(line('62.5')).freeLine).toEqual({
      description: 'Visita nutrizionale breve',
      healthService: true,
      amountCents: 6250,
    });
    expect(adminOrderForm.parse(line(0.1 + 0.2)).freeLine?.amountCents).toBe(30);
    expect(messagesOf(adminOrderForm, line(''))).toEqual(["freeLine.amount: Indica l'importo della voce libera"]);
    expect(messagesOf(adminOrderForm, line('0'))).toEqual(["freeLine.amount: L'importo deve essere maggiore di zero"]);
    expect(messagesOf(adminOrderForm, line('10000.01'))).toEqual(["freeLine.amount: L'importo può essere al massimo 10.000,00 €"]);
    expect(messagesOf(adminOrderBody, { ...line(undefined), freeLine: { description: 'Visita', amountCents: 1_000_000 } })).toEqual([]);
  });

  it('takes as description plain text only', () => {
    const described = (description: string) =>
      messagesOf(adminOrderBody, { billing, freeLine: { description, amountCents: 100 }, paid: false });
    expect(described("Visita d'urgenza (30 min.), 2ª parte: piano & schede – 10%")).toEqual([]);
    for (const description of ['<script>', 'Visita\nbreve', 'Visita {x}', 'Visita 🙂'])
      expect(described(description)).toEqual([
        'freeLine.description: La descrizione può contenere solo lettere, numeri, spazi e la punteggiatura comune',
      ]);
  });
});
