import { Group, Text } from '@mantine/core';
import { CustomerLink } from '../../../components/customer-link';
import { AlarmActions, AlarmAge, AlarmCardFrame, AlarmMarks, cardNameId, ownerText, StopNotice, type AlarmCardProps } from './alarm-card-parts';

/** The compact view's line: the same alarm and actions, without the logs and the position. */
export function CompactAlarmCard({ alarm, overdue, selected, ...actions }: Omit<AlarmCardProps, 'compact' | 'onSelect'>) {
  return (
    <AlarmCardFrame alarm={alarm} overdue={overdue} selected={selected} compact>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <AlarmAge startedAt={alarm.startedAt} overdue={overdue} size="md" />
          <CustomerLink userId={alarm.person.userId} fw={700} id={cardNameId(alarm)} style={{ flexShrink: 0, maxWidth: '14rem' }} truncate>
            {alarm.person.fullName}
          </CustomerLink>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <AlarmMarks alarm={alarm} overdue={overdue} />
          </Group>
          {/* Only who owns it: "nobody yet" is what the Acknowledge button already says. */}
          {alarm.owner && (
            <Text size="sm" c="dimmed" truncate data-testid="alarm-owner">
              {ownerText(alarm)}
            </Text>
          )}
          <StopNotice alarm={alarm} />
        </Group>
        <AlarmActions alarm={alarm} overdue={overdue} size="xs" {...actions} />
      </Group>
    </AlarmCardFrame>
  );
}
