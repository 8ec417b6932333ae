import type { ReactNode } from 'react';

import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { LoadingState } from './LoadingState';

interface Props {
  /** The list's query (TanStack Query): whether it is still loading or has failed. */
  query: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  isEmpty: boolean;
  errorTitle: string;
  emptyTitle: string;
  children: ReactNode;
}

/** An admin list: loading, error and empty states, or the list itself. */
export function ListStates({ query, isEmpty, errorTitle, emptyTitle, children }: Props) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError) return <LoadError title={errorTitle} query={query} />;
  if (isEmpty) return <EmptyState title={emptyTitle} />;
  return <>{children}</>;
}
