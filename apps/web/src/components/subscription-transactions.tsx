import type { SubscriptionTransaction } from '@guardian/contracts';
import { intlLocale, t } from '../lib/i18n';
import { DateText } from './date-text';
import { StatusBadge, planLabel, platformLabel } from './subscription-labels';
import type { Column } from './table/data-table';
import { LtrText } from './user-text';

const s = t.subscriptions;
const c = s.transactionColumns;

const money = (cents: number, currency: string) => new Intl.NumberFormat(intlLocale(), { style: 'currency', currency }).format(cents / 100);

/** A user's subscription transactions as Subscription details and the user page show them (Ongoing or Expired). */
export function transactionColumns(monthlyPlanIds: ReadonlySet<number>): Column<SubscriptionTransaction>[] {
  return [
    { key: 'sr', header: s.columns.srNo, render: (_, index) => index + 1, width: 70 },
    { key: 'ref', header: c.transactionId, render: (row) => <LtrText>{row.transactionRef}</LtrText> },
    { key: 'plan', header: c.plan, render: (row) => planLabel(row.subscriptionPlanId, monthlyPlanIds) },
    { key: 'platform', header: c.platform, render: (row) => platformLabel(row.deviceType) },
    { key: 'amount', header: c.amount, render: (row) => money(row.amountCents, row.currency) },
    { key: 'start', header: c.startDate, render: (row) => <DateText value={row.startDate} /> },
    { key: 'end', header: c.endDate, render: (row) => <DateText value={row.endDate} /> },
    { key: 'status', header: c.status, render: (row) => <StatusBadge active={row.isActive} labels={[s.ongoing, s.expired]} /> },
  ];
}
