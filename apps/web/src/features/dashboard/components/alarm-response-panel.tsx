import { useState } from 'react';
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { DayInput } from '../../../components/day-input';
import type { ResponseStats } from '@guardian/contracts';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { formatSeconds, formatShare } from '../../../lib/response-format';
import { useAlarmResponseStats } from '../api/get-alarm-response-stats';
import { lastDays } from '../lib/utc-days';
import { StatFigure } from './stat-figure';

const a = t.alarms;
const WINDOW_DAYS = 30;

const FIGURES: { key: string; label: string; show: (stats: ResponseStats) => string }[] = [
  { key: 'alerts', label: a.alerts, show: (s) => formatCount(s.alerts) },
  { key: 'acknowledged', label: a.acknowledgedCount, show: (s) => formatCount(s.acknowledged) },
  { key: 'resolved', label: a.resolvedCount, show: (s) => formatCount(s.resolved) },
  { key: 'ackWithin60', label: a.ackWithin60, show: (s) => formatShare(s.ackWithin60Share) },
  { key: 'ackMedian', label: a.ackMedian, show: (s) => formatSeconds(s.ackMedianSeconds) },
  { key: 'ackP90', label: a.ackP90, show: (s) => formatSeconds(s.ackP90Seconds) },
  { key: 'resolveMedian', label: a.resolveMedian, show: (s) => formatSeconds(s.resolveMedianSeconds) },
  { key: 'resolveP90', label: a.resolveP90, show: (s) => formatSeconds(s.resolveP90Seconds) },
];

/** How fast alarms were answered in a window of days (default: the last 30). */
export function AlarmResponsePanel() {
  const [range, setRange] = useState(() => lastDays(WINDOW_DAYS));
  const valid = Boolean(range.from && range.to) && range.from <= range.to;
  const stats = useAlarmResponseStats(range, valid);
  return (
    <Card withBorder padding="lg" radius="md" mt="lg" component="section" aria-labelledby="alarm-response-title">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Title order={2} size="h4" id="alarm-response-title">
          {a.responsePanel}
        </Title>
        <Group gap="sm" align="flex-start">
          <DayInput label={a.from} value={range.from} onChange={(from) => setRange({ ...range, from })} />
          <DayInput label={a.to} value={range.to} onChange={(to) => setRange({ ...range, to })} error={valid ? undefined : a.windowInvalid} />
        </Group>
      </Group>
      {stats.error instanceof ApiError && stats.error.status === 400 && (
        <Text c="red.8" size="sm" mb="sm" role="alert">
          {stats.error.message}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {FIGURES.map(({ key, label, show }) => (
          <div key={key} data-testid={`alarm-response-${key}`}>
            <StatFigure
              label={label}
              value={stats.data && !stats.isError ? show(stats.data.data) : a.noValue}
              loading={stats.isLoading}
              size="md"
              testId="alarm-response-value"
            />
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
