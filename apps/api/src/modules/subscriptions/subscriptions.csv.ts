import { sql } from 'drizzle-orm';
import { en, planIntervalOf, platformOf, type SubscriptionRow } from '@guardian/contracts';
import { choiceCell, dateCell, textCell } from '../../lib/csv-cells';
import { csvDate, type CsvColumn } from '../../lib/csv-export';

const t = en.subscriptions;

/**
 * SubscriptionDetails.csv, cells over subscriptions.list's `s` and its subscriber `a`. `monthly`: the plan ids
 * billed monthly; `now`: the clock that says which subscriptions are still active.
 */
export function subscriptionCsvColumns(monthly: ReadonlySet<number>, now: Date): CsvColumn<SubscriptionRow>[] {
  return [
    { header: t.columns.userName, value: (row) => row.user.userName, cell: textCell(sql`a.user_name`) },
    { header: t.columns.email, value: (row) => row.user.email, cell: textCell(sql`a.email`) },
    {
      header: t.columns.plan,
      value: (row) => t[planIntervalOf(row.subscriptionPlanId, monthly)],
      cell: choiceCell(
        sql`s.subscription_plan_id`,
        [...monthly].map((id) => [id, t.monthly]),
        t.yearly,
      ),
    },
    { header: t.columns.platform, value: (row) => t[platformOf(row.deviceType)], cell: choiceCell(sql`s.device_type`, [['ios', t.apple]], t.google) },
    { header: t.columns.type, value: (row) => row.type, cell: textCell(sql`s.type`) },
    { header: t.columns.startDate, value: (row) => csvDate(row.createdAt, 'mdy'), cell: dateCell(sql`s.created_at`, 'mdy') },
    { header: t.columns.endDate, value: (row) => csvDate(row.endDate, 'mdy'), cell: dateCell(sql`s.end_date`, 'mdy') },
    {
      header: t.columns.status,
      value: (row) => (row.isActive ? t.active : t.inactive),
      cell: choiceCell(sql`s.end_date > ${now.toISOString()}::timestamptz`, [[true, t.active]], t.inactive),
    },
  ];
}
