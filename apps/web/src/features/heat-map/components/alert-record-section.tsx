import { List, Loader, Stack, Text } from '@mantine/core';
import { TrailMap } from '../../../components/map/trail-map';
import { AlarmOutcome } from '../../../components/panic-event/alarm-outcome';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useAlertDetails } from '../api/get-alert-details';

const d = t.alarmDesk;

/**
 * How the event was worked (outcome, handler, hand-off reference, note), the trail of the person's positions
 * on a map with the latest marked, and the alarm's timeline: the same the desk and the user page show.
 */
export function AlertRecordSection({ eventId, personName }: { eventId: number; personName: string }) {
  const details = useAlertDetails(eventId);
  if (details.isPending) return <Loader size="xs" role="status" aria-label={t.common.loading} />;
  if (details.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {t.alarmWork.loadFailed}
      </Text>
    );
  const alarm = details.data.data;
  const record = { outcome: alarm.outcome, handler: alarm.owner, note: alarm.note, handoffReference: alarm.handoffs.at(-1)?.reference ?? '' };
  return (
    <Stack gap="xs">
      <AlarmOutcome record={record} />
      {alarm.trail.length > 1 && <TrailMap trail={alarm.trail} label={d.trailMapLabel(personName)} height={200} />}
      {alarm.timeline.length > 0 && (
        <List size="sm" aria-label={`${t.alarmWork.timelineTitle}: ${personName}`}>
          {alarm.timeline.map((entry, index) => (
            <List.Item key={index}>
              <Text span c="dimmed" size="xs">
                {formatDateTime(entry.at)}
              </Text>{' '}
              <UserText>{entry.text}</UserText>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
