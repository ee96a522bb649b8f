import { useState } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { MapLayer } from '@guardian/contracts';
import { t } from '../../../lib/i18n';
import type { TimeWindow } from '../lib/time-window';

const m = t.heatMap;
const WINDOW_LABELS: Record<TimeWindow, string> = { '24h': m.last24h, '7d': m.last7d, '30d': m.last30d, all: m.allTime, range: m.dateRange };

export type MapControlValues = { layer: MapLayer; window: TimeWindow; first?: string; last?: string };

/** Layer (clusters or heat) and time window; a date range is applied once both days are picked. */
export function MapControls({ values, onChange }: { values: MapControlValues; onChange: (values: Partial<MapControlValues>) => void }) {
  const [range, setRange] = useState<[string | null, string | null]>([values.first ?? null, values.last ?? null]);
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="heat-map-layer">
          {m.layer}
        </Text>
        <SegmentedControl
          aria-labelledby="heat-map-layer"
          value={values.layer}
          onChange={(layer) => onChange({ layer: layer as MapLayer })}
          data={[
            { value: 'clusters', label: m.clusters },
            { value: 'heat', label: m.heat },
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="heat-map-window">
          {m.timeWindow}
        </Text>
        <SegmentedControl
          aria-labelledby="heat-map-window"
          value={values.window}
          onChange={(window) => onChange({ window: window as TimeWindow })}
          data={Object.entries(WINDOW_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </Stack>
      {values.window === 'range' && (
        <DatePickerInput
          type="range"
          label={m.dateRange}
          placeholder={m.pickDates}
          value={range}
          onChange={([first, last]) => {
            setRange([first, last]);
            if (first && last) onChange({ first, last });
          }}
          allowSingleDateInRange
          valueFormat="DD/MM/YYYY"
          maxDate={new Date()}
          w={260}
        />
      )}
    </Group>
  );
}
