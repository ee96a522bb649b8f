import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '../lib/i18n';
import { ErrorState } from './error-state';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What failed, in the page's words, shown with a Retry button. */
  loadFailed: string;
  children: (data: T) => ReactNode;
};

/** One query's three states on a small admin screen: a loader, the failure with Retry, or the data. */
export function QueryView<T>({ query, loadFailed, children }: Props<T>) {
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t.common.loading} />
      </Center>
    );
  }
  if (query.isError) return <ErrorState title={loadFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
