import { Badge, VisuallyHidden } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { useAlarmDesk } from '../api/get-desk';
import { countOpen } from '../lib/apply-alarm-message';

/**
 * The sidebar's count of alarms nobody has acknowledged yet; nothing when there are none. The number is
 * for the eye; a screen reader (and a test) reads "3 open alarms" as part of the link's name.
 */
export function OpenAlarmsBadge() {
  const desk = useAlarmDesk();
  const open = desk.data ? countOpen(desk.data.data) : 0;
  if (open === 0) return null;
  const label = t.alarms.openCount(open);
  return (
    <>
      <Badge color="red" variant="filled" size="sm" circle={open < 10} aria-hidden title={label} data-testid="open-alarms-badge">
        {open}
      </Badge>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}
