import { Box, Tooltip } from '@mantine/core';
import { ALERT_TYPE_WARNING } from '@guardian/contracts';
import { t } from '../../lib/i18n';

/** alertType 1 is an orange dot (a warning), any other a red dot (an emergency); the label is for screen readers. */
export function AlertTypeDot({ alertType }: { alertType: number }) {
  const warning = alertType === ALERT_TYPE_WARNING;
  const label = warning ? t.panicEvents.warning : t.panicEvents.emergency;
  return (
    <Tooltip label={label}>
      <Box
        role="img"
        aria-label={label}
        data-alert-type={warning ? 'orange' : 'red'}
        w={14}
        h={14}
        style={{ borderRadius: '50%', background: warning ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-red-7)' }}
      />
    </Tooltip>
  );
}
