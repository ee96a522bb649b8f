import { Suspense, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { ErrorBoundary } from '../../../components/error-boundary';
import { ErrorState } from '../../../components/error-state';
import { t } from '../../../lib/i18n';
import { retryableLazy } from '../../../lib/retryable-lazy';
import type { AlarmMapProps } from './alarm-map';

// Leaflet and the world's shapes load after the list, and only on this page.
const alarmMap = retryableLazy<AlarmMapProps>(async () => ({ default: (await import('./alarm-map')).AlarmMap }));

/**
 * The desk's map, fenced off: if its chunk cannot be downloaded (a dropped connection, a new version
 * deployed meanwhile) the map says so with a Retry, and the alarms beside it stay usable.
 */
export function DeskMap(props: AlarmMapProps) {
  const [, setAttempt] = useState(0);
  const AlarmMap = alarmMap.get();
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <Center h={340} p="md">
          <ErrorState
            title={t.states.mapLoadFailed}
            testId="desk-map-failed"
            onRetry={() => {
              alarmMap.retry();
              setAttempt((attempt) => attempt + 1);
              reset();
            }}
          />
        </Center>
      )}
    >
      <Suspense
        fallback={
          <Center h={340}>
            <Loader role="status" aria-label={t.common.loading} />
          </Center>
        }
      >
        {/* The same lazy component for the page's life; only Retry replaces it, where a fresh mount is the point. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <AlarmMap {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
