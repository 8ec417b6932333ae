/**
 * The visits a package includes, held by the visits booked with it (docs/payments.md, Packages that
 * count their visits): package_visits/{orderId}_{number}_{sequence}, created in the booking's batch
 * with the number's previous document deleted in it. Two bookings that chose the same free number
 * create the same id, so one batch fails: of two bookings of a package's last visit, one lands. A
 * number is free again once its visit gives it back (givesVisitBack): nothing has to release it, as
 * with the booking seats.
 */
import type { AppointmentDoc } from '@app/schemas/appointments/entities';
import { givesVisitBack, PACKAGE_MESSAGES, type PackageEntitlement, type PackageUseView } from '@app/schemas/services/packages';
import type { WriteBatch } from 'firebase-admin/firestore';

import { entity } from '../../shared/data/entity';
import { chunks } from '../../shared/data/pagedDeletion';
import { Conflict } from '../../shared/domainErrors';

export interface PackageVisitDoc {
  id: string;
  orderId: string;
  userId: string;
  number: number;
  sequence: number;
  appointmentId: string;
}

const packageVisits = entity<PackageVisitDoc>('packageVisits', { notFound: 'Visita del percorso non trovata', stamps: ['takenAt'] });

/** A package's order of a member, with its entitlement. */
export interface PackageOrder {
  id: string;
  userId: string;
  package: PackageEntitlement;
}

/** The number a new visit takes: its document, and the one it replaces (none the first time). */
export interface FreePackageVisit {
  orderId: string;
  userId: string;
  number: number;
  sequence: number;
  previousId?: string;
}

const visitId = (orderId: string, number: number, sequence: number) => `${orderId}_${number}_${sequence}`;

/** The member's package visits (a document per number at most); the erasure deletes them. */
export const packageVisitsQueryOf = (userId: string) => packageVisits.typed.where('userId', '==', userId);

/** Reads the visits that hold the numbers, for whether each still uses its number (appointments.many). */
type VisitReader = (ids: string[]) => Promise<Map<string, AppointmentDoc>>;

/** Firestore's limit of values in an `in` filter. */
const IN_FILTER_MAX = 30;

/** Package visits with whether each still uses its number: one more round trip (their visits), none without any. */
async function withUse(held: PackageVisitDoc[], visitsOf: VisitReader) {
  const visits = await visitsOf(held.map((document) => document.appointmentId));
  const inUse = (document: PackageVisitDoc) => {
    const visit = visits.get(document.appointmentId);
    return visit !== undefined && !givesVisitBack(visit);
  };
  return { held, inUse };
}
export type PackageVisits = Awaited<ReturnType<typeof withUse>>;

/** The member's package visits with whether each is used: two round trips. */
export async function packageVisitsOf(userId: string, visitsOf: VisitReader): Promise<PackageVisits> {
  return withUse(
    (await packageVisitsQueryOf(userId).get()).docs.map((document) => document.data()),
    visitsOf,
  );
}

/** What a package's order has left at `now`, from its holder's package visits. */
export function packageUseOf(order: Pick<PackageOrder, 'id' | 'package'>, visits: PackageVisits, now: Date): PackageUseView {
  const used = visits.held.filter((document) => document.orderId === order.id && visits.inUse(document)).length;
  const { includedVisits, validUntil } = order.package;
  return {
    includedVisits,
    used,
    remaining: Math.max(0, includedVisits - used),
    validUntil: validUntil.toISOString(),
    expired: validUntil.getTime() < now.getTime(),
  };
}

/**
 * What each of these orders that includes visits has left at `now` (null for the others): two round
 * trips when any does (their package visits, 30 orders a query, then the visits), none otherwise.
 */
export async function packageUsesOf(
  orders: readonly { id: string; userId: string | null; package: PackageEntitlement | null }[],
  visitsOf: VisitReader,
  now: Date,
): Promise<(orderId: string) => PackageUseView | null> {
  const packages = new Map(orders.flatMap((order) => (order.package && order.userId ? [[order.id, order.package] as const] : [])));
  if (packages.size === 0) return () => null;
  const snapshots = await Promise.all(
    chunks([...packages.keys()], IN_FILTER_MAX).map((ids) => packageVisits.typed.where('orderId', 'in', ids).get()),
  );
  const visits = await withUse(
    snapshots.flatMap((snapshot) => snapshot.docs.map((document) => document.data())),
    visitsOf,
  );
  return (orderId) => {
    const entitlement = packages.get(orderId);
    return entitlement ? packageUseOf({ id: orderId, package: entitlement }, visits, now) : null;
  };
}

/** A free number of the package for a visit starting at `start`, or 409 with why there is none. */
export function freePackageVisitOf(order: PackageOrder, visits: PackageVisits, start: Date): FreePackageVisit {
  const { includedVisits, validUntil } = order.package;
  if (validUntil.getTime() < start.getTime()) throw new Conflict(PACKAGE_MESSAGES.expired(validUntil));
  const ofOrder = visits.held.filter((document) => document.orderId === order.id);
  for (let number = 1; number <= includedVisits; number++) {
    const current = ofOrder.find((document) => document.number === number);
    const base = { orderId: order.id, userId: order.userId, number };
    if (!current) return { ...base, sequence: 1 };
    if (!visits.inUse(current)) return { ...base, sequence: current.sequence + 1, previousId: current.id };
  }
  throw new Conflict(PACKAGE_MESSAGES.usedUp(includedVisits));
}

/** Takes the number for the visit in its batch: fails the batch when a concurrent booking took it first. */
export function takePackageVisitIn(batch: WriteBatch, visit: FreePackageVisit, appointmentId: string) {
  const { orderId, userId, number, sequence } = visit;
  packageVisits.createIn(batch, visitId(orderId, number, sequence), { orderId, userId, number, sequence, appointmentId });
  if (visit.previousId) batch.delete(packageVisits.ref(visit.previousId));
}

/** Whether the number was taken meanwhile (by a concurrent booking): its document exists. */
export async function packageVisitTaken(visit: FreePackageVisit): Promise<boolean> {
  return (await packageVisits.find(visitId(visit.orderId, visit.number, visit.sequence))) !== undefined;
}
