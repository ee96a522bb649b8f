import { Badge, Table, Text } from '@mantine/core';
import type { SupervisionAlarm, SupervisionState } from '@guardian/contracts';
import { AlertTypeDot } from '../../../components/panic-event/alert-type-dot';
import { UserText } from '../../../components/user-text';
import { formatDuration } from '../../../lib/format-duration';
import { t } from '../../../lib/i18n';

const m = t.supervision;
const STATE_COLOUR: Record<SupervisionState, string> = { escalated: 'red', waiting: 'orange', owned: 'teal' };
// Labels and times whole on one line: a badge cut to "ESCALAT…" or a time broken over two lines reads badly across a room.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const KIND_COLOUR = { panic: 'gray', duress: 'grape', test: 'gray' } as const;

/** Until someone acknowledges it the wait keeps growing on screen; after that it is the time it took. */
const waitedAt = (alarm: SupervisionAlarm, now: number) =>
  alarm.acknowledgedAt === null ? Math.max(alarm.waitedSeconds, (now - Date.parse(alarm.startedAt)) / 1000) : alarm.waitedSeconds;

/** Every open alarm in the server's order (escalated, waiting, owned; the longest wait first), its wait in large figures. */
export function OpenAlarmsTable({ alarms, now }: { alarms: SupervisionAlarm[]; now: number }) {
  if (alarms.length === 0) return <Text size="lg">{m.noAlarms}</Text>;
  return (
    <Table verticalSpacing="sm" fz="lg" aria-label={m.openAlarms}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{m.stateColumn}</Table.Th>
          <Table.Th>{m.person}</Table.Th>
          <Table.Th>{m.kind}</Table.Th>
          <Table.Th>{m.waited}</Table.Th>
          <Table.Th>{m.owner}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {alarms.map((alarm) => (
          <Table.Tr key={alarm.id} data-state={alarm.state}>
            <Table.Td style={NO_WRAP}>
              <Badge size="lg" color={STATE_COLOUR[alarm.state]} variant={alarm.state === 'owned' ? 'light' : 'filled'}>
                {m.state[alarm.state]}
              </Badge>
            </Table.Td>
            <Table.Td>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <AlertTypeDot alertType={alarm.alertType} />
                <UserText>{alarm.person.name}</UserText>
              </span>
            </Table.Td>
            <Table.Td style={NO_WRAP}>
              <Badge color={KIND_COLOUR[alarm.kind]} variant={alarm.kind === 'duress' ? 'filled' : 'outline'}>
                {t.reports.kind[alarm.kind]}
              </Badge>
            </Table.Td>
            <Table.Td style={NO_WRAP}>
              <Text fz={28} fw={700} span aria-label={alarm.acknowledgedAt === null ? m.waited : m.answeredAfter}>
                {formatDuration(waitedAt(alarm, now))}
              </Text>
            </Table.Td>
            <Table.Td>{alarm.owner ? <UserText>{alarm.owner.name}</UserText> : <Text c="dimmed">{m.noOwner}</Text>}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
