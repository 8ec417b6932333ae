import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { LoadingState } from '../../../components/LoadingState';

interface Props {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorTitle: string;
  emptyTitle: string;
  children: ReactNode;
}

/** A tab's list: loading, error and empty states, or the list itself. */
export function ListStates({ isLoading, isError, isEmpty, errorTitle, emptyTitle, children }: Props) {
  if (isLoading) return <LoadingState />;
  if (isError) return <LoadError title={errorTitle} />;
  if (isEmpty) return <EmptyState title={emptyTitle} />;
  return <>{children}</>;
}
