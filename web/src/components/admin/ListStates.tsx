import type { ReactNode } from 'react';

import { EmptyState } from '../EmptyState';
import { LoadError } from '../LoadError';
import { LoadingState } from '../LoadingState';

interface Props {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorTitle: string;
  emptyTitle: string;
  children: ReactNode;
}

/** An admin list: loading, error and empty states, or the list itself. */
export function ListStates({ isLoading, isError, isEmpty, errorTitle, emptyTitle, children }: Props) {
  if (isLoading) return <LoadingState />;
  if (isError) return <LoadError title={errorTitle} />;
  if (isEmpty) return <EmptyState title={emptyTitle} />;
  return <>{children}</>;
}
