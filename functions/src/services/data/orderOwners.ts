/** Who ordered when, as the practice's figures count new patients (docs/api.md, "The practice's figures"). */
import { ownersBefore, ownerTracesSince } from '../../shared/data/ownerTraces';
import { orders } from './orders';

const BY_ORDER = { owner: 'userId', time: 'createdAt' } as const;

/** Who ordered since `since`, and when: one round trip. */
export const orderTracesSince = (since: Date) => ownerTracesSince(orders.collection, since, BY_ORDER);

/** Who had ordered before `before`: one round trip. */
export const orderOwnersBefore = (before: Date) => ownersBefore(orders.collection, before, BY_ORDER);
