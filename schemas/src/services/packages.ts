/**
 * Packages that count their visits (docs/payments.md, Packages): a `program` service may include
 * visits, valid for some months from the payment (or 'Completa'). The doctor sets both in the
 * service form; a completed order of such a service carries its entitlement.
 */
import { z } from 'zod';

import { timestamp } from '../shared/collections';
import { cancelledEarly } from './cancellationPolicy';
import type { ServiceCategory } from './serviceCategories';

/** The one category whose services may include visits. */
export const PACKAGE_CATEGORY: ServiceCategory = 'program';
export const MAX_INCLUDED_VISITS = 50;
export const MAX_VALIDITY_MONTHS = 36;

export const PACKAGE_FIELD_LABELS = {
  includedVisits: 'Visite incluse',
  includedVisitsHelp: 'Controlli compresi nel percorso (0 = nessuno)',
  validityMonths: 'Validità (mesi)',
  validityMonthsHelp: 'Dal pagamento del percorso',
} as const;

export const PACKAGE_RULES = {
  includedVisits: `Le visite incluse sono un numero intero da 0 a ${MAX_INCLUDED_VISITS}`,
  validityMonths: `La validità è un numero intero di mesi da 1 a ${MAX_VALIDITY_MONTHS}`,
  onlyPrograms: 'Solo i percorsi possono includere visite',
  validityRequired: 'Indica per quanti mesi valgono le visite incluse',
} as const;

const includedVisitsNumber = z
  .number({ error: PACKAGE_RULES.includedVisits })
  .int(PACKAGE_RULES.includedVisits)
  .min(0, PACKAGE_RULES.includedVisits)
  .max(MAX_INCLUDED_VISITS, PACKAGE_RULES.includedVisits);
const validityMonthsNumber = z
  .number({ error: PACKAGE_RULES.validityMonths })
  .int(PACKAGE_RULES.validityMonths)
  .min(1, PACKAGE_RULES.validityMonths)
  .max(MAX_VALIDITY_MONTHS, PACKAGE_RULES.validityMonths);

/** The bodies' fields (numbers); missing: none on creation, unchanged on an edit. */
export const packageBodyFields = {
  includedVisits: includedVisitsNumber.optional(),
  validityMonths: validityMonthsNumber.nullish(),
};
/** The forms' fields: typed as text, empty is none. */
const emptyIsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
export const packageFormFields = {
  includedVisits: z.preprocess((value) => (value === '' ? 0 : value), z.coerce.number().pipe(includedVisitsNumber)).optional(),
  validityMonths: z.preprocess(emptyIsNull, z.coerce.number().pipe(validityMonthsNumber).nullable()).optional(),
};

/** The stored fields of a service (services stored before them include nothing). */
export const packageStoredFields = {
  includedVisits: z.number().int().min(0).default(0),
  validityMonths: z.number().int().min(1).nullable().default(null),
};

/**
 * The rules across fields: visits only in a program, and with their validity. Missing
 * `includedVisits` (an edit that leaves it as it is): nothing to check.
 */
export function checkPackageVisits(
  service: { category: ServiceCategory; includedVisits?: number | undefined; validityMonths?: number | null | undefined },
  context: z.core.$RefinementCtx,
) {
  if (!service.includedVisits) return;
  const issue = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
  if (service.category !== PACKAGE_CATEGORY) return issue(PACKAGE_RULES.onlyPrograms, 'includedVisits');
  if (service.validityMonths === null || service.validityMonths === undefined)
    return issue(PACKAGE_RULES.validityRequired, 'validityMonths');
}

/** What a completed package order entitles its patient to: the visits it includes and until when. */
export const packageEntitlement = z.object({
  includedVisits: z.number().int().min(1),
  validUntil: timestamp,
});
export type PackageEntitlement = z.infer<typeof packageEntitlement>;

/** `date` plus whole months, in UTC (31 January + 1 month is 3 March, as Date does). */
export function addMonths(date: Date, months: number): Date {
  const end = new Date(date);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** The entitlement a service's order gets when paid or completed at `at`; null when it includes no visits. */
export function packageEntitlementOf(
  service: { category: ServiceCategory; includedVisits?: number | undefined; validityMonths?: number | null | undefined } | undefined,
  at: Date,
): PackageEntitlement | null {
  if (service?.category !== PACKAGE_CATEGORY || !service.includedVisits || !service.validityMonths) return null;
  return { includedVisits: service.includedVisits, validUntil: addMonths(at, service.validityMonths) };
}

/** The service category a package's included visits book (its controls). */
export const PACKAGE_VISIT_CATEGORY: ServiceCategory = 'control';

const romeDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
/** A package's end as its messages write it: '27 febbraio 2027'. */
export const packageEndText = (validUntil: Date | string) => romeDate.format(new Date(validUntil));

/** The refusals of a visit booked within a package (POST /api/appointments with `packageOrderId`). */
export const PACKAGE_MESSAGES = {
  notAPackage: 'Questo ordine non include visite',
  onlyControls: 'Con il percorso si prenotano le visite di controllo',
  expired: (validUntil: Date | string) => `Il tuo percorso è scaduto il ${packageEndText(validUntil)}: questa visita si prenota a parte`,
  usedUp: (includedVisits: number) =>
    `Hai già usato ${includedVisits === 1 ? "l'unica visita" : `tutte le ${includedVisits} visite`} del tuo percorso: questa visita si prenota a parte`,
} as const;

/** What a package's order has left, as the patient's orders and her record show it. */
export const packageUseView = z.object({
  includedVisits: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  validUntil: z.string(),
  /** Its validity has ended (the request's clock). */
  expired: z.boolean(),
});
export type PackageUseView = z.infer<typeof packageUseView>;

/** Whether a package has nothing left to book: ended, or every visit used. */
export const packageIsSpent = (use: PackageUseView) => use.expired || use.remaining === 0;

/** 'Ti restano 2 visite su 3, valide fino al 27 febbraio 2027', or why none is left. */
export function packageUseText(use: PackageUseView): string {
  if (use.expired) return `Percorso scaduto il ${packageEndText(use.validUntil)}`;
  if (use.remaining === 0) return `Hai usato tutte le ${use.includedVisits} visite incluse`;
  const left = use.remaining === 1 ? 'Ti resta 1 visita' : `Ti restano ${use.remaining} visite`;
  return `${left} su ${use.includedVisits}, valide fino al ${packageEndText(use.validUntil)}`;
}

/** The doctor's reading of it on the patient's record: 'Visite incluse: 1 usata su 3, valide fino al …'. */
export function packageUseRecordText(use: PackageUseView): string {
  const used = `${use.used} ${use.used === 1 ? 'usata' : 'usate'} su ${use.includedVisits}`;
  const until = use.expired ? `scadute il ${packageEndText(use.validUntil)}` : `valide fino al ${packageEndText(use.validUntil)}`;
  return `Visite incluse: ${used}, ${until}`;
}

/** A visit booked within a package, as far as its use counts. */
export interface PackageVisitState {
  status: string;
  start: Date;
  cancelledBy?: 'patient' | 'doctor' | undefined;
  /** When cancelled; visits cancelled before the field have their last change's time. */
  cancelledAt?: Date | undefined;
  updatedAt: Date;
}

/**
 * Whether a visit gives its package's visit back: a request declined or expired, a visit the doctor
 * cancelled, or one the patient cancelled more than FREE_CANCELLATION_HOURS before. A later
 * cancellation by the patient uses the visit, as it keeps a deposit (cancellationPolicy.ts).
 */
export function givesVisitBack(visit: PackageVisitState): boolean {
  if (visit.status === 'declined' || visit.status === 'expired') return true;
  if (visit.status !== 'cancelled') return false;
  return visit.cancelledBy !== 'patient' || cancelledEarly(visit.cancelledAt ?? visit.updatedAt, visit.start);
}
