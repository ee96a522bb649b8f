import '@mantine/charts/styles.css';
import { SimpleGrid } from '@mantine/core';
import type { DashboardTrends } from '@guardian/contracts';
import { trendCharts } from '../lib/trend-charts';
import { TrendFigure } from './trend-figure';

/** The dashboard's charts: a chunk of their own (recharts is large), loaded after the cards by trends-panel.tsx. */
export default function TrendCharts({ data }: { data: DashboardTrends }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {trendCharts(data).map((chart) => (
        <TrendFigure key={chart.id} chart={chart} />
      ))}
    </SimpleGrid>
  );
}
