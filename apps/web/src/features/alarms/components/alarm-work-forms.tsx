import { useState } from 'react';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { ALARM_WORK_LIMITS, CALL_RESULTS, HANDOFF_SERVICES, type AlarmDetails, type CallResult, type HandoffService } from '@guardian/contracts';
import { t } from '../../../lib/i18n';

const w = t.alarmWork;

type Submit<T> = { onSubmit: (body: T) => Promise<unknown>; onCancel: () => void; pending: boolean };

function Actions({ onCancel, pending, label }: { onCancel: () => void; pending: boolean; label: string }) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel}>
        {t.alarms.cancel}
      </Button>
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </Group>
  );
}

/** One line of text the operator must give: a take-over's reason, a skipped step's reason, a note. */
export function TextForm({
  label,
  multiline,
  max,
  onSubmit,
  onCancel,
  pending,
  submitLabel,
}: Submit<string> & { label: string; multiline?: boolean; max: number; submitLabel: string }) {
  const [text, setText] = useState('');
  const Field = multiline ? Textarea : TextInput;
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(text);
      }}
    >
      <Stack gap="xs">
        <Field label={label} withAsterisk maxLength={max} value={text} onChange={(event) => setText(event.currentTarget.value)} data-autofocus />
        <Actions onCancel={onCancel} pending={pending} label={submitLabel} />
      </Stack>
    </form>
  );
}

export type CallInput = { called: 'person' | 'contact'; contact_id?: number; number: string; result: CallResult; note: string };

/** Who was called (the person or one of their contacts), on which number, and what happened. */
export function CallForm({ alarm, onSubmit, onCancel, pending }: Submit<CallInput> & { alarm: AlarmDetails }) {
  const [whom, setWhom] = useState<string>('person');
  const [number, setNumber] = useState(alarm.person.phone);
  const [result, setResult] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const choose = (value: string | null) => {
    setWhom(value ?? 'person');
    const contact = alarm.contacts.find((row) => String(row.id) === value);
    setNumber(contact ? contact.phone : alarm.person.phone);
  };
  const contactId = whom === 'person' ? undefined : Number(whom);
  return (
    <form
      aria-label={w.logCall}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit({ called: contactId ? 'contact' : 'person', contact_id: contactId, number, result: (result ?? '') as CallResult, note });
      }}
    >
      <Stack gap="xs">
        <Select
          label={w.calledLabel}
          value={whom}
          onChange={choose}
          data={[
            { value: 'person', label: `${w.person} (${alarm.person.fullName})` },
            ...alarm.contacts.map((row) => ({ value: String(row.id), label: `${row.name} · ${row.consent}` })),
          ]}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={w.numberLabel}
          withAsterisk
          dir="ltr"
          maxLength={ALARM_WORK_LIMITS.numberMax}
          value={number}
          onChange={(event) => setNumber(event.currentTarget.value)}
        />
        <Select
          label={w.resultLabel}
          withAsterisk
          value={result}
          onChange={setResult}
          data={CALL_RESULTS.map((value) => ({ value, label: w.callResult[value] }))}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea label={w.noteLabel} maxLength={ALARM_WORK_LIMITS.noteMax} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        <Actions onCancel={onCancel} pending={pending} label={w.logCall} />
      </Stack>
    </form>
  );
}

export type HandoffInput = { service: HandoffService; reference: string; note: string };

/** Which emergency service took the alarm over, under which reference. */
export function HandoffForm({ onSubmit, onCancel, pending }: Submit<HandoffInput>) {
  const [service, setService] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  return (
    <form
      aria-label={w.handOff}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit({ service: (service ?? '') as HandoffService, reference, note });
      }}
    >
      <Stack gap="xs">
        <Select
          label={w.serviceLabel}
          withAsterisk
          value={service}
          onChange={setService}
          data={HANDOFF_SERVICES.map((value) => ({ value, label: w.service[value] }))}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={w.referenceLabel}
          maxLength={ALARM_WORK_LIMITS.referenceMax}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
        <Textarea label={w.noteLabel} maxLength={ALARM_WORK_LIMITS.noteMax} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        <Actions onCancel={onCancel} pending={pending} label={w.handOff} />
      </Stack>
    </form>
  );
}
