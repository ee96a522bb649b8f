import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { nearestPlace } from './gazetteer';

/** The place columns of panic_events for a position (both null only if the gazetteer were empty). */
export function placeOf(latitude: number, longitude: number): { placeName: string | null; countryCode: string | null } {
  const place = nearestPlace(latitude, longitude);
  return { placeName: place?.name ?? null, countryCode: place?.countryCode ?? null };
}

type Positioned = { key: number | string; latitude: number; longitude: number };

/**
 * The places of many positions as a relation `(key bigint, place_name text, country_code text)` to join on:
 * one JSON parameter, so a batch of 50,000 is one statement on PostgreSQL and PGlite alike.
 */
export function placesRelation(rows: Positioned[]): SQL {
  const records = rows.map((row) => {
    const place = nearestPlace(row.latitude, row.longitude);
    return { key: Number(row.key), place_name: place?.name ?? null, country_code: place?.countryCode ?? null };
  });
  return sql`json_to_recordset(${JSON.stringify(records)}::json) as places(key bigint, place_name text, country_code text)`;
}

/**
 * Resolves up to `batch` events that have no place yet (written before migration 0006), at their last known
 * position, through the partial index of such events; answers how many it filled (0: none left).
 */
export async function fillMissingPlaces(db: Db, batch: number): Promise<number> {
  const rows = await queryRows<Positioned>(
    db,
    sql`
    select id as key, coalesce(last_latitude, latitude) as latitude, coalesce(last_longitude, longitude) as longitude
    from panic_events where place_name is null order by id limit ${batch}`,
  );
  if (!rows.length) return 0;
  await db.execute(sql`
    update panic_events e set place_name = places.place_name, country_code = places.country_code
    from ${placesRelation(rows)} where e.id = places.key`);
  return rows.length;
}

/**
 * Fills every event without a place, batch after batch, pausing between batches so requests keep their share of
 * the database; started by housekeeping, stopped by `isStopped`. About 10,000 events a second on PostgreSQL
 * (decision 029): ten million older events take some twenty minutes, once.
 */
export async function fillAllMissingPlaces(db: Db, options: { batch: number; pauseMs: number; isStopped: () => boolean }): Promise<number> {
  let filled = 0;
  while (!options.isStopped()) {
    const done = await fillMissingPlaces(db, options.batch);
    filled += done;
    if (done < options.batch) break;
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  }
  return filled;
}
