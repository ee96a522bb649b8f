import type { DashboardTrends, DashboardTrendsQuery } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { countryTotals } from './country-totals.repository';
import { trendDays } from './trends.repository';

/** The dashboard's trends for a window of UTC days (validated by the query schema: from ≤ to, at most a leap year). */
export async function getDashboardTrends(db: Db, { from, to }: DashboardTrendsQuery): Promise<DashboardTrends> {
  const days = await trendDays(db, from, to);
  const countries = await countryTotals(db, from, to);
  return { from, to, timeZone: 'UTC', days, ...countries };
}
