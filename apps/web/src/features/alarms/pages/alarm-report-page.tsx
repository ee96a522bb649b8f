import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { AlarmDetails } from '@guardian/contracts';
import { ErrorState } from '../../../components/error-state';
import { TrailMap } from '../../../components/map/trail-map';
import { trailPointLabel } from '../../../components/map/trail-layer';
import { PageHeader } from '../../../components/page-header';
import { AlarmOutcome } from '../../../components/panic-event/alarm-outcome';
import { LtrText, UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useAlarmDetails } from '../api/alarm-work';
import { ReportSection } from '../components/report-section';
import './alarm-report.css';

const d = t.alarmDesk;
const w = t.alarmWork;

function Summary({ alarm }: { alarm: AlarmDetails }) {
  const fields: [string, ReactNode][] = [
    [d.fields.person, <UserText key="person">{`${alarm.person.fullName} (@${alarm.person.userName})`}</UserText>],
    [d.fields.alertId, <LtrText key="id">{alarm.alertUniqueId}</LtrText>],
    [d.fields.started, formatDateTime(alarm.startedAt, 'named')],
    [d.fields.status, `${t.alarms.status[alarm.status]}${alarm.accountActive ? '' : ` · ${d.accountInactive}`}`],
    [d.fields.owner, alarm.owner ? <UserText key="owner">{alarm.owner.name}</UserText> : w.noOwner],
    [d.fields.resolvedAt, alarm.resolvedAt ? formatDateTime(alarm.resolvedAt, 'named') : t.alarms.noValue],
  ];
  const record = { outcome: alarm.outcome, handler: alarm.owner, note: alarm.note, handoffReference: alarm.handoffs.at(-1)?.reference ?? '' };
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} style={{ gridTemplateColumns: '180px 1fr' }}>
      {fields.map(([label, value]) => (
        <Fragment key={label}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text size="sm" component="div">
            {value}
          </Text>
        </Fragment>
      ))}
      <Text size="sm" c="dimmed" fw={500}>
        {d.fields.outcome}
      </Text>
      <AlarmOutcome record={record} />
    </SimpleGrid>
  );
}

/** Someone's own words in a cell, in their direction. */
const user = (text: string) => <UserText>{text}</UserText>;
const by = (actor: { name: string } | null) => (actor ? user(actor.name) : w.timeline.someone);

/**
 * One alarm on paper, for the person's file or the police: who and when, how it ended, the trail of positions
 * (a map and every point as coordinates), the checklist, calls, hand-offs, notes and the whole timeline.
 */
export function AlarmReportPage() {
  const { id = '' } = useParams();
  const alarmId = /^\d{1,15}$/.test(id) ? Number(id) : null;
  const details = useAlarmDetails(alarmId);
  const alarm = details.data;

  if (alarmId === null || details.isError)
    return <ErrorState title={d.reportLoadFailed} onRetry={alarmId === null ? undefined : () => void details.refetch()} />;
  if (!alarm)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t.common.loading} />
      </Center>
    );
  const name = alarm.person.fullName;
  return (
    <Stack gap="lg" className="alarm-report">
      <PageHeader title={d.reportTitle(name)}>
        <Button className="alarm-report-no-print" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {d.print}
        </Button>
      </PageHeader>
      <Text size="xs" c="dimmed">
        {d.generatedAt(formatDateTime(new Date(), 'named'))}
      </Text>
      <section aria-label={d.sections.summary} className="alarm-report-section">
        <Title order={2} size="h4" mb="xs">
          {d.sections.summary}
        </Title>
        <Summary alarm={alarm} />
      </section>
      <ReportSection
        title={d.trailTitle}
        headers={[d.trailColumns.at, d.trailColumns.latitude, d.trailColumns.longitude, d.trailColumns.accuracy]}
        rows={alarm.trail.map((point, index) => [
          trailPointLabel({ ...point, accuracyM: null }, index, alarm.trail.length),
          <LtrText key="lat">{point.latitude.toFixed(5)}</LtrText>,
          <LtrText key="lng">{point.longitude.toFixed(5)}</LtrText>,
          point.accuracyM === null ? t.alarms.noValue : Math.round(point.accuracyM),
        ])}
      >
        {alarm.trail.length > 0 && <TrailMap trail={alarm.trail} label={d.trailMapLabel(name)} height={320} />}
      </ReportSection>
      <ReportSection
        title={d.sections.steps}
        headers={[d.columns.text, d.fields.status, d.columns.note, d.columns.by, d.columns.at]}
        rows={alarm.steps.map((step) => [
          user(step.text),
          w.stepStatus[step.status],
          user(step.note),
          step.at ? by(step.by) : '',
          step.at ? formatDateTime(step.at, 'named') : '',
        ])}
      />
      <ReportSection
        title={d.sections.calls}
        headers={[d.columns.at, d.columns.called, d.columns.number, d.columns.result, d.columns.note, d.columns.by]}
        rows={alarm.calls.map((call) => [
          formatDateTime(call.at, 'named'),
          call.called === 'contact' ? user(alarm.contacts.find((contact) => contact.id === call.contactId)?.name ?? w.called.contact) : w.called.person,
          <LtrText key="number">{call.number}</LtrText>,
          w.callResult[call.result],
          user(call.note),
          by(call.by),
        ])}
      />
      <ReportSection
        title={d.sections.handoffs}
        headers={[d.columns.at, d.columns.service, d.columns.reference, d.columns.note, d.columns.by]}
        rows={alarm.handoffs.map((handoff) => [
          formatDateTime(handoff.at, 'named'),
          w.service[handoff.service],
          <LtrText key="reference">{handoff.reference}</LtrText>,
          user(handoff.note),
          by(handoff.by),
        ])}
      />
      <ReportSection
        title={d.sections.notes}
        headers={[d.columns.at, d.columns.text, d.columns.by]}
        rows={alarm.notes.map((note) => [formatDateTime(note.at, 'named'), user(note.text), by(note.by)])}
      />
      <ReportSection
        title={d.sections.timeline}
        headers={[d.columns.at, d.columns.text]}
        rows={alarm.timeline.map((entry) => [formatDateTime(entry.at, 'named'), user(entry.text)])}
      />
    </Stack>
  );
}
