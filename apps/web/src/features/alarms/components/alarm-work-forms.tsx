import { useState } from 'react';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { ALARM_WORK_LIMITS, CALL_RESULTS, HANDOFF_SERVICES, type AlarmDetails, type CallResult, type HandoffService } from '@guardian/contracts';
import { useServerErrors } from '../../../hooks/use-server-errors';
import { t } from '../../../lib/i18n';

const w = t.alarmWork;

/** `onSubmit` resolves when saved; a refused save rejects with the ApiError, whose field errors show under the fields. */
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
  field,
  multiline,
  max,
  onSubmit,
  onCancel,
  pending,
  submitLabel,
}: Submit<string> & {
  label: string;
  /** The body's name for the text, under which the server names its error. */ field: string;
  multiline?: boolean;
  max: number;
  submitLabel: string;
}) {
  const [text, setText] = useState('');
  const server = useServerErrors([field]);
  const Field = multiline ? Textarea : TextInput;
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text).catch(server.refused);
      }}
    >
      <Stack gap="xs">
        <Field
          label={label}
          withAsterisk
          maxLength={max}
          value={text}
          error={server.errors[field]}
          onChange={(event) => server.changing(field, setText)(event.currentTarget.value)}
          data-autofocus
        />
        <Actions onCancel={onCancel} pending={pending} label={submitLabel} />
      </Stack>
    </form>
  );
}

export type CallInput = { called: 'person' | 'contact'; contact_id?: number; number: string; result: CallResult; note: string };
const CALL_FIELDS = ['contact_id', 'number', 'result', 'note'] as const;

/** Who was called (the person or one of their contacts), on which number, and what happened. */
export function CallForm({ alarm, onSubmit, onCancel, pending }: Submit<CallInput> & { alarm: AlarmDetails }) {
  const [whom, setWhom] = useState<string>('person');
  const [number, setNumber] = useState(alarm.person.phone);
  const [result, setResult] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const server = useServerErrors(CALL_FIELDS);
  const choose = (value: string | null) => {
    setWhom(value ?? 'person');
    const contact = alarm.contacts.find((row) => String(row.id) === value);
    setNumber(contact ? contact.phone : alarm.person.phone);
    server.edited('contact_id');
    server.edited('number');
  };
  const contactId = whom === 'person' ? undefined : Number(whom);
  return (
    <form
      aria-label={w.logCall}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ called: contactId ? 'contact' : 'person', contact_id: contactId, number, result: (result ?? '') as CallResult, note }).catch(server.refused);
      }}
    >
      <Stack gap="xs">
        <Select
          label={w.calledLabel}
          value={whom}
          onChange={choose}
          error={server.errors.contact_id}
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
          error={server.errors.number}
          onChange={(event) => server.changing('number', setNumber)(event.currentTarget.value)}
        />
        <Select
          label={w.resultLabel}
          withAsterisk
          value={result}
          error={server.errors.result}
          onChange={server.changing('result', setResult)}
          data={CALL_RESULTS.map((value) => ({ value, label: w.callResult[value] }))}
          comboboxProps={{ withinPortal: true }}
        />
        <NoteField value={note} error={server.errors.note} onChange={server.changing('note', setNote)} />
        <Actions onCancel={onCancel} pending={pending} label={w.logCall} />
      </Stack>
    </form>
  );
}

function NoteField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Textarea label={w.noteLabel} maxLength={ALARM_WORK_LIMITS.noteMax} value={value} error={error} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}

export type HandoffInput = { service: HandoffService; reference: string; note: string };
const HANDOFF_FIELDS = ['service', 'reference', 'note'] as const;

/** Which emergency service took the alarm over, under which reference. */
export function HandoffForm({ onSubmit, onCancel, pending }: Submit<HandoffInput>) {
  const [service, setService] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const server = useServerErrors(HANDOFF_FIELDS);
  return (
    <form
      aria-label={w.handOff}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ service: (service ?? '') as HandoffService, reference, note }).catch(server.refused);
      }}
    >
      <Stack gap="xs">
        <Select
          label={w.serviceLabel}
          withAsterisk
          value={service}
          error={server.errors.service}
          onChange={server.changing('service', setService)}
          data={HANDOFF_SERVICES.map((value) => ({ value, label: w.service[value] }))}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={w.referenceLabel}
          maxLength={ALARM_WORK_LIMITS.referenceMax}
          value={reference}
          error={server.errors.reference}
          onChange={(event) => server.changing('reference', setReference)(event.currentTarget.value)}
        />
        <NoteField value={note} error={server.errors.note} onChange={server.changing('note', setNote)} />
        <Actions onCancel={onCancel} pending={pending} label={w.handOff} />
      </Stack>
    </form>
  );
}
