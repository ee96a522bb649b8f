import { sql } from 'drizzle-orm';
import type { DashboardTrends } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';

const TOP = 10;

/**
 * The countries with the most panic events in the window, from panic_event_country_days (at most a few hundred rows
 * a day), and how many events of the window have no country yet (written before the gazetteer, until housekeeping
 * fills them in): all events of the window, from panic_event_days, less those with a country.
 */
export async function countryTotals(db: Db, from: string, to: string): Promise<Pick<DashboardTrends, 'topCountries' | 'unknownCountryEvents'>> {
  const row = await queryOne<{ top: DashboardTrends['topCountries'] | null; known: number; total: number }>(
    db,
    sql`
    with countries as (
      select country_code, sum(event_count)::int as events
      from panic_event_country_days where day between ${from}::date and ${to}::date
      group by country_code
    )
    select
      (select json_agg(json_build_object('countryCode', country_code, 'events', events) order by events desc, country_code)
         from (select * from countries order by events desc, country_code limit ${TOP}) top) as top,
      (select coalesce(sum(events), 0)::int from countries) as known,
      (select coalesce(sum(event_count), 0)::int from panic_event_days where day between ${from}::date and ${to}::date) as total
  `,
  );
  return { topCountries: row?.top ?? [], unknownCountryEvents: Math.max(0, (row?.total ?? 0) - (row?.known ?? 0)) };
}
