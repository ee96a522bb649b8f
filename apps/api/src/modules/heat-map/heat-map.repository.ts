import { sql, type SQL } from 'drizzle-orm';
import { cellSize, type GridArea } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { hasDayCells, planTime, rollupLevel, type Span, type TimeRange } from './grid';

export type CellRow = { latitude: number; longitude: number; count: number };
export type MarkerRow = {
  latitude: number;
  longitude: number;
  alertUniqueId: string;
  userFullName: string;
  /** bigint: a string from node-postgres, a number from PGlite. */
  userId: number | string;
  userName: string;
  createdAt: string;
  experienceId: string | null;
  id: number | string;
  placeName: string | null;
  placeCountry: string | null;
};

/** Numbers we computed (never request text) go into the SQL as literals, so the planner sees real ranges. */
function literal(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error('not a finite number');
  return sql.raw(Number.isInteger(value) ? String(value) : `${value}::float8`);
}

const or = (parts: SQL[]) => (parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`);

/**
 * Events inside the cells of `area`. The float range lets the (latitude, longitude, created_at) index
 * narrow the scan; the floor() test then matches the stored cells to the bit, so both paths count alike.
 */
function eventsInArea(area: GridArea): SQL {
  const size = cellSize(area.exponent);
  const slack = size / 1024;
  const axis = (column: SQL, origin: number, [first, last]: [number, number]) =>
    sql`${column} >= ${literal(first * size - origin - slack)} and ${column} < ${literal((last + 1) * size - origin + slack)}
        and floor((${column} + ${literal(origin)}) / ${literal(size)}) between ${literal(first)} and ${literal(last)}`;
  const rows = axis(sql`latitude`, 90, area.rows);
  if (!area.columns) return rows;
  return sql`${rows} and ${or(area.columns.map((range) => sql`(${axis(sql`longitude`, 180, range)})`))}`;
}

function timeRange({ from, to }: TimeRange): SQL {
  const parts = [...(from ? [sql`created_at >= ${from.toISOString()}::timestamptz`] : []), ...(to ? [sql`created_at < ${to.toISOString()}::timestamptz`] : [])];
  return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
}

/**
 * Several ranges (the partial days at a window's ends, and the whole days beside its months) are also bounded by
 * the one range that spans them all: the location index tests that bound on each entry it passes, while an OR
 * is a filter tested only after each entry's visibility check. A city's latitude band at zoom 10 holds about
 * 270,000 events, of which a few thousand fall in the last days of a 30-day window: 103 ms against 20 ms.
 */
function eventsInTime(ranges: TimeRange[]): SQL {
  if (ranges.length === 1) return timeRange(ranges[0] as TimeRange);
  const earliest = ranges.every((range) => range.from) ? new Date(Math.min(...ranges.map((range) => (range.from as Date).getTime()))) : undefined;
  const latest = ranges.every((range) => range.to) ? new Date(Math.max(...ranges.map((range) => (range.to as Date).getTime()))) : undefined;
  return sql`${timeRange({ from: earliest, to: latest })} and ${or(ranges.map(timeRange))}`;
}

type CellTable = { name: 'panic_event_cells'; period: 'day' } | { name: 'panic_event_month_cells'; period: 'month' };
const DAY_CELLS: CellTable = { name: 'panic_event_cells', period: 'day' };
const MONTH_CELLS: CellTable = { name: 'panic_event_month_cells', period: 'month' };

/** Stored cells of `level` that fall inside the answer cells of `area`, relabelled with the answer cell. */
function storedCells(area: GridArea, level: number, table: CellTable, span: Span): SQL {
  const shift = level - area.exponent;
  const range = (column: SQL, [first, last]: [number, number]) =>
    sql`${column} between ${literal(first * 2 ** shift)} and ${literal((last + 1) * 2 ** shift - 1)}`;
  const period = sql.identifier(table.period);
  const conditions = [sql`level = ${literal(level)}`, range(sql`cell_y`, area.rows)];
  if (area.columns) conditions.push(or(area.columns.map((columns) => range(sql`cell_x`, columns))));
  if (span.from) conditions.push(sql`${period} >= ${span.from}::date`);
  if (span.to) conditions.push(sql`${period} < ${span.to}::date`);
  return sql`select cell_y >> ${literal(shift)} as gy, cell_x >> ${literal(shift)} as gx,
                    event_count as n, sum_latitude as lat, sum_longitude as lng
             from ${sql.identifier(table.name)} where ${sql.join(conditions, sql` and `)}`;
}

function eventCells(area: GridArea, ranges: TimeRange[]): SQL {
  const size = literal(cellSize(area.exponent));
  return sql`select floor((latitude + 90) / ${size})::int as gy, floor((longitude + 180) / ${size})::int as gx,
                    1 as n, latitude as lat, longitude as lng
             from panic_events where kind <> 'test' and ${eventsInArea(area)} and ${eventsInTime(ranges)}`;
}

/**
 * Event counts and centroids per grid cell. Whole months come from panic_event_month_cells and whole days from
 * panic_event_cells when a stored level fits the grid, so a zoomed-out map of ten million events reads a few
 * thousand rows; the partial days at the window's ends (and grids finer than level 15) from the events.
 * `useStoredCells: false` reads only the events (tests compare the two).
 */
export async function countCells(db: Db, area: GridArea, window: TimeRange, options = { useStoredCells: true }): Promise<CellRow[]> {
  const level = options.useStoredCells ? rollupLevel(area.exponent) : null;
  const plan = level === null ? { months: null, days: [], events: [window] } : planTime(window, hasDayCells(level));
  const parts: SQL[] = [];
  if (level !== null && plan.months) parts.push(storedCells(area, level, MONTH_CELLS, plan.months));
  if (level !== null) for (const days of plan.days) parts.push(storedCells(area, level, DAY_CELLS, days));
  if (plan.events.length) parts.push(eventCells(area, plan.events));
  if (!parts.length) return [];
  return queryRows<CellRow>(
    db,
    sql`
    select (sum(lat) / sum(n))::float8 as latitude, (sum(lng) / sum(n))::float8 as longitude, sum(n)::int as count
    from (${sql.join(parts, sql` union all `)}) as parts
    group by gy, gx
    having sum(n) > 0
  `,
  );
}

/** The newest events in the area, at most `limit`. */
export async function listMarkers(db: Db, area: GridArea, window: TimeRange, limit: number): Promise<MarkerRow[]> {
  return queryRows<MarkerRow>(
    db,
    sql`
    select latitude, longitude, alert_unique_id as "alertUniqueId", user_full_name as "userFullName",
           user_id as "userId", user_name as "userName",
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", experience_id as "experienceId",
           id, place_name as "placeName", country_code as "placeCountry"
    from panic_events
    where kind <> 'test' and ${eventsInArea(area)} and ${eventsInTime([window])}
    order by created_at desc, id desc
    limit ${literal(limit)}
  `,
  );
}
