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
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useAlarmDetails } from '../api/alarm-work';
import { ReportTable } from '../components/report-table';
import './alarm-report.css';

const d = t.alarmDesk;
const w = t.alarmWork;

function Summary({ alarm }: { alarm: AlarmDetails }) {
  const fields: [string, ReactNode][] = [
    [d.fields.person, <UserText key="person">{`${alarm.person.fullName} (@${alarm.person.userName})`}</UserText>],
    [d.fields.alertId, <LtrText key="id">{alarm.alertUniqueId}</LtrText>],
    [d.fields.started, formatDateTime(alarm.startedAt)],
    [d.fields.status, `${t.alarms.status[alarm.status]}${alarm.accountActive ? '' : ` · ${d.accountInactive}`}`],
    [d.fields.owner, alarm.owner ? <UserText key="owner">{alarm.owner.name}</UserText> : w.noOwner],
    [d.fields.resolvedAt, alarm.resolvedAt ? formatDateTime(alarm.resolvedAt) : t.alarms.noValue],
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="alarm-report-section">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

const by = (actor: { name: string } | null) => (actor ? <UserText>{actor.name}</UserText> : w.timeline.someone);

/**
 * One alarm on paper, for the person's file or the police: who and when, how it ended, the trail of positions
 * (a map and every point as coordinates), the checklist, calls, hand-offs, notes and the whole timeline.
 */
export function AlarmReportPage() {
  const { id = '' } = useParams();
  const alarmId = /^\d{1,15}$/.test(id) ? Number(id) : null;
  const details = useAlarmDetails(alarmId);
  const alarm = details.data;

  if (alarmId === null || details.isError) return <ErrorState title={d.reportLoadFailed} onRetry={alarmId === null ? undefined : () => void details.refetch()} />;
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
        {d.generatedAt(formatDateTime(new Date()))}
      </Text>
      <Section title={d.sections.summary}>
        <Summary alarm={alarm} />
      </Section>
      <Section title={d.trailTitle}>
        {alarm.trail.length > 0 && <TrailMap trail={alarm.trail} label={d.trailMapLabel(name)} height={320} />}
        <ReportTable
          label={d.trailTitle}
          headers={[d.trailColumns.at, d.trailColumns.latitude, d.trailColumns.longitude, d.trailColumns.accuracy]}
          rows={alarm.trail.map((point, index) => [
            trailPointLabel({ ...point, accuracyM: null }, index, alarm.trail.length),
            <LtrText key="lat">{point.latitude.toFixed(5)}</LtrText>,
            <LtrText key="lng">{point.longitude.toFixed(5)}</LtrText>,
            point.accuracyM === null ? t.alarms.noValue : Math.round(point.accuracyM),
          ])}
        />
      </Section>
      <Section title={d.sections.steps}>
        <ReportTable
          label={d.sections.steps}
          headers={[d.columns.text, d.fields.status, d.columns.note, d.columns.by, d.columns.at]}
          rows={alarm.steps.map((step) => [
            <UserText key="text">{step.text}</UserText>,
            w.stepStatus[step.status],
            <UserText key="note">{step.note}</UserText>,
            step.at ? by(step.by) : '',
            step.at ? formatDateTime(step.at) : '',
          ])}
        />
      </Section>
      <Section title={d.sections.calls}>
        <ReportTable
          label={d.sections.calls}
          headers={[d.columns.at, d.columns.called, d.columns.number, d.columns.result, d.columns.note, d.columns.by]}
          rows={alarm.calls.map((call) => [
            formatDateTime(call.at),
            call.called === 'contact' ? <UserText key="who">{alarm.contacts.find((contact) => contact.id === call.contactId)?.name ?? w.called.contact}</UserText> : w.called.person,
            <LtrText key="number">{call.number}</LtrText>,
            w.callResult[call.result],
            <UserText key="note">{call.note}</UserText>,
            by(call.by),
          ])}
        />
      </Section>
      <Section title={d.sections.handoffs}>
        <ReportTable
          label={d.sections.handoffs}
          headers={[d.columns.at, d.columns.service, d.columns.reference, d.columns.note, d.columns.by]}
          rows={alarm.handoffs.map((handoff) => [
            formatDateTime(handoff.at),
            w.service[handoff.service],
            <LtrText key="reference">{handoff.reference}</LtrText>,
            <UserText key="note">{handoff.note}</UserText>,
            by(handoff.by),
          ])}
        />
      </Section>
      <Section title={d.sections.notes}>
        <ReportTable
          label={d.sections.notes}
          headers={[d.columns.at, d.columns.text, d.columns.by]}
          rows={alarm.notes.map((note) => [formatDateTime(note.at), <UserText key="text">{note.text}</UserText>, by(note.by)])}
        />
      </Section>
      <Section title={d.sections.timeline}>
        <ReportTable
          label={d.sections.timeline}
          headers={[d.columns.at, d.columns.text]}
          rows={alarm.timeline.map((entry) => [formatDateTime(entry.at), <UserText key="text">{entry.text}</UserText>])}
        />
      </Section>
    </Stack>
  );
}
