import { Box, Group, Text } from '@mantine/core';
import { ALERT_TYPE_WARNING } from '@guardian/contracts';
import { t } from '../../../lib/i18n';

/** Warning (orange) or Emergency (red), the dot Panic Events shows, with its word beside it. */
export function AlarmTypeDot({ alertType }: { alertType: number }) {
  const warning = alertType === ALERT_TYPE_WARNING;
  return (
    <Group gap={6} wrap="nowrap" data-alert-type={warning ? 'orange' : 'red'}>
      <Box aria-hidden w={12} h={12} style={{ borderRadius: '50%', background: warning ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-red-7)' }} />
      <Text size="sm">{warning ? t.panicEvents.warning : t.panicEvents.emergency}</Text>
    </Group>
  );
}
