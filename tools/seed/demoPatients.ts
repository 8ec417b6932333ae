/**
 * What 'Pazienti' and 'Richieste' show of patients found in more than one way (docs/care-plan.md,
 * Patients; docs/product.md, Consultation requests): Marta Conti, who books visits but keeps no
 * diary, came from a consultation request the demo admin handled with 'Crea paziente' (her account
 * existed, so it was linked and her profile took the request's phone); another request was marked
 * handled without an invitation. Dates follow the seeding day.
 */
import { contactRequestInsert } from '@app/schemas/content/entities';

import { DEMO_ADMIN } from './demoAccounts';
import { DEMO_MARTA } from './demoContent';

type Add = (collection: 'contactRequests', id: string, data: Record<string, unknown>) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDemoPatients(add: Add, now = Date.now()) {
  const daysAgo = (days: number, hour: number) => new Date(now - days * DAY_MS - ((now % DAY_MS) - hour * 60 * 60 * 1000));
  const fromMarta = contactRequestInsert.parse({
    firstName: DEMO_MARTA.firstName,
    lastName: DEMO_MARTA.lastName,
    email: DEMO_MARTA.email,
    phone: DEMO_MARTA.phone,
    consultationType: 'consulenza-ibs',
    message: 'Ho il colon irritabile da anni, vorrei un percorso personalizzato.',
    privacyAccepted: 'accepted',
  });
  add('contactRequests', 'demo-richiesta-marta', {
    ...fromMarta,
    createdAt: daysAgo(21, 18),
    handledAt: daysAgo(20, 9),
    handledBy: DEMO_ADMIN.uid,
    patientId: DEMO_MARTA.uid,
  });
  const onlyInformation = contactRequestInsert.parse({
    firstName: 'Paolo',
    lastName: 'Esposito',
    email: 'paolo.esposito@esempio.it',
    phone: '339 480 2277',
    consultationType: '',
    message: 'Volevo solo sapere se la visita online è rimborsabile.',
    privacyAccepted: 'accepted',
  });
  add('contactRequests', 'demo-richiesta-informazioni', {
    ...onlyInformation,
    createdAt: daysAgo(4, 20),
    handledAt: daysAgo(3, 10),
    handledBy: DEMO_ADMIN.uid,
  });
}
