import { sql } from 'drizzle-orm';
import type { AppStatistics } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';

/**
 * One round trip for the six dashboard cards. Test alarms are left out (decision 060): the few of them,
 * counted from panic_events_kind_idx, are taken from the total.
 */
export async function getAppStatistics(db: Db): Promise<AppStatistics> {
  const row = await queryOne<AppStatistics>(
    db,
    sql`
    select
      (select count(*) from accounts where role_id = 6)::int as "totalUsers",
      ((select count(*) from panic_events) - (select count(*) from panic_events where kind = 'test'))::int as "totalPanicEvents",
      (select coalesce(sum(notifications_sent), 0) from panic_events where kind <> 'test')::int as "totalSentNotifications",
      (select count(*) from experiences)::int as "totalRecordings",
      (select count(*) from emergency_contacts where is_active and not is_deleted)::int as "activeEmergencyContacts",
      (select count(*) from emergency_contacts where not is_active and not is_deleted)::int as "inactiveEmergencyContacts"
  `,
  );
  return row as AppStatistics;
}
