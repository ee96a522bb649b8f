import { SimpleGrid, Text } from '@mantine/core';
import type { ResponseFigures } from '@guardian/contracts';
import { formatCount } from '../lib/format';
import { t } from '../lib/i18n';
import { formatSeconds, formatShare } from '../lib/response-format';

type Figure = { key: keyof ResponseFigures; label: string; show: (figures: ResponseFigures) => string };

/** The response figures in the order a supervisor reads them: volume, the BS 8484 shares, the times, escalations. */
export const RESPONSE_FIGURES: Figure[] = [
  { key: 'alarms', label: t.reports.alarms, show: (f) => formatCount(f.alarms) },
  { key: 'ackWithin10Share', label: t.reports.within10, show: (f) => formatShare(f.ackWithin10Share) },
  { key: 'ackWithin40Share', label: t.reports.within40, show: (f) => formatShare(f.ackWithin40Share) },
  { key: 'ackWithin60Share', label: t.reports.within60, show: (f) => formatShare(f.ackWithin60Share) },
  { key: 'ackMedianSeconds', label: t.reports.ackMedian, show: (f) => formatSeconds(f.ackMedianSeconds) },
  { key: 'ackP90Seconds', label: t.reports.ackP90, show: (f) => formatSeconds(f.ackP90Seconds) },
  { key: 'resolveMedianSeconds', label: t.reports.resolveMedian, show: (f) => formatSeconds(f.resolveMedianSeconds) },
  { key: 'escalations', label: t.reports.escalations, show: (f) => formatCount(f.escalations) },
];

/** The figures as labelled numbers (a definition list, so each number is read with its label); `big` for a wallboard. */
export function ResponseFigureGrid({ figures, big = false }: { figures: ResponseFigures; big?: boolean }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md" m={0}>
      {RESPONSE_FIGURES.map(({ key, label, show }) => (
        <div key={key} data-testid={`figure-${key}`}>
          <Text component="dt" size={big ? 'md' : 'sm'} c="dimmed" fw={500}>
            {label}
          </Text>
          <Text component="dd" m={0} fz={big ? 40 : 24} fw={700} lh={1.2}>
            {show(figures)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
