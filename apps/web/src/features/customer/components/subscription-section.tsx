import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import type { CustomerSubscription } from '@guardian/contracts';
import { StatusBadge, planLabel, platformLabel } from '../../../components/subscription-labels';
import { NamedValue } from '../../../components/user-text';
import { useMonthlyPlanIds } from '../../../hooks/use-plans';
import { DateText } from '../../../components/date-text';
import { t } from '../../../lib/i18n';
import { FieldGrid } from './field-grid';
import { Section } from './section';

const s = t.subscriptions;

/** The newest subscription in the subscription list's terms; its transactions are the section below. */
export function SubscriptionSection({ userId, subscription }: { userId: number; subscription: CustomerSubscription | null }) {
  const monthlyPlanIds = useMonthlyPlanIds();
  return (
    <Section
      title={t.customer.sections.subscription}
      name="subscription"
      state={subscription ? monthlyPlanIds : undefined}
      empty={!subscription && t.customer.noSubscription}
      actions={
        <Anchor component={Link} to={`/admin/subscription-details/${userId}`} size="sm">
          {t.users.subscriptionDetails}
        </Anchor>
      }
    >
      {subscription && monthlyPlanIds.data && (
        <FieldGrid
          fields={[
            [s.columns.plan, planLabel(subscription.subscriptionPlanId, monthlyPlanIds.data)],
            [s.columns.platform, platformLabel(subscription.deviceType)],
            [s.columns.type, <NamedValue key="type" value={subscription.type} names={s.typeNames} />],
            [s.columns.status, <StatusBadge key="status" active={subscription.isActive} labels={[s.active, s.inactive]} />],
            [s.columns.startDate, <DateText key="start" value={subscription.createdAt} />],
            [s.columns.endDate, <DateText key="end" value={subscription.endDate} />],
          ]}
        />
      )}
    </Section>
  );
}
