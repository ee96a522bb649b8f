import { memo } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconDeviceMobile, IconDeviceWatch, IconExternalLink, IconMapPin, IconPhone } from '@tabler/icons-react';
import { ALERT_FROM_WATCH, type AlarmRow } from '@guardian/contracts';
import { CustomerLink } from '../../../components/customer-link';
import { AlertTypeDot } from '../../../components/panic-event/alert-type-dot';
import { PlaceLabel } from '../../../components/place-label';
import { NamedValue } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/dates';
import { formatDuration } from '../../../lib/format-duration';
import { t } from '../../../lib/i18n';
import { useServerNow } from '../hooks/use-server-now';

const a = t.alarms;

type Props = {
  alarm: AlarmRow;
  overdue: boolean;
  selected: boolean;
  acknowledging: boolean;
  onSelect: (id: number) => void;
  onAcknowledge: (alarm: AlarmRow) => void;
  onResolve: (alarm: AlarmRow) => void;
  onWork: (alarm: AlarmRow) => void;
};

function StatusBadge({ alarm, overdue }: { alarm: AlarmRow; overdue: boolean }) {
  if (overdue)
    return (
      <Badge color="red" variant="filled">
        {a.overdue}
      </Badge>
    );
  return (
    <Badge color={alarm.status === 'open' ? 'orange' : 'blue'} variant="light">
      {a.status[alarm.status]}
    </Badge>
  );
}

/** Duress in its own colour, a test muted, and "Escalated" once nobody answered in time (issue 32). */
function KindBadges({ alarm }: { alarm: AlarmRow }) {
  return (
    <>
      {alarm.kind !== 'panic' && (
        <Badge color={alarm.kind === 'duress' ? 'grape' : 'gray'} variant={alarm.kind === 'duress' ? 'filled' : 'light'}>
          {t.panicEvents.kind[alarm.kind]}
        </Badge>
      )}
      {alarm.escalatedAt && (
        <Badge color="red" variant="outline">
          {t.escalation.escalated}
        </Badge>
      )}
    </>
  );
}

/** The ticking age: the only part of a card that changes every second, so the only part that renders then. */
function AlarmAge({ startedAt, overdue }: { startedAt: string; overdue: boolean }) {
  const now = useServerNow();
  return (
    <Text fw={700} size="xl" c={overdue ? 'red.8' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="alarm-age">
      {formatDuration((now - Date.parse(startedAt)) / 1000)}
    </Text>
  );
}

/** OpenStreetMap's page for a point, marked and at street level (our own map is a world outline only). */
export const osmUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/** One alarm on the desk: who, since when, from where, what happened lately, and what to do about it. */
export const AlarmCard = memo(function AlarmCard({ alarm, overdue, selected, acknowledging, onSelect, onAcknowledge, onResolve, onWork }: Props) {
  const nameId = `alarm-${alarm.id}-name`;
  const watch = alarm.source === ALERT_FROM_WATCH;
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      withBorder
      padding="md"
      radius="md"
      data-alarm-id={alarm.id}
      data-status={alarm.status}
      data-overdue={overdue}
      data-selected={selected}
      style={{
        // Overdue wins: red says "answer this"; blue only marks the card the map follows, with its badge.
        borderColor: overdue ? 'var(--mantine-color-red-7)' : selected ? 'var(--mantine-color-blue-6)' : undefined,
        borderWidth: overdue || selected ? 2 : undefined,
        background: overdue ? 'var(--mantine-color-red-0)' : undefined,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Group gap="xs">
              <CustomerLink userId={alarm.person.userId} fw={700} size="lg" id={nameId}>
                {alarm.person.fullName}
              </CustomerLink>
              <StatusBadge alarm={alarm} overdue={overdue} />
              <KindBadges alarm={alarm} />
              {selected && (
                <Badge color="blue" variant="outline" leftSection={<IconMapPin size={12} aria-hidden />}>
                  {a.shownOnMap}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              @{alarm.person.userName} · {a.startedAt(formatDateTime(alarm.startedAt, 'named'))}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {a.columns.age}
            </Text>
            <AlarmAge startedAt={alarm.startedAt} overdue={overdue} />
          </Stack>
        </Group>

        <Group gap="lg" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <VisuallyHidden>{t.heatMap.place}: </VisuallyHidden>
            <PlaceLabel place={alarm.place} />
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden />
            {alarm.person.phone ? (
              <Anchor href={`tel:${alarm.person.phone.replace(/\s+/g, '')}`} size="sm" aria-label={`${a.columns.phone}: ${alarm.person.phone}`} dir="ltr">
                {alarm.person.phone}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {a.noPhone}
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap" aria-label={`${a.columns.source}: ${watch ? t.panicEvents.watch : t.panicEvents.mobile}`}>
            {watch ? <IconDeviceWatch size={16} aria-hidden /> : <IconDeviceMobile size={16} aria-hidden />}
            <Text size="sm">{watch ? t.panicEvents.watch : t.panicEvents.mobile}</Text>
          </Group>
          <AlertTypeDot alertType={alarm.alertType} />
        </Group>

        {alarm.acknowledgedBy && alarm.acknowledgedAt && (
          <Group gap={6}>
            <IconCheck size={16} aria-hidden color="var(--mantine-color-blue-7)" />
            <Text size="sm">{a.acknowledgedBy(alarm.acknowledgedBy.name, formatDateTime(alarm.acknowledgedAt, 'named'))}</Text>
          </Group>
        )}
        <Text size="sm" fw={600} data-testid="alarm-owner">
          {alarm.owner ? t.alarmWork.ownedBy(alarm.owner.name) : `${t.alarmWork.owner}: ${t.alarmWork.noOwner}`}
        </Text>
        {alarm.stopReason && (
          <Text size="sm" fw={600} c="orange.9">
            {a.stopReason[alarm.stopReason]}
          </Text>
        )}

        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {a.columns.logs}
          </Text>
          {alarm.latestLogs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {a.noLogs}
            </Text>
          ) : (
            <Table verticalSpacing={2} horizontalSpacing="xs" fz="sm" aria-label={`${a.columns.logs}: ${alarm.person.fullName}`}>
              <Table.Tbody>
                {alarm.latestLogs.map((log, index) => (
                  <Table.Tr key={index}>
                    <Table.Td style={{ whiteSpace: 'nowrap', width: 1 }}>{formatDateTime(log.timeStamp, 'named')}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap', width: 1 }} fw={600}>
                      <NamedValue value={log.eventType} names={t.panicEvents.eventTypes} showCode />
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'break-word' }}>{log.eventMessage}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </div>

        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Button
              variant={selected ? 'light' : 'subtle'}
              size="xs"
              leftSection={<IconMapPin size={14} aria-hidden />}
              aria-pressed={selected}
              onClick={() => onSelect(alarm.id)}
              title={`${alarm.latitude.toFixed(5)}, ${alarm.longitude.toFixed(5)}`}
            >
              {a.showOnMap} ({alarm.latitude.toFixed(4)}, {alarm.longitude.toFixed(4)})
            </Button>
            <Anchor href={osmUrl(alarm.latitude, alarm.longitude)} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                {a.openInOsm}
                <IconExternalLink size={14} aria-hidden />
                <VisuallyHidden>{a.opensInNewTab}</VisuallyHidden>
              </Group>
            </Anchor>
          </Group>
          <Group gap="xs">
            {alarm.status === 'open' && (
              <Button color={overdue ? 'red' : 'blue'} loading={acknowledging} onClick={() => onAcknowledge(alarm)}>
                {a.acknowledge}
              </Button>
            )}
            <Button variant="light" onClick={() => onWork(alarm)}>
              {t.alarmWork.work}
            </Button>
            <Button variant="default" onClick={() => onResolve(alarm)}>
              {a.resolve}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
});
