import { Box, Group, Text } from '@mantine/core';
import { ALERT_TYPE_WARNING } from '@guardian/contracts';
import { t } from '../../lib/i18n';

/**
 * alertType 1 is a warning (an orange dot), any other an emergency (a red dot). The word stands beside the dot,
 * so neither a screen reader nor an operator who cannot tell the colours apart depends on the colour.
 */
export function AlertTypeDot({ alertType }: { alertType: number }) {
  const warning = alertType === ALERT_TYPE_WARNING;
  return (
    <Group gap={6} wrap="nowrap" data-alert-type={warning ? 'orange' : 'red'}>
      <Box
        aria-hidden
        w={12}
        h={12}
        style={{ borderRadius: '50%', flexShrink: 0, background: warning ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-red-7)' }}
      />
      <Text size="sm">{warning ? t.panicEvents.warning : t.panicEvents.emergency}</Text>
    </Group>
  );
}
