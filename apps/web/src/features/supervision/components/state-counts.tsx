import { SimpleGrid, Text } from '@mantine/core';
import type { SupervisionAlarm, SupervisionState } from '@guardian/contracts';
import { formatCount } from '../../../lib/format';
import { t } from '../../../lib/i18n';

// Large bold labels: these shades meet the 3:1 contrast that large text needs, not the 4.5:1 of body text.
const COLOUR = { escalated: 'red.8', waiting: 'orange.8', owned: 'teal.8' } as const;
/** The table's order below: what needs a supervisor most first. */
const ORDER: SupervisionState[] = ['escalated', 'waiting', 'owned'];

/** How many open alarms are in each state, in figures readable across a room. */
export function StateCounts({ alarms }: { alarms: SupervisionAlarm[] }) {
  return (
    <SimpleGrid component="dl" cols={3} m={0}>
      {ORDER.map((state) => (
        <div key={state} data-testid={`state-${state}`}>
          <Text component="dt" fz={22} fw={700} c={COLOUR[state]}>
            {t.supervision.state[state]}
          </Text>
          <Text component="dd" m={0} fz={56} fw={800} lh={1.1}>
            {formatCount(alarms.filter((alarm) => alarm.state === state).length)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
