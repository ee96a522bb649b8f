import { Stack, Text } from '@mantine/core';
import type { AlarmOutcome as Outcome } from '@guardian/contracts';
import { t } from '../../lib/i18n';
import { LtrText, UserText } from '../user-text';

const d = t.alarmDesk;

export type AlarmRecord = { outcome: Outcome | null; handler: { name: string } | null; note: string; handoffReference: string };

/**
 * How an alarm was worked, as Panic Events, the user page, Alert Details and the report show it: the outcome's
 * label, who handled it, the hand-off reference and the resolution note; a dash for an event nobody worked.
 */
export function AlarmOutcome({ record }: { record: AlarmRecord }) {
  if (!record.outcome && !record.handler && !record.handoffReference && !record.note) {
    return (
      <Text size="sm" c="dimmed">
        {t.alarms.noValue}
      </Text>
    );
  }
  return (
    <Stack gap={0} data-testid="alarm-outcome">
      {record.outcome && (
        <Text size="sm" fw={600}>
          {t.alarms.outcome[record.outcome]}
        </Text>
      )}
      {record.handler && (
        <Text size="sm">
          {d.fields.handler}: <UserText>{record.handler.name}</UserText>
        </Text>
      )}
      {record.handoffReference && (
        <Text size="sm">
          {d.fields.handoffReference}: <LtrText>{record.handoffReference}</LtrText>
        </Text>
      )}
      {record.note && (
        <Text size="sm" c="dimmed">
          <UserText>{record.note}</UserText>
        </Text>
      )}
    </Stack>
  );
}
