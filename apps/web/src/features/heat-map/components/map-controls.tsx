import { useState } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import '@mantine/dates/styles.css';
import type { MapLayer } from '@guardian/contracts';
import { dateInputFormat } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import type { TimeWindow } from '../lib/time-window';

const m = t.heatMap;
const WINDOW_LABELS: Record<TimeWindow, string> = { '24h': m.last24h, '7d': m.last7d, '30d': m.last30d, all: m.allTime, range: m.dateRange };

export type MapControlValues = { layer: MapLayer; window: TimeWindow; first?: string; last?: string };

type LabelledSegmentsProps = { id: string; label: string; value: string; onChange: (value: string) => void; data: { value: string; label: string }[] };

/** Five time windows side by side are wider than a phone: there each control stacks its choices. */
const PHONE = '(max-width: 36em)';

/** A segmented control under a label that names it for assistive technology. */
function LabelledSegments({ id, label, value, onChange, data }: LabelledSegmentsProps) {
  const phone = useMediaQuery(PHONE, false);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={onChange} data={data} orientation={phone ? 'vertical' : 'horizontal'} />
    </Stack>
  );
}

/** Layer (clusters or heat) and time window; a date range is applied once both days are picked. */
export function MapControls({ values, onChange }: { values: MapControlValues; onChange: (values: Partial<MapControlValues>) => void }) {
  const [range, setRange] = useState<[string | null, string | null]>([values.first ?? null, values.last ?? null]);
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <LabelledSegments
        id="heat-map-layer"
        label={m.layer}
        value={values.layer}
        onChange={(layer) => onChange({ layer: layer as MapLayer })}
        data={[
          { value: 'clusters', label: m.clusters },
          { value: 'heat', label: m.heat },
        ]}
      />
      <LabelledSegments
        id="heat-map-window"
        label={m.timeWindow}
        value={values.window}
        onChange={(window) => onChange({ window: window as TimeWindow })}
        data={Object.entries(WINDOW_LABELS).map(([value, label]) => ({ value, label }))}
      />
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
          valueFormat={dateInputFormat()}
          maxDate={new Date()}
          w={260}
        />
      )}
    </Group>
  );
}
