import { Badge } from '@mantine/core';
import type { AlarmStatus } from '@guardian/contracts';
import { t } from '../../lib/i18n';

const COLORS: Record<AlarmStatus, string> = { open: 'red', acknowledged: 'blue', resolved: 'gray' };

/** Where the alert is in the alarm desk's lifecycle: Open, Acknowledged or Resolved. */
export function AlarmStatusBadge({ status }: { status: AlarmStatus }) {
  return (
    // Sentence case and never cut: "Acknowledged" must fit a narrow table column whole.
    <Badge
      color={COLORS[status]}
      variant={status === 'open' ? 'filled' : 'light'}
      tt="none"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-status={status}
    >
      {t.alarms.status[status]}
    </Badge>
  );
}
