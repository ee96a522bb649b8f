import { Select, Stack, Text, Textarea } from '@mantine/core';
import { ALARM_LIMITS, RESOLVE_OUTCOMES, resolveAlarmBody, type AlarmRow } from '@guardian/contracts';
import { FormActions } from '../../../components/form-page';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useResolveAlarm } from '../api/resolve-alarm';
import { MountedModal } from '../../../components/mounted-modal';

const a = t.alarms;
const OUTCOMES = RESOLVE_OUTCOMES.map((value) => ({ value, label: a.outcome[value] }));

/** Outcome and note, checked with the server's own schema; mounted fresh for each alarm. */
export function ResolveAlarmModal({ alarm, onClose }: { alarm: AlarmRow; onClose: () => void }) {
  const resolve = useResolveAlarm();
  // A stop by the person suggests its outcome; the operator still confirms it.
  const form = useZodForm(resolveAlarmBody, { outcome: (alarm.stopReason === 'user_cancelled' ? 'cancelled_by_user' : '') as string, note: '' });

  const onSubmit = form.submit(async (body) => {
    try {
      await resolve.mutateAsync({ id: alarm.id, body });
      notifySuccess(a.resolved);
      onClose();
    } catch (error) {
      form.showRefusal(error);
      // Resolved meanwhile (or gone): nothing left to do here; the stream takes it off the desk.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) onClose();
    }
  });

  return (
    <MountedModal onClose={onClose} title={a.resolveTitle} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={a.resolveTitle}>
        <Stack>
          <Text size="sm">
            {alarm.person.fullName} · {a.status[alarm.status]}
          </Text>
          <Select
            label={a.outcomeLabel}
            placeholder={a.outcomePlaceholder}
            data={OUTCOMES}
            withAsterisk
            data-autofocus
            value={form.values.outcome || null}
            error={form.errors.outcome}
            onChange={(value) => form.setField('outcome', value ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea label={a.noteLabel} autosize minRows={3} maxRows={8} maxLength={ALARM_LIMITS.noteMax} {...form.inputProps('note')} />
          <FormActions cancelLabel={a.cancel} onCancel={onClose} submitLabel={a.resolve} submitting={resolve.isPending} />
        </Stack>
      </form>
    </MountedModal>
  );
}
