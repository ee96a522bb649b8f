import { Suspense, useState } from 'react';
import { Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import { ErrorBoundary } from '../../../components/error-boundary';
import { ErrorState } from '../../../components/error-state';
import { t } from '../../../lib/i18n';
import { retryableLazy } from '../../../lib/retryable-lazy';
import { useDashboardTrends } from '../api/get-dashboard-trends';
import { useTrendWindow } from '../hooks/use-trend-window';
import type TrendChartsComponent from './trend-charts';
import { TrendWindowPicker } from './trend-window-picker';

const d = t.dashboard;
// Mantine's charts and recharts load after the cards, and only on this page.
const trendCharts = retryableLazy<Parameters<typeof TrendChartsComponent>[0]>(() => import('./trend-charts'));

const loading = (
  <Center h={240}>
    <Loader role="status" aria-label={t.common.loading} />
  </Center>
);

/** Trends over a window of UTC days (default the last 7), below the cards. */
export function TrendsPanel() {
  const { window, shown, problems, setWindow } = useTrendWindow();
  const trends = useDashboardTrends(shown);
  const [, setAttempt] = useState(0);
  const TrendCharts = trendCharts.get();
  const retryChunk = (reset: () => void) => {
    trendCharts.retry();
    setAttempt((attempt) => attempt + 1);
    reset();
  };
  return (
    <Card withBorder padding="lg" radius="md" mt="lg" component="section" aria-labelledby="trends-title" aria-busy={trends.isFetching}>
      <Group justify="space-between" align="flex-end" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id="trends-title">
          {d.trends}
        </Title>
        <TrendWindowPicker window={window} problems={problems} onChange={setWindow} />
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {d.utcNote}
      </Text>
      {trends.isError && (
        <ErrorState title={t.states.loadFailed(d.trends)} retrying={trends.isFetching} onRetry={() => void trends.refetch()} testId="trends-load-failed" />
      )}
      {trends.data ? (
        <ErrorBoundary
          fallback={(reset) => <ErrorState title={t.states.loadFailed(d.trends)} onRetry={() => retryChunk(reset)} testId="trends-chunk-failed" />}
        >
          <Suspense fallback={loading}>
            {/* The same lazy component for the page's life; only Retry replaces it. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <TrendCharts data={trends.data.data} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        !trends.isError && loading
      )}
    </Card>
  );
}
