import { Button, Group } from '@mantine/core';
import { DayInput } from '../../../components/day-input';
import { t } from '../../../lib/i18n';
import { lastDays } from '../lib/utc-days';

const d = t.dashboard;
const PRESETS = [7, 30, 90];

type Props = {
  window: { from: string; to: string };
  problems: { from?: string; to?: string };
  onChange: (change: Partial<{ from: string; to: string }>) => void;
};

/** The last 7, 30 or 90 days in one click (pressed when the window is exactly that), or any range of dates. */
export function TrendWindowPicker({ window, problems, onChange }: Props) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap" role="group" aria-label={d.window}>
      <Group gap={6}>
        {PRESETS.map((days) => {
          const preset = lastDays(days);
          const pressed = preset.from === window.from && preset.to === window.to;
          return (
            <Button key={days} size="sm" variant={pressed ? 'filled' : 'default'} aria-pressed={pressed} onClick={() => onChange(preset)}>
              {d.lastDays(days)}
            </Button>
          );
        })}
      </Group>
      <Group gap="sm" align="flex-start">
        <DayInput label={t.alarms.from} value={window.from} error={problems.from} onChange={(from) => onChange({ from })} />
        <DayInput label={t.alarms.to} value={window.to} error={problems.to} onChange={(to) => onChange({ to })} />
      </Group>
    </Group>
  );
}
