import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Checkbox, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { ALARM_WORK_LIMITS, alarmReportPath, type AlarmDetails, type AlarmRow } from '@guardian/contracts';
import { MountedModal } from '../../../components/mounted-modal';
import { formatDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { useAlarmAction, useAlarmDetails } from '../api/alarm-work';
import { CallForm, HandoffForm, TextForm } from './alarm-work-forms';

const w = t.alarmWork;

/** The one form open at a time in the panel. */
type OpenForm = { kind: 'takeOver' | 'call' | 'handoff' | 'note' } | { kind: 'skip'; stepId: number } | null;

function Checklist({
  alarm,
  working,
  onDone,
  onSkip,
}: {
  alarm: AlarmDetails;
  working: boolean;
  onDone: (stepId: number) => void;
  onSkip: (stepId: number) => void;
}) {
  if (alarm.steps.length === 0) return <Text c="dimmed">{w.noSteps}</Text>;
  return (
    <Stack gap={6}>
      {alarm.steps.map((step) => (
        <Group key={step.id} justify="space-between" wrap="nowrap" gap="xs">
          <Checkbox
            label={step.text}
            description={step.status === 'skipped' ? `${w.stepStatus.skipped}: ${step.note}` : step.required ? w.required : undefined}
            checked={step.status === 'done'}
            disabled={step.status !== 'pending' || working}
            onChange={() => onDone(step.id)}
          />
          {step.status === 'pending' && (
            <Button size="compact-xs" variant="subtle" onClick={() => onSkip(step.id)} disabled={working} style={{ flexShrink: 0 }}>
              {w.skip}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** Working one alarm: its owner, checklist, contacts, calls, hand-offs, notes and timeline, and what to do next. */
export function AlarmWorkModal({ alarm, onClose, onResolve }: { alarm: AlarmRow; onClose: () => void; onResolve: (alarm: AlarmRow) => void }) {
  const details = useAlarmDetails(alarm.id);
  const act = useAlarmAction(alarm.id);
  const [form, setForm] = useState<OpenForm>(null);
  const working = Object.values(act).some((mutation) => mutation.isPending);
  const done = (success: string) => {
    notifySuccess(success);
    setForm(null);
  };
  const run = async (action: Promise<unknown>, success: string) => {
    try {
      await action;
      done(success);
    } catch (error) {
      notifyApiError(error);
    }
  };
  /** For the forms: a refusal reaches the form, which shows it under its fields. */
  const save = (action: Promise<unknown>, success: string) => action.then(() => done(success));
  const close = () => setForm(null);
  const data = details.data;

  return (
    <MountedModal onClose={onClose} title={w.workTitle(alarm.person.fullName)} size="lg">
      {!data ? (
        details.isError ? (
          <Alert color="red">{w.loadFailed}</Alert>
        ) : (
          <Loader aria-label={w.work} />
        )
      ) : (
        <Stack>
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>{data.owner ? w.ownedBy(data.owner.name) : `${w.owner}: ${w.noOwner}`}</Text>
              {!data.accountActive && (
                <Badge color="gray" variant="outline">
                  {t.alarmDesk.accountInactive}
                </Badge>
              )}
            </Group>
            {/* The owner has nothing to take over; everyone else sees whose it is and may take it with a reason. */}
            {data.owner && data.owner.id !== session.accountId() && data.status !== 'resolved' && (
              <Button variant="default" onClick={() => setForm({ kind: 'takeOver' })}>
                {w.takeOver}
              </Button>
            )}
          </Group>
          {form?.kind === 'takeOver' && (
            <TextForm
              label={w.reasonLabel}
              field="reason"
              max={ALARM_WORK_LIMITS.reasonMax}
              submitLabel={w.takeOver}
              pending={act.takeOver.isPending}
              onCancel={close}
              onSubmit={(reason) => save(act.takeOver.mutateAsync({ reason, from: data.owner?.id }), t.alarmWork.takenOver)}
            />
          )}

          {data.stopReason === 'user_cancelled' && data.status !== 'resolved' && <Alert color="orange" variant="light" title={t.alarmDesk.cancelledConfirm} />}
          <Title order={3} size="h5">
            {w.checklist}
          </Title>
          <Checklist
            alarm={data}
            working={working}
            onDone={(stepId) => void run(act.step.mutateAsync({ stepId, body: { status: 'done' } }), w.stepRecorded)}
            onSkip={(stepId) => setForm({ kind: 'skip', stepId })}
          />
          {form?.kind === 'skip' && (
            <TextForm
              label={w.skipReason}
              field="note"
              max={ALARM_WORK_LIMITS.noteMax}
              submitLabel={w.skip}
              pending={act.step.isPending}
              onCancel={close}
              onSubmit={(note) => save(act.step.mutateAsync({ stepId: form.stepId, body: { status: 'skipped', note } }), w.stepRecorded)}
            />
          )}

          <Title order={3} size="h5">
            {w.contacts}
          </Title>
          <List size="sm">
            <List.Item>
              {alarm.person.fullName}:{' '}
              <Anchor href={`tel:${data.person.phone.replace(/\s+/g, '')}`} dir="ltr">
                {data.person.phone || t.alarms.noPhone}
              </Anchor>
            </List.Item>
            {data.contacts.map((contact) => (
              <List.Item key={contact.id}>
                {contact.name} ({contact.consent}):{' '}
                <Anchor href={`tel:${contact.phone.replace(/\s+/g, '')}`} dir="ltr">
                  {contact.phone}
                </Anchor>
              </List.Item>
            ))}
          </List>

          {data.status !== 'resolved' && (
            <Group gap="xs">
              <Button variant="light" onClick={() => setForm({ kind: 'call' })}>
                {w.logCall}
              </Button>
              <Button variant="light" onClick={() => setForm({ kind: 'handoff' })}>
                {w.handOff}
              </Button>
            </Group>
          )}
          {form?.kind === 'call' && (
            <CallForm alarm={data} pending={act.call.isPending} onCancel={close} onSubmit={(body) => save(act.call.mutateAsync(body), w.callLogged)} />
          )}
          {form?.kind === 'handoff' && (
            <HandoffForm pending={act.handoff.isPending} onCancel={close} onSubmit={(body) => save(act.handoff.mutateAsync(body), w.handedOff)} />
          )}
          <Group gap="xs">
            <Button variant="light" onClick={() => setForm({ kind: 'note' })}>
              {w.addNote}
            </Button>
          </Group>
          {form?.kind === 'note' && (
            <TextForm
              label={w.noteLabel}
              field="text"
              multiline
              max={ALARM_WORK_LIMITS.noteMax}
              submitLabel={w.addNote}
              pending={act.note.isPending}
              onCancel={close}
              onSubmit={(text) => save(act.note.mutateAsync({ text }), w.noteAdded)}
            />
          )}

          <Title order={3} size="h5">
            {w.timelineTitle}
          </Title>
          {data.timeline.length === 0 ? (
            <Text c="dimmed">{w.noTimeline}</Text>
          ) : (
            <List size="sm" aria-label={w.timelineTitle}>
              {data.timeline.map((entry, index) => (
                <List.Item key={index}>
                  <Text span c="dimmed" size="xs">
                    {formatDateTime(entry.at, 'named')}
                  </Text>{' '}
                  {entry.text}
                </List.Item>
              ))}
            </List>
          )}

          <Group justify="space-between">
            <Anchor component={Link} to={alarmReportPath(data.id)} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconPrinter size={16} aria-hidden />
                {t.alarmDesk.printReport}
              </Group>
            </Anchor>
            {data.status !== 'resolved' && (
              <Button
                onClick={() => {
                  onClose();
                  // The details as they are now: a cancel by the person since the panel opened preselects its outcome.
                  onResolve(data);
                }}
              >
                {t.alarms.resolve}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </MountedModal>
  );
}
