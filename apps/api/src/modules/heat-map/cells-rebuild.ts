import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DAY_LEVELS, MONTH_LEVELS } from './grid';

/** The insert triggers that keep the cells in step, one event statement at a time (migrations 0001 and 0006). */
const INSERT_TRIGGERS = ['panic_event_cells_insert', 'panic_event_month_cells_insert'] as const;

const levels = (list: readonly number[]) => sql.raw(`array[${list.join(', ')}]`);
const cellOf = (level: string, column: string, origin: number) => sql.raw(`floor((e.${column} + ${origin}) / (360::float8 / (1 << ${level})))::int`);

/**
 * A bulk load of events into an empty table (the seed) runs about three times as fast without the cell
 * triggers, which upsert a dozen cell rows per event; the cells are then counted once from all the events.
 * `load` must be the only writer of panic_events meanwhile.
 */
export async function withCellsRebuiltAfter(db: Db, load: () => Promise<void>): Promise<void> {
  for (const trigger of INSERT_TRIGGERS) await db.execute(sql`alter table panic_events disable trigger ${sql.identifier(trigger)}`);
  try {
    await load();
  } finally {
    for (const trigger of INSERT_TRIGGERS) await db.execute(sql`alter table panic_events enable trigger ${sql.identifier(trigger)}`);
  }
  await rebuildCells(db);
}

/** Both cell tables counted afresh from the events, test alarms left out (the same cells the triggers would have written). */
export async function rebuildCells(db: Db): Promise<void> {
  await db.execute(sql`truncate panic_event_cells, panic_event_month_cells`);
  await db.execute(sql`
    insert into panic_event_cells (level, cell_y, cell_x, day, event_count, sum_latitude, sum_longitude)
    select l.level, ${cellOf('l.level', 'latitude', 90)}, ${cellOf('l.level', 'longitude', 180)},
           (e.created_at at time zone 'UTC')::date, count(*), sum(e.latitude), sum(e.longitude)
    from panic_events e cross join unnest(${levels(DAY_LEVELS)}) as l(level)
    where e.kind <> 'test'
    group by 1, 2, 3, 4`);
  // Months: the coarse levels from the day cells just written, the fine ones from the events.
  await db.execute(sql`
    insert into panic_event_month_cells (level, cell_y, cell_x, month, event_count, sum_latitude, sum_longitude)
    select level, cell_y, cell_x, date_trunc('month', day)::date, sum(event_count), sum(sum_latitude), sum(sum_longitude)
    from panic_event_cells group by 1, 2, 3, 4`);
  const fine = MONTH_LEVELS.filter((level) => !(DAY_LEVELS as readonly number[]).includes(level));
  await db.execute(sql`
    insert into panic_event_month_cells (level, cell_y, cell_x, month, event_count, sum_latitude, sum_longitude)
    select l.level, ${cellOf('l.level', 'latitude', 90)}, ${cellOf('l.level', 'longitude', 180)},
           date_trunc('month', e.created_at at time zone 'UTC')::date, count(*), sum(e.latitude), sum(e.longitude)
    from panic_events e cross join unnest(${levels(fine)}) as l(level)
    where e.kind <> 'test'
    group by 1, 2, 3, 4`);
}
