import { useId, useState } from 'react';
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import type { TrendChart } from '../lib/trend-charts';
import { SeriesSwatch, StripePatterns } from './series-marks';
import { TrendDrawing } from './trend-drawing';
import { TrendTable } from './trend-table';

/**
 * One chart with its text alternative: a heading, a description of what it draws and shows (read with it), a
 * legend that draws each series as the chart does, and "Show as table" for the same numbers in a table.
 */
export function TrendFigure({ chart }: { chart: TrendChart }) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const bodyId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid={`trend-${chart.id}`}>
      {/* The stripes are defined once per chart, for the bars and the legend alike. */}
      <StripePatterns chartId={chart.id} series={chart.series} />
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {chart.title}
        </Title>
        {!chart.empty && (
          <Button variant="subtle" size="compact-sm" aria-controls={bodyId} style={{ flex: 'none' }} onClick={() => setAsTable(!asTable)}>
            {asTable ? t.dashboard.showChart : t.dashboard.showTable}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" id={descriptionId} mt={4} data-testid="trend-description">
        {chart.description}
      </Text>
      {chart.series.length > 1 && (
        <Group component="ul" gap="md" mt="xs" p={0} style={{ listStyle: 'none' }}>
          {chart.series.map((series) => (
            <Group component="li" key={series.key} gap={6} wrap="nowrap">
              <SeriesSwatch chartId={chart.id} series={series} />
              <Text size="sm">{series.label}</Text>
            </Group>
          ))}
        </Group>
      )}
      <div id={bodyId}>
        {chart.empty ? null : asTable ? (
          <TrendTable chart={chart} labelledBy={titleId} />
        ) : (
          <div role="img" aria-labelledby={titleId} aria-describedby={descriptionId} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            <TrendDrawing chart={chart} />
          </div>
        )}
      </div>
      {chart.link && (
        <Anchor component={Link} to={chart.link.to} size="sm" mt="xs" display="inline-block">
          {chart.link.label}
        </Anchor>
      )}
    </Paper>
  );
}
