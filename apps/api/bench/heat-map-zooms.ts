/**
 * The heat map's cost per zoom on an already seeded PostgreSQL (a sanity run, not the full bench): each zoom's
 * viewport (scenarios.ts) asked of countCells one request at a time, from the stored cells as the server does and
 * from the events alone, for all time and for the last 30 days. Prints p50 / p95 in ms and the cells answered.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<seeded> npx tsx apps/api/bench/heat-map-zooms.ts [--runs 20]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { gridArea, gridExponent } from '@guardian/contracts';
import { openPostgres } from '../src/db/client';
import { queryOne } from '../src/db/query';
import { countCells } from '../src/modules/heat-map/heat-map.repository';
import { summarize } from './measure';
import { MAP_ZOOMS, mapView } from './scenarios';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database.');

const database = await openPostgres(url);
try {
  const events = await queryOne<{ n: number }>(database.db, sql`select count(*)::int as n from panic_events`);
  console.log(`${events?.n.toLocaleString('en-GB')} events; ${runs} runs a row\n`);
  console.log('| zoom | window | stored p50 / p95 ms | events p50 / p95 ms | cells |');
  console.log('|---|---|---|---|---|');
  const windows = { all: {}, '30 days': { from: new Date(Date.now() - 30 * 86_400_000) } };
  for (const zoom of MAP_ZOOMS) {
    const { box } = mapView(zoom);
    const bounds = { south: Number(box.south), west: Number(box.west), north: Number(box.north), east: Number(box.east) };
    const area = gridArea(bounds, gridExponent(zoom, 'clusters'));
    for (const [label, window] of Object.entries(windows)) {
      const time = async (useStoredCells: boolean) => {
        const latencies: number[] = [];
        let cells = 0;
        for (let i = 0; i < runs + 2; i++) {
          const started = performance.now();
          cells = (await countCells(database.db, area, window, { useStoredCells })).length;
          if (i >= 2) latencies.push(performance.now() - started); // two warm-up runs
        }
        return { ...summarize(latencies, 1, 0), cells };
      };
      const stored = await time(true);
      const direct = await time(false);
      console.log(
        `| ${zoom} | ${label} | ${stored.p50.toFixed(1)} / ${stored.p95.toFixed(1)} | ${direct.p50.toFixed(1)} / ${direct.p95.toFixed(1)} | ${stored.cells} |`,
      );
    }
  }
} finally {
  await database.close();
}
