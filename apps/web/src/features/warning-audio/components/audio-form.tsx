import { useState, type ReactNode } from 'react';
import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconMusic } from '@tabler/icons-react';
import { AUDIO, warningAudioFields } from '@guardian/contracts';
import { serverErrors } from '../../../lib/field-errors';
import { localize, t } from '../../../lib/i18n';
import { notifyRefusal } from '../../../lib/notify';
import { audioFileProblem } from '../lib/check-audio-file';

const FIELDS = ['warning_audio_name', 'audio_file', 'trigger_time'] as const;
type Field = (typeof FIELDS)[number];
export type AudioFormInitial = { name: string; triggerTime: string };

type Props = {
  initial: AudioFormInitial;
  /** Adding needs a file; editing keeps the current one when none is chosen. */
  fileRequired: boolean;
  submitLabel: string;
  /** Resolves when saved; a refused save throws the ApiError, whose field messages show under the fields. */
  onSubmit: (form: FormData) => Promise<unknown>;
  extraActions?: ReactNode;
};

/** HH:mm:ss from the picker's HH:mm: the trigger time is chosen at 1-minute steps (spec section 9). */
const toTriggerTime = (value: string) => (/^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value);

/** Name, mp3 file and trigger time: the add page and the edit modal (spec section 2). */
export function AudioForm({ initial, fileRequired, submitLabel, onSubmit, extraActions }: Props) {
  const [name, setName] = useState(initial.name);
  // The full HH:mm:ss until the picker changes it, so an edit keeps seconds set elsewhere (e.g. 00:04:30).
  const [time, setTime] = useState(initial.triggerTime);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const validate = async () => {
    const found: Partial<Record<Field, string>> = {};
    const parsed = warningAudioFields.safeParse({ warning_audio_name: name, trigger_time: toTriggerTime(time) });
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= localize(issue.message);
    if (!file && fileRequired) found.audio_file = t.validation.audioRequired;
    if (file && !found.audio_file) found.audio_file = (await audioFileProblem(file)) ?? undefined;
    setErrors(found);
    return Object.values(found).every((message) => !message);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (!(await validate())) return;
      const form = new FormData();
      form.set('warning_audio_name', name);
      form.set('language', AUDIO.defaultLanguage);
      form.set('trigger_time', toTriggerTime(time));
      if (file) form.set('audio_file', file);
      await onSubmit(form);
    } catch (error) {
      setErrors(serverErrors(error) as Partial<Record<Field, string>>);
      notifyRefusal(error, (key) => FIELDS.includes(key as Field));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput
          label={t.warningAudio.nameLabel}
          value={name}
          error={errors.warning_audio_name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clearError('warning_audio_name');
          }}
        />
        <FileInput
          label={t.warningAudio.fileLabel}
          placeholder={t.warningAudio.filePlaceholder}
          description={fileRequired ? undefined : t.warningAudio.keepFileHint}
          accept="audio/mpeg,.mp3"
          clearable
          leftSection={<IconMusic size={16} />}
          value={file}
          error={errors.audio_file}
          onChange={(value) => {
            setFile(value);
            clearError('audio_file');
          }}
        />
        <TimePicker
          label={t.warningAudio.triggerTime}
          description={t.warningAudio.triggerHint}
          format="24h"
          withDropdown
          // HH:mm:ss reads left to right in Arabic too; the label and hint follow the page.
          styles={{ wrapper: { direction: 'ltr' } }}
          hoursInputLabel={t.warningAudio.hours}
          minutesInputLabel={t.warningAudio.minutes}
          rightSection={
            <Text size="sm" c="dimmed">
              {toTriggerTime(time).slice(5) || ':00'}
            </Text>
          }
          value={time}
          error={errors.trigger_time}
          onChange={(value) => {
            setTime(value);
            clearError('trigger_time');
          }}
        />
        <Group justify="flex-end">
          {extraActions}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
