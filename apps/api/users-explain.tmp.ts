import { sql } from 'drizzle-orm';
import { openPostgres } from './src/db/client';
import { queryRows } from './src/db/query';
const database = await openPostgres('postgres://postgres@127.0.0.1:5432/guardian_users_scale', 2);
const db = database.db;
const where = (t: string) => sql.raw(`role_id = 6 and (full_name ilike '%${t}%' or email ilike '%${t}%' or user_name ilike '%${t}%')`);
for (const [label, query] of [
  ['handle list', sql`explain (analyze) select id from accounts where ${where('aarav.abebe99')} order by id desc limit 10`],
  ['ana count', sql`explain (analyze) select count(*) from (select 1 from accounts where ${where('ana')} limit 100001) s`],
  ['ana list', sql`explain (analyze) select id from accounts where ${where('ana')} order by id desc limit 10`],
]) {
  const rows = await queryRows<Record<string, string>>(db, query as never);
  console.log(label, '\n', rows.map((r) => Object.values(r)[0]).join('\n '));
}
await database.close();
