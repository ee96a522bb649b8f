import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import type { AlarmRow } from '@guardian/contracts';
import { formatDuration } from '../../../lib/format-duration';
import { t } from '../../../lib/i18n';
import { useServerNow } from '../hooks/use-server-now';

/** The pieces a desk card is made of, shared by the full card and the compact view's line. */

const a = t.alarms;
const d = t.alarmDesk;

export type AlarmCardProps = {
  alarm: AlarmRow;
  /** One line: who, how it stands, how old, and the actions. */
  compact: boolean;
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

/** What sets this alarm apart: its state, escalated, duress or test, and a deactivated account. */
export function AlarmMarks({ alarm, overdue }: { alarm: AlarmRow; overdue: boolean }) {
  return (
    <>
      <StatusBadge alarm={alarm} overdue={overdue} />
      {alarm.escalatedAt && (
        <Badge color="red" variant="outline">
          {t.escalation.escalated}
        </Badge>
      )}
      {alarm.kind !== 'panic' && (
        <Badge color={alarm.kind === 'duress' ? 'grape' : 'gray'} variant={alarm.kind === 'duress' ? 'filled' : 'light'}>
          {t.panicEvents.kind[alarm.kind]}
        </Badge>
      )}
      {!alarm.accountActive && (
        <Badge color="gray" variant="outline">
          {d.accountInactive}
        </Badge>
      )}
    </>
  );
}

/**
 * The person cancelled after an operator took the alarm: it stays open until its owner confirms by resolving
 * it (the outcome "Cancelled by user" is then chosen for them).
 */
const cancelledAwaitingConfirm = (alarm: AlarmRow) => alarm.stopReason === 'user_cancelled' && alarm.status !== 'resolved';

export function StopNotice({ alarm }: { alarm: AlarmRow }) {
  if (!alarm.stopReason) return null;
  return (
    <Text size="sm" fw={600} c="orange.9" data-testid="alarm-stop">
      {cancelledAwaitingConfirm(alarm) ? d.cancelledConfirm : a.stopReason[alarm.stopReason]}
    </Text>
  );
}

type ActionProps = Pick<AlarmCardProps, 'alarm' | 'overdue' | 'acknowledging' | 'onAcknowledge' | 'onResolve' | 'onWork'> & { size?: 'xs' | 'sm' };

export function AlarmActions({ alarm, overdue, acknowledging, onAcknowledge, onResolve, onWork, size = 'sm' }: ActionProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {alarm.status === 'open' && (
        <Button size={size} color={overdue ? 'red' : 'blue'} loading={acknowledging} onClick={() => onAcknowledge(alarm)}>
          {a.acknowledge}
        </Button>
      )}
      <Button size={size} variant="light" onClick={() => onWork(alarm)}>
        {t.alarmWork.work}
      </Button>
      <Button
        size={size}
        variant={cancelledAwaitingConfirm(alarm) ? 'filled' : 'default'}
        color={cancelledAwaitingConfirm(alarm) ? 'orange' : undefined}
        onClick={() => onResolve(alarm)}
      >
        {a.resolve}
      </Button>
    </Group>
  );
}

export const ownerText = (alarm: AlarmRow) => (alarm.owner ? t.alarmWork.ownedBy(alarm.owner.name) : `${t.alarmWork.owner}: ${t.alarmWork.noOwner}`);

/** The card's frame: red when overdue, blue when the map follows it, faded for a test alarm; named by the person's name. */
export function AlarmCardFrame({
  alarm,
  overdue,
  selected,
  compact,
  children,
}: Pick<AlarmCardProps, 'alarm' | 'overdue' | 'selected' | 'compact'> & { children: ReactNode }) {
  return (
    <Card
      component="article"
      aria-labelledby={cardNameId(alarm)}
      withBorder
      padding={compact ? 'xs' : 'md'}
      radius="md"
      data-alarm-id={alarm.id}
      // Focusable from script only: a link naming the alarm focuses its card, so that a screen reader reads it.
      tabIndex={-1}
      data-status={alarm.status}
      data-overdue={overdue}
      data-selected={selected}
      data-compact={compact || undefined}
      style={{
        // Overdue wins: red says "answer this"; blue only marks the card the map follows, with its badge.
        borderColor: overdue ? 'var(--mantine-color-red-7)' : selected ? 'var(--mantine-color-blue-6)' : undefined,
        borderWidth: overdue || selected ? 2 : undefined,
        background: overdue ? 'var(--mantine-color-red-0)' : undefined,
        opacity: alarm.kind === 'test' ? 0.65 : undefined,
      }}
    >
      {children}
    </Card>
  );
}

/** The id of the person's name on the card, which names the card. */
export const cardNameId = (alarm: AlarmRow) => `alarm-${alarm.id}-name`;

/** The ticking age: the only part of a card that changes every second, so the only part that renders then. */
export function AlarmAge({ startedAt, overdue, size = 'xl' }: { startedAt: string; overdue: boolean; size?: 'md' | 'xl' }) {
  const now = useServerNow();
  return (
    <Text fw={700} size={size} c={overdue ? 'red.8' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="alarm-age">
      {formatDuration((now - Date.parse(startedAt)) / 1000)}
    </Text>
  );
}
