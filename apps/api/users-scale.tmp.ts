import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from './src/db/client';
import { queryRows } from './src/db/query';
import { seedUsers } from './src/seed/bulk-seed';
import { listUsers, exportUsers } from './src/modules/users/users.service';
import { localStorage } from './src/storage/storage';

const url = 'postgres://postgres@127.0.0.1:5432/postgres';
const name = 'guardian_users_scale';
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
if (!exists) await admin.query(`create database ${name}`);
await admin.end();
const database = await openPostgres(`postgres://postgres@127.0.0.1:5432/${name}`, 4);
const db = database.db;
const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from accounts where role_id = 6`);
if (n < 999_000) {
  const t = Date.now();
  await seedUsers(db, 1_000_000 - n, 'x', (l, d, tot) => d % 200000 === 0 && console.log(l, d, tot));
  console.log('seeded in', (Date.now() - t) / 1000, 's');
}
await db.execute(sql`vacuum analyze accounts`);
const ctx = { db, storage: localStorage('/tmp/users-scale-uploads') } as never;
async function time(label: string, f: () => Promise<unknown>, runs = 5) {
  await f();
  const times: number[] = [];
  let out: unknown;
  for (let i = 0; i < runs; i++) { const t = performance.now(); out = await f(); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  const r = out as { total?: number; rows?: unknown[] };
  console.log(`${label}: median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms (total ${r?.total}, rows ${r?.rows?.length})`);
}
const q = (page_no: number, search?: string, limit = 10) => () => listUsers(ctx, { limit, page_no, search });
await time('page 1', q(1));
await time('page 1000', q(1000));
await time('page 50000', q(50000));
await time('page 99999', q(99999));
await time('page 1000 x100', q(1000, undefined, 100));
await time('rare search', q(1, 'zainab.zulu'));
await time('rare search exact handle', q(1, 'aarav.abebe99'));
await time('medium search zainab', q(1, 'zainab'));
await time('rare deep', q(20, 'zainab.zulu'));
await time('common search ana', q(1, 'ana'));
await time('common search gmail', q(1, 'gmail'));
await time('common search page 500', q(500, 'ana'));
for (const [label, query] of [
  ['boundary', sql`explain (analyze, buffers) select id from accounts where role_id = 6 order by id desc offset 499990 limit 1`],
  ['rare', sql`explain (analyze) select id from accounts where role_id = 6 and (full_name ilike '%zainab.zulu%' or email ilike '%zainab.zulu%' or user_name ilike '%zainab.zulu%') order by id desc limit 10`],
]) {
  const rows = await queryRows<Record<string, string>>(db, query as never);
  console.log(label, '\n', rows.map((r) => Object.values(r)[0]).join('\n '));
}
let count = 0;
const t = Date.now();
const before = process.memoryUsage().rss;
let peak = before;
for await (const _ of exportUsers(ctx, undefined)) { count++; if (count % 100000 === 0) peak = Math.max(peak, process.memoryUsage().rss); }
console.log(`export rows ${count} in ${(Date.now() - t) / 1000}s, rss ${Math.round(before / 1e6)} -> peak ${Math.round(peak / 1e6)} MB`);
await database.close();
