import { Badge } from '@mantine/core';
import { planIntervalOf, platformOf } from '@guardian/contracts';
import { t } from '../lib/i18n';

const s = t.subscriptions;

export const planLabel = (planId: number, monthlyPlanIds: ReadonlySet<number>) => s[planIntervalOf(planId, monthlyPlanIds)];
export const platformLabel = (deviceType: string) => s[platformOf(deviceType)];

export function StatusBadge({ active, labels }: { active: boolean; labels: [string, string] }) {
  return (
    // max-content: a narrow column must not cut the status to 'AC…'.
    <Badge color={active ? 'teal' : 'gray'} variant="light" miw="max-content">
      {active ? labels[0] : labels[1]}
    </Badge>
  );
}
