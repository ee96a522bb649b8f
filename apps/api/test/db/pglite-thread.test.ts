import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { isUniqueViolation } from '../../src/lib/db-errors';

/**
 * PGlite on a thread of its own (src/db/pglite-thread, decision 036) must answer exactly as PGlite in the
 * process does: the same rows and values, transactions, errors with their SQLSTATE, notifications.
 */
describe('PGlite on its own thread', () => {
  let dir: string;
  let threaded: Database;
  let inProcess: Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-thread-'));
    [threaded, inProcess] = await Promise.all([openPglite(dir, { thread: true }), openPglite(undefined, { thread: false })]);
    for (const database of [threaded, inProcess]) {
      await database.db.execute(sql`create table probe (id bigint primary key, at timestamptz, day date, data jsonb, name text, bytes bytea, ok boolean)`);
    }
  });
  afterAll(async () => {
    await Promise.all([threaded?.close(), inProcess?.close()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has applied the migrations and answers the same rows and values as PGlite in the process', async () => {
    const statement = sql`select id, at, day, data, name, bytes, ok, id::text as id_text, now() > at as past from probe order by id`;
    for (const database of [threaded, inProcess]) {
      await database.db.execute(sql`insert into probe values
        (1, '2026-11-24T10:00:00Z', '2026-11-24', '{"a":[1,"b"]}', 'Zoë ناجي', '\\x00ff', true),
        (9007199254740993, null, null, null, null, null, false)`);
    }
    const [fromThread, fromProcess] = await Promise.all([queryRows(threaded.db, statement), queryRows(inProcess.db, statement)]);
    expect(fromThread).toEqual(fromProcess);
    expect(fromThread[0]).toMatchObject({ name: 'Zoë ناجي', data: { a: [1, 'b'] }, ok: true, past: true });
    const migrations = await queryRows<{ n: number }>(threaded.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(migrations[0]?.n).toBeGreaterThanOrEqual(13);
  });

  it('reads under settings in one message each, which end with the statement, failed or not', async () => {
    const setting = sql`select current_setting('enable_seqscan') as seq, current_setting('work_mem') as mem`;
    const pinned = threaded.withSettings?.({ enable_seqscan: 'off', work_mem: '7MB' });
    if (!pinned) throw new Error('PGlite on its thread offers withSettings');
    expect(await queryRows(pinned, setting)).toEqual([{ seq: 'off', mem: '7MB' }]);
    await expect(queryRows(pinned, sql`select * from no_such_table`)).rejects.toMatchObject({ cause: { code: '42P01' } });
    // Nothing stayed set, and no transaction stayed open: a write on the thread's own connection commits.
    expect(await queryRows(threaded.db, setting)).toEqual([{ seq: 'on', mem: '4MB' }]);
    await threaded.db.execute(sql`insert into probe (id, name) values (77, 'after settings')`);
    expect(await queryRows(pinned, sql`select name from probe where id = 77`)).toEqual([{ name: 'after settings' }]);
    await expect(pinned.transaction(async () => {})).rejects.toThrow(/one at a time/);
  });

  it('commits a transaction, rolls back a failed one, and a failed savepoint alone', async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (id, name) values (100, 'kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into probe (id, name) values (101, 'undone')`);
          throw new Error('inner fails');
        })
        .catch(() => {});
    });
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe (id, name) values (102, 'never')`);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    const rows = await queryRows<{ id: number }>(threaded.db, sql`select id from probe where id between 100 and 199 order by id`);
    expect(rows.map((row) => Number(row.id))).toEqual([100]);
  });

  it('makes a query from outside wait for an open transaction, then see what it committed', async () => {
    let outside: Promise<{ n: number }[]> | undefined;
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (id, name) values (200, 'during')`);
      outside = queryRows<{ n: number }>(threaded.db, sql`select count(*)::int as n from probe where id = 200`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect((await outside)?.[0]?.n).toBe(1);
  });

  it("hands back a database error's SQLSTATE, as the error handler reads it", async () => {
    const failure = await threaded.db.execute(sql`insert into probe (id) values (1)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(failure)).toBe(true);
    // The connection goes on after a failed statement.
    expect((await queryRows<{ n: number }>(threaded.db, sql`select 1::int as n`))[0]?.n).toBe(1);
  });

  it('delivers notifications to a listener until it stops listening', async () => {
    const heard: string[] = [];
    const unlisten = await threaded.listen('probe_channel', (payload) => heard.push(payload));
    await threaded.db.execute(sql`select pg_notify('probe_channel', 'first')`);
    await expect.poll(() => heard).toEqual(['first']);
    await unlisten();
    await threaded.db.execute(sql`select pg_notify('probe_channel', 'second')`);
    await threaded.db.execute(sql`select 1`);
    expect(heard).toEqual(['first']);
  });

  it('refuses queries once closed, and keeps what it wrote for the next open', async () => {
    await threaded.close();
    await expect(threaded.db.execute(sql`select 1`)).rejects.toThrow();
    threaded = await openPglite(dir, { thread: true });
    const rows = await queryRows<{ name: string }>(threaded.db, sql`select name from probe where id = 100`);
    expect(rows).toEqual([{ name: 'kept' }]);
  });
});
