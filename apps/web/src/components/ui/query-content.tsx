import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { Loading } from './loading';

interface QueryContentProps<T> {
  query: UseQueryResult<T[]>;
  /** The error's heading, e.g. "Could not load the municipalities." */
  failedTitle?: string;
  /** Shown for an empty list. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A list's three states before its rows: loading, failed with Retry, empty. */
export function QueryContent<T>({ query, failedTitle, empty, children }: QueryContentProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <ErrorState
        title={failedTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return query.data.length === 0 ? empty : children(query.data);
}
