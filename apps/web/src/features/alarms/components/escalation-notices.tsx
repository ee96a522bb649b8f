import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { alarmDeskPath, ROLE, type AlarmRow, type AlarmStreamMessage } from '@guardian/contracts';
import { UserText } from '../../../components/user-text';
import { t } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { useMe } from '../api/get-me';
import { useAlarmLive } from '../hooks/use-alarm-live';
import { onAlarmMessage } from '../lib/alarm-messages';

const e = t.escalation;
/** More than this many at once is an incident the desk shows better; the newest stay. */
const MAX_NOTICES = 3;

type Notice = { key: string; kind: 'escalated' | 'reminded'; alarm: AlarmRow };

function noticeText(notice: Notice): string {
  const { alarm } = notice;
  if (notice.kind === 'reminded') return e.reminder(alarm.person.fullName);
  return alarm.status === 'open' ? e.bannerUnacknowledged(alarm.person.fullName) : e.bannerStale(alarm.person.fullName, alarm.owner?.name ?? '');
}

/**
 * On every admin page, above whatever is shown: an escalation for super admins (with its own tone), and a
 * reminder for the owner of an alarm gone stale. Each links to the alarm and stays until dismissed.
 * The notices take their own place at the top of the page and stay in view under the header while it scrolls:
 * laid over the page, three of them hid the page's own controls (on the desk: "Turn sound on" and the filter).
 */
export function EscalationNotices() {
  const { sound } = useAlarmLive();
  const me = useMe();
  const [notices, setNotices] = useState<Notice[]>([]);
  const [toneAt, setToneAt] = useState<number | null>(null);
  const superAdmin = Number(session.role()) === ROLE.superAdmin;

  const onMessage = useEffectEvent((message: AlarmStreamMessage) => {
    const forMe =
      (message.kind === 'escalated' && superAdmin) || (message.kind === 'reminded' && me.data !== undefined && message.alarm.owner?.id === me.data.data.id);
    if (!forMe) return;
    const kind = message.kind as Notice['kind'];
    const key = `${kind}-${message.alarm.id}-${message.alarm.escalatedAt ?? ''}`;
    setNotices((shown) => [{ key, kind, alarm: message.alarm }, ...shown.filter((notice) => notice.key !== key)].slice(0, MAX_NOTICES));
    if (kind === 'escalated') {
      sound.play('escalated');
      if (sound.on) setToneAt(Date.now());
    }
  });
  useEffect(() => onAlarmMessage(onMessage), []);

  if (notices.length === 0) return null;
  return (
    <Stack
      gap="xs"
      mb="md"
      pos="sticky"
      top="calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-xs))"
      style={{ zIndex: 150 }}
      data-testid="escalation-notices"
      data-escalation-tone-at={toneAt ?? ''}
    >
      {notices.map((notice) => (
        <Alert
          key={notice.key}
          role="alert"
          variant="filled"
          color={notice.kind === 'escalated' ? 'red' : 'orange'}
          icon={notice.kind === 'escalated' ? <IconAlertTriangle /> : <IconClockExclamation />}
          title={notice.kind === 'escalated' ? e.bannerTitle : e.reminderTitle}
          withCloseButton
          closeButtonLabel={e.dismiss}
          onClose={() => setNotices((shown) => shown.filter((other) => other.key !== notice.key))}
        >
          <Group gap="md" wrap="wrap">
            <Text size="sm">
              <UserText>{noticeText(notice)}</UserText>
            </Text>
            <Anchor component={Link} to={alarmDeskPath(notice.alarm.id)} c="white" fw={700} size="sm" underline="always">
              {e.openAlarm}
            </Anchor>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
