import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconLogin, IconLogout, IconPlus, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { describeEntry, type EntryDescription, type TimelineEntry } from '@guardian/contracts';
import { formatDateTime } from '../../../lib/dates';
import { formatCount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { recordLink } from '../lib/record-link';

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

/** The timeline is Guardian's own screen: the unambiguous named-month style (lib/dates.ts). */
const formats = {
  dateTime: (iso: string) => formatDateTime(iso, 'named'),
  number: formatCount,
  // Codes an audited summary keeps (an alarm's outcome, why it stopped): their names, never the code.
  codeNames: {
    outcome: t.alarms.outcome,
    reason: t.alarms.stopReason,
    service: t.alarmWork.service,
    result: t.alarmWork.callResult,
    type: t.subscriptions.typeNames,
    eventType: t.panicEvents.eventTypes,
  },
};

/** "Super Admin deactivated user Emma Mendes": the actor in bold, the record a link to its screen while it exists. */
function Sentence({ description, summary }: { description: EntryDescription; summary: TimelineEntry['summary'] }) {
  const href = description.record ? recordLink(description.record, summary) : undefined;
  return (
    <>
      {description.parts.map((part, index) => {
        // Names are people's and records' own text: <bdi> keeps a Latin name from reordering an Arabic sentence.
        if (part.kind === 'actor') return <bdi key={index}>{part.text}</bdi>;
        if (part.kind === 'record' && href) {
          return (
            <Anchor key={index} component={Link} to={href} inherit>
              <bdi>{part.text}</bdi>
            </Anchor>
          );
        }
        if (part.kind === 'record') return <bdi key={index}>{part.text}</bdi>;
        return <span key={index}>{part.text}</span>;
      })}
    </>
  );
}

/** The details as "Field: before → after" lines, shown as text (never as HTML). */
function Details({ details }: { details: EntryDescription['details'] }) {
  if (details.length === 0) return null;
  return (
    <Stack gap={2} mt={4} aria-label={t.timeline.changes}>
      {details.map((detail) => (
        <Text size="xs" key={detail.field} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="xs">
            {detail.label}:
          </Text>{' '}
          <bdi>{detail.value}</bdi>
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
        const description = describeEntry(entry, t.timeline, formats);
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<BulletIcon size={16} />}
            color={color}
            title={<Sentence description={description} summary={entry.summary} />}
            data-testid="timeline-entry"
          >
            <Group gap="md" mt={2}>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, 'named')}</time>
              </Text>
              {entry.actorName && entry.actorEmail && (
                <Text size="xs" c="dimmed">
                  (<bdi>{entry.actorEmail}</bdi>)
                </Text>
              )}
              {entry.ip && (
                <Text size="xs" c="dimmed">
                  {t.timeline.address}: <bdi>{entry.ip}</bdi>
                </Text>
              )}
            </Group>
            <Details details={description.details} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
