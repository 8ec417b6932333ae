/**
 * The cache's tags (docs/architecture.md, Contracts): a read's query carries its contract's
 * `provides`, a write's mutation its contract's `invalidates`, and after a write the query client
 * reads again every query that provides one of them (createQueryClient). No hook lists the queries a
 * write changes: the contract says it once.
 */
import type { CacheTag, Contract } from '@app/schemas/shared/contract';
import type { Mutation, QueryClient } from '@tanstack/react-query';

import { ApiError } from './request';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { provides?: readonly CacheTag[] };
    mutationMeta: { invalidates?: readonly CacheTag[] };
  }
}

/** A read's query options' `meta`: what its answer is about. */
export const providedBy = (contract: Pick<Contract, 'provides'>) => ({ provides: contract.provides ?? [] });

/**
 * A write's mutation options' `meta`: what its calls change (a hook that makes one of several calls
 * names them all). A write that updates the cache itself (an optimistic like) leaves this out.
 */
export const invalidatedBy = (...contracts: Pick<Contract, 'invalidates'>[]) => ({
  invalidates: [...new Set(contracts.flatMap((contract) => contract.invalidates ?? []))],
});

/** Reads again every query whose contract provides one of the tags (the inactive ones when next shown). */
export function invalidateTags(queryClient: QueryClient, tags: readonly CacheTag[] = []): Promise<void> {
  if (tags.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: (query) => Boolean(query.meta?.provides?.some((tag) => tags.includes(tag))) });
}

/**
 * After a write: on success, and on a 409 (the thing changed meanwhile: the page should show it as
 * it is now), the queries of what it changes are read again.
 */
export function invalidateAfterWrite(queryClient: QueryClient, error: unknown, mutation: Mutation<unknown, unknown, unknown>) {
  if (error && !(error instanceof ApiError && error.status === 409)) return;
  return invalidateTags(queryClient, mutation.meta?.invalidates);
}
