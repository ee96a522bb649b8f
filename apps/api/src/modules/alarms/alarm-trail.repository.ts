import { sql } from 'drizzle-orm';
import type { AlarmTrailPoint } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';

type TrailRecord = { latitude: number; longitude: number; at: string; accuracyM: number | null };

/**
 * Where the person has been: the alert's start position first, then the position of every log that carried
 * one, in the device's time order (alert_logs_event_idx). A log's accuracy is its circle's radius in metres.
 */
export async function alarmTrail(db: Db, id: number): Promise<AlarmTrailPoint[]> {
  const rows = await queryRows<TrailRecord>(
    db,
    sql`select latitude, longitude, ${isoUtc(sql`at`)} as at, accuracy_m as "accuracyM"
        from (select p.latitude, p.longitude, p.created_at as at, null::double precision as accuracy_m, 0 as part, 0::bigint as log_id
              from panic_events p where p.id = ${id}
              union all
              select l.latitude, l.longitude, l.time_stamp, l.accuracy_m, 1, l.id
              from alert_logs l where l.panic_event_id = ${id} and l.latitude is not null and l.longitude is not null) points
        order by part, at, log_id`,
  );
  return rows.map((row) => ({
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    at: row.at,
    accuracyM: row.accuracyM === null ? null : Number(row.accuracyM),
  }));
}
