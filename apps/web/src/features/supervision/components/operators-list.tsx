import { Group, Stack, Text } from '@mantine/core';
import type { SupervisionOperator } from '@guardian/contracts';
import { UserText } from '../../../components/user-text';
import { t } from '../../../lib/i18n';

const m = t.supervision;

/** The operators at work now and how many open alarms each is working. */
export function OperatorsList({ operators }: { operators: SupervisionOperator[] }) {
  if (operators.length === 0) return <Text size="lg">{m.noOperators}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={m.operators}>
      {operators.map((operator) => (
        <Group component="li" key={operator.id} justify="space-between" wrap="nowrap">
          <Text fz="lg" fw={600}>
            <UserText>{operator.name}</UserText>
          </Text>
          <Text fz="lg" c={operator.owns.length === 0 ? 'dimmed' : undefined}>
            {m.owns(operator.owns.length)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
