import { z } from 'zod';

import { adminDeleteResult } from '../shared/deleteResult';
import { wireOf } from '../shared/entityView';
import { text } from '../shared/formText';
import { priceInCents, priceInEuro } from '../shared/money';
import { serviceDoc } from './entities';
import { checkPackageVisits, packageBodyFields, packageFormFields } from './packages';
import { checkOnlinePayment, onlinePaymentMode } from './payments';
import { SERVICE_CATEGORIES } from './serviceCategories';

/** The stored fields a service's answers show as they are (shared/entityView.ts). */
export const serviceStoredFields = wireOf(serviceDoc).pick({
  id: true,
  name: true,
  description: true,
  price: true,
  duration: true,
  features: true,
  category: true,
  isActive: true,
  includedVisits: true,
  validityMonths: true,
});

/** GET /api/services: an active service as the public pages read it (price in cents). */
export const serviceView = serviceStoredFields.extend({
  /**
   * A health service: its invoices go to the Sistema TS, the others get the SdI e-invoice. Services
   * stored before the flag take their category's default.
   */
  healthService: z.boolean(),
  /** What a patient may pay online (docs/payments.md): nothing, a deposit of `depositAmount` cents, or the full price. */
  onlinePayment: onlinePaymentMode,
  depositAmount: z.number().int().nullable(),
});
export type ServiceView = z.infer<typeof serviceView>;

// The admin area's bodies and views of services (docs/product.md, Screens, Validation and Content
// management), shared by the dialogs and the API.

const INVALID_BODY = 'Dati non validi';

/** docs/product.md (Validation): 'control' exists in the data but is not offered in the admin form. */
export const ADMIN_SERVICE_CATEGORIES = SERVICE_CATEGORIES.filter((category) => category !== 'control') as [
  'consultation',
  'program',
  'training',
];
export const SERVICE_CATEGORY_LABELS: Record<(typeof SERVICE_CATEGORIES)[number], string> = {
  consultation: 'Consulenza',
  control: 'Controllo',
  program: 'Percorso',
  training: 'Allenamento',
};

/**
 * A service's duration: a number of minutes in the admin form (stored as '60 minuti'), or free
 * text such as '6 mesi' for the services that already carry one; empty is no duration.
 */
const serviceDuration = z
  .union(
    [z.number().int().min(1, 'La durata deve essere positiva'), z.string().trim().max(40, 'La durata può avere al massimo 40 caratteri')],
    {
      error: 'Durata non valida',
    },
  )
  .nullish()
  .transform((value) => {
    const textValue = value === null || value === undefined ? '' : String(value).trim();
    if (textValue === '') return null;
    return /^\d+$/.test(textValue) ? `${Number(textValue)} minuti` : textValue;
  });

/** What the duration field shows for a stored duration: '60 minuti' -> '60'. */
export const durationFieldValue = (stored: string | null) => (stored ?? '').replace(/^(\d+) minuti$/, '$1');

const CATEGORY_MESSAGE = 'Scegli una categoria: consulenza, percorso o allenamento';
const serviceFields = {
  name: text(3, 120, 'Il nome deve avere almeno 3 caratteri', 'Il nome può avere al massimo 120 caratteri'),
  description: text(10, 5000, 'La descrizione deve avere almeno 10 caratteri', 'La descrizione può avere al massimo 5000 caratteri'),
  category: z.enum(ADMIN_SERVICE_CATEGORIES, { error: CATEGORY_MESSAGE }),
  duration: serviceDuration,
  isActive: z.boolean({ error: 'Il campo isActive deve essere true o false' }).default(true),
  /** Missing: the category's default on creation, unchanged on an edit. */
  healthService: z.boolean({ error: 'Il campo healthService deve essere true o false' }).optional(),
  /** Missing: paid at the studio on creation, unchanged on an edit (docs/payments.md). */
  onlinePayment: onlinePaymentMode.optional(),
  /** The deposit in cents, with `onlinePayment` 'deposit' (ignored otherwise). */
  depositAmount: priceInCents.nullish(),
  ...packageBodyFields,
};

const serviceBodyObject = z.object({ ...serviceFields, price: priceInCents }, { error: INVALID_BODY });
const serviceUpdateObject = serviceBodyObject.extend({ category: z.enum(SERVICE_CATEGORIES, { error: CATEGORY_MESSAGE }) });
/** The deposit typed in euro in the forms; empty is none. */
const depositInEuro = z.preprocess((value) => (value === '' ? null : value), priceInEuro.nullish());

/** Every rule across a service's fields. */
type ServiceRuleInput = Parameters<typeof checkOnlinePayment>[0] & Parameters<typeof checkPackageVisits>[0];
const checkService = (service: ServiceRuleInput, context: z.core.$RefinementCtx) => {
  checkOnlinePayment(service, context);
  checkPackageVisits(service, context);
};

/** POST /api/services and PUT /api/services/{id} (price in cents). Defaults: active, 60 minutes, paid at the studio, no visits included. */
export const adminServiceBody = serviceBodyObject.superRefine(checkService);
/**
 * PUT /api/services/{id}: the same, but 'control' is accepted, so the monthly check of the price
 * list (the one service of that category) can be edited without changing its category.
 */
export const adminServiceUpdateBody = serviceUpdateObject.superRefine(checkService);
/** The service form (price and deposit typed in euro) and the 'Modifica Servizio' dialog. */
export const adminServiceForm = serviceBodyObject
  .extend({ price: priceInEuro, depositAmount: depositInEuro, ...packageFormFields })
  .superRefine(checkService);
export const adminServiceEditForm = serviceUpdateObject
  .extend({ price: priceInEuro, depositAmount: depositInEuro, ...packageFormFields })
  .superRefine(checkService);
export type AdminServiceBody = z.output<typeof adminServiceUpdateBody>;
export type AdminServiceFormInput = z.input<typeof adminServiceEditForm>;
export const SERVICE_DEFAULT_DURATION = '60';

/** The Italian refusals of the content-management calls, shared by the API and its tests. */
export const SERVICE_CONTENT_MESSAGES = {
  serviceDeactivated: 'Il servizio ha ordini collegati: è stato disattivato, non eliminato',
  serviceDeleted: 'Servizio eliminato',
} as const;

/** DELETE /api/services/{id}: `deleted` false when the service was deactivated instead. */
export const serviceDeleteResult = adminDeleteResult.extend({ deleted: z.boolean() });
export type ServiceDeleteResult = z.infer<typeof serviceDeleteResult>;
