import type { ComponentType } from 'react';
import { Code, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconLogin, IconLogout, IconPlus, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { auditActionLabel, type TimelineEntry } from '@guardian/contracts';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';

type Icon = ComponentType<{ size?: number }>;

/** Failures stand out; otherwise the icon follows the last word of the action. */
function look(action: string): { icon: Icon; color: string } {
  const verb = action.split('.').pop() ?? '';
  if (['failed', 'blocked'].includes(verb)) return { icon: IconAlertTriangle, color: 'red' };
  if (action === 'auth.signin') return { icon: IconLogin, color: 'teal' };
  if (action === 'auth.signout' || verb === 'ended') return { icon: IconLogout, color: 'gray' };
  if (['created', 'added', 'imported'].includes(verb)) return { icon: IconPlus, color: 'blue' };
  if (['deleted', 'removed'].includes(verb)) return { icon: IconTrash, color: 'orange' };
  if (action.startsWith('account.')) return { icon: IconUserCircle, color: 'grape' };
  return { icon: IconEdit, color: 'blue' };
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The change summary as written by the service: field names and values, shown as text (never as HTML). */
function Summary({ summary }: { summary: Record<string, unknown> }) {
  const entries = Object.entries(summary);
  if (entries.length === 0) return null;
  return (
    <Stack gap={2} mt={4} aria-label={t.timeline.changes}>
      {entries.map(([key, value]) => (
        <Text size="xs" key={key} style={{ overflowWrap: 'anywhere' }}>
          <Code>{key}</Code> {show(value)}
        </Text>
      ))}
    </Stack>
  );
}

export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Timeline active={entries.length - 1} bulletSize={28} lineWidth={2} data-testid="audit-timeline">
      {entries.map((entry) => {
        const { icon: BulletIcon, color } = look(entry.action);
        return (
          <Timeline.Item key={entry.id} bullet={<BulletIcon size={16} />} color={color} title={auditActionLabel(entry.action)} data-testid="timeline-entry">
            <Text size="sm">
              {entry.actorName ?? entry.actorEmail ?? t.timeline.unknownActor}
              {entry.actorName && entry.actorEmail && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  ({entry.actorEmail})
                </Text>
              )}
            </Text>
            <Group gap="md" mt={2}>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </Text>
              {entry.entityType && (
                <Text size="xs" c="dimmed">
                  {t.timeline.record}: {entry.entityType} #{entry.entityId}
                </Text>
              )}
              {entry.ip && (
                <Text size="xs" c="dimmed">
                  {t.timeline.address}: {entry.ip}
                </Text>
              )}
            </Group>
            <Summary summary={entry.summary} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
