import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { ALARM_SETTINGS_LIMITS, alarmSettingsBody, EMAIL_MAX, type AlarmSettings } from '@guardian/contracts';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSaveAlarmSettings } from '../api/save-alarm-settings';
import { checkWith, serverErrors, type FieldErrors } from '../../../lib/field-errors';
import { ListFooter, RemoveRowButton } from './list-controls';

const m = t.alarmSettings;

/** The escalation addresses and the stale time; checked with the contract's schema before it is sent. */
export function EscalationSettingsForm({ settings }: { settings: AlarmSettings }) {
  const save = useSaveAlarmSettings();
  const [emails, setEmails] = useState<string[]>(settings.escalationEmails);
  const [staleMinutes, setStaleMinutes] = useState<number | string>(settings.staleMinutes);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setEmail = (index: number, value: string) => setEmails(emails.map((email, at) => (at === index ? value : email)));

  const onSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const checked = checkWith(alarmSettingsBody, { escalationEmails: emails, staleMinutes: staleMinutes === '' ? undefined : Number(staleMinutes) });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      const answer = await save.mutateAsync(checked.data);
      setEmails(answer.data.escalationEmails);
      notifySuccess(m.saved);
    } catch (error) {
      setErrors(serverErrors(error));
      notifyApiError(error);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={m.escalationTitle}>
      <Stack>
        <Text size="sm">{m.escalationHelp(settings.ackSeconds)}</Text>
        {emails.length === 0 && (
          <Text size="sm" c="dimmed">
            {m.noEmails}
          </Text>
        )}
        {emails.map((email, index) => (
          <Group key={index} align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              type="email"
              dir="ltr"
              label={m.emailLabel(index + 1)}
              value={email}
              maxLength={EMAIL_MAX}
              error={errors[`escalationEmails.${index}`]}
              onChange={(event) => setEmail(index, event.currentTarget.value)}
            />
            <RemoveRowButton label={m.removeEmail(index + 1)} onRemove={() => setEmails(emails.filter((_, at) => at !== index))} />
          </Group>
        ))}
        <ListFooter
          error={errors.escalationEmails}
          addLabel={m.addEmail}
          canAdd={emails.length < ALARM_SETTINGS_LIMITS.emailsMax}
          onAdd={() => setEmails([...emails, ''])}
        />
        <NumberInput
          label={m.staleMinutesLabel}
          // Until a super admin saves, the number shown is the server's ALARM_STALE_MINUTES: the page says so.
          description={settings.staleMinutesSaved ? m.staleMinutesHelp : `${m.staleMinutesHelp} ${m.staleMinutesFromServer(settings.staleMinutes)}`}
          min={ALARM_SETTINGS_LIMITS.staleMinutesMin}
          max={ALARM_SETTINGS_LIMITS.staleMinutesMax}
          allowDecimal={false}
          value={staleMinutes}
          error={errors.staleMinutes}
          onChange={setStaleMinutes}
          maw={320}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {m.saveSettings}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
