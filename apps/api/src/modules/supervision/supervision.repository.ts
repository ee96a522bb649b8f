import { sql } from 'drizzle-orm';
import { ALARM_LIMITS, ROLE, SUPERVISION_PRESENCE_SECONDS, type SupervisionState } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';
import { deskEraAlarm, responseFigureColumns, type FigureRow } from '../alarms/response-figures.sql';

export type OpenAlarmRow = {
  id: number | string;
  kind: string;
  state: SupervisionState;
  alert_type: number;
  source: number;
  user_id: number | string;
  user_full_name: string;
  started_at: string;
  acknowledged_at: string | null;
  escalated_at: string | null;
  waited_seconds: number | string;
  owner_id: number | string | null;
  owner_name: string | null;
};

/**
 * Every unresolved alarm (the partial index of the desk), escalated first, then waiting, then owned, the oldest
 * first within each. Escalated wins over owned only when the escalation came after the acknowledgement: the
 * owner left it without action. An alarm escalated unanswered and picked up since is owned.
 */
export async function openAlarms(db: Db, now: Date): Promise<OpenAlarmRow[]> {
  const at = now.toISOString();
  return queryRows<OpenAlarmRow>(
    db,
    sql`select * from (
          select p.id, p.kind, p.alert_type, p.is_alert_started_from_device as source, p.user_id, p.user_full_name,
                 ${isoUtc(sql`p.created_at`)} as started_at, ${isoUtc(sql`p.acknowledged_at`)} as acknowledged_at,
                 ${isoUtc(sql`p.escalated_at`)} as escalated_at,
                 greatest(0, extract(epoch from (coalesce(p.acknowledged_at, ${at}::timestamptz) - p.created_at)))::float8 as waited_seconds,
                 p.owner_id, o.full_name as owner_name, p.created_at,
                 case when p.escalated_at is not null and (p.owner_id is null or p.acknowledged_at is null or p.escalated_at > p.acknowledged_at) then 'escalated'
                      when p.owner_id is not null then 'owned'
                      else 'waiting' end as state
          from panic_events p left join accounts o on o.id = p.owner_id
          where p.status <> 'resolved'
          order by p.created_at, p.id
          limit ${ALARM_LIMITS.deskMax}
        ) open
        order by case state when 'escalated' then 0 when 'waiting' then 1 else 2 end, created_at, id`,
  );
}

/**
 * Admins whose session was used within the presence window: a request, or an open Alarm Desk, whose stream
 * marks its session used at least once a minute. Read from the sessions table, so every API process sees the
 * same operators (decision 061).
 */
export async function operatorsAtWork(db: Db, now: Date): Promise<{ id: number | string; name: string }[]> {
  const at = now.toISOString();
  return queryRows(
    db,
    sql`select a.id, a.full_name as name
        from accounts a
        where a.role_id in (${ROLE.superAdmin}, ${ROLE.admin}) and a.status = 1
          and exists (select 1 from sessions s
                      where s.account_id = a.id and s.revoked_at is null and s.expires_at > ${at}::timestamptz
                        and s.last_seen_at >= ${at}::timestamptz - make_interval(secs => ${SUPERVISION_PRESENCE_SECONDS}))
        order by a.full_name, a.id`,
  );
}

/** The answer times of the alarms raised since `since` (today's midnight UTC), tests left out. */
export async function figuresSince(db: Db, since: Date): Promise<FigureRow | undefined> {
  return queryOne<FigureRow>(
    db,
    sql`select ${responseFigureColumns} from panic_events where created_at >= ${since.toISOString()} and ${deskEraAlarm} and kind <> 'test'`,
  );
}
