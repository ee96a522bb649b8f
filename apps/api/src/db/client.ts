import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateAndVacuum } from './after-migrations';
import { copyOutOf, type CopyOut } from './copy-out';
import { PgListener, type ListenHandlers, type Unlisten } from './pg-listener';
import { pgliteOptions } from './pglite-options';
import { PgliteThread } from './pglite-thread/client';
import * as schema from './schema';
import { watchCheckouts } from './statement-scope';

import type { Db, Schema } from './types';

export type { Db, Schema };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY payload (sent on commit). A wake-up only: a notification
   * can be lost (PostgreSQL connection dropped), so the truth stays in tables, and `onReconnect` says when to
   * catch up from them. Resolves with the function that stops listening.
   */
  listen: (channel: string, onNotify: (payload: string) => void, handlers?: Omit<ListenHandlers, 'onNotify'>) => Promise<Unlisten>;
  /** PostgreSQL's connection pool right now (for /metrics); PGlite has no pool. */
  poolStats?: () => PoolStats;
  /** COPY … TO STDOUT on the pool (CSV exports, decision 028); PGlite cannot stream a COPY, so it has none. */
  copyOut?: CopyOut;
  /**
   * A Db whose statements all run under these settings, for reads: on PostgreSQL connections that carry them for
   * their whole session (a small pool of its own, made on first use), one statement where SET LOCAL needs four
   * (begin, set, the statement, commit); on PGlite's thread, one message that runs those four there. PGlite in
   * the process itself has none, and callers set the settings in a transaction. `budget`: a heavy read (a deep
   * page of a search, an export's batch) draws on pools of its own (ReadBudget).
   */
  withSettings?: (settings: Settings, budget?: ReadBudget) => Db;
};

/**
 * Which connections a read may hold. Interactive reads (first pages, a cursor's next page) and heavy ones (a page
 * deep in a search, which walks or collects many rows) have separate PostgreSQL pools, so heavy reads can never
 * hold every connection that another admin's first page needs. A heavy read that finds its pools full for
 * HEAVY_WAIT_MS gives up with HeavyReadsBusyError (503), the light ones are not made to wait for it.
 */
export type ReadBudget = 'interactive' | 'heavy';

/** Connections of each settings pool: interactive, heavy. */
const POOL_SIZE: Record<ReadBudget, number> = { interactive: 4, heavy: 2 };
/** How long a heavy read waits for a connection of its pool before it is refused. */
const HEAVY_WAIT_MS = 1_000;

/** A heavy read was refused: as many run already as its pool allows. */
export class HeavyReadsBusyError extends Error {
  constructor() {
    super('every connection for heavy reads is busy');
  }
}

/**
 * What bounds each statement a request runs (PostgreSQL only): `statementTimeoutMs`, the server's
 * statement_timeout on every connection of the pools (0 or undefined: none). Migrations and the vacuum after them
 * run on a connection of their own without it.
 */
export type StatementLimits = { statementTimeoutMs?: number };

/** Run-time parameters by name (`enable_seqscan: 'off'`), as set_config takes them. */
export type Settings = Readonly<Record<string, string>>;

/** The same settings in any order: one key. */
const settingsKey = (settings: Settings) => JSON.stringify(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b)));

export type PoolStats = { total: number; idle: number; waiting: number };

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type PgliteOptions = {
  thread?: boolean;
  /**
   * A data directory saved by PGlite's dumpDataDir (an uncompressed tar) that a new database starts from: the
   * tests open each file's database from one migrated image instead of migrating each (test/support/template-database.ts).
   */
  image?: Uint8Array;
};

/**
 * `location` undefined opens an in-memory PGlite (tests); a directory opens or creates one there.
 * `thread`: PGlite runs on a thread of its own (decision 036). That is the default for a directory (the server,
 * the seed, the bench); in memory the caller chooses (the API tests do, as the server runs; the OpenAPI script
 * does not). drizzle-kit cannot apply the pg_trgm migration on PGlite, so migrations run from code (STACK.md).
 */
export async function openPglite(location?: string, options: PgliteOptions = {}): Promise<Database> {
  if (location) fs.mkdirSync(location, { recursive: true });
  const { image } = options;
  const client = (options.thread ?? location !== undefined) ? await PgliteThread.open(location, image) : await PGlite.create(location, pgliteOptions(image));
  // The thread offers exactly what drizzle's PGlite driver calls (query and transaction).
  const driverClient = client as PGlite;
  const db = drizzlePglite(driverClient, { schema }) as unknown as Db;
  await migrateAndVacuum(db, () => migratePglite(drizzlePglite(driverClient), { migrationsFolder }));
  // One connection in one process: notifications never drop, so there is nothing to reconnect.
  const listen: Database['listen'] = async (channel, onNotify) => {
    const unlisten = await client.listen(channel, onNotify);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  const database: Database = { db, kind: 'pglite', close: () => client.close(), listen };
  if (client instanceof PgliteThread) database.withSettings = settingsDbs(client);
  return database;
}

/**
 * A fresh in-memory PGlite with every migration applied, saved as a data-directory image that openPglite's
 * `image` option starts from (uncompressed: loading is what each test file pays for).
 */
export async function migratedPgliteImage(): Promise<Uint8Array> {
  const client = await PGlite.create(undefined, pgliteOptions());
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    const image = await client.dumpDataDir('none');
    return new Uint8Array(await image.arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Database.withSettings on PGlite's thread: each statement crosses to the thread once, where its SET LOCALs, the
 * statement and the rollback run together (four round trips to the thread were about 0.8 ms of a list search).
 */
function settingsDbs(thread: PgliteThread): (settings: Settings) => Db {
  const made = new Map<string, Db>();
  return (settings) => {
    const key = settingsKey(settings);
    let db = made.get(key);
    if (!db) made.set(key, (db = drizzlePglite(thread.underSettings(settings) as unknown as PGlite, { schema }) as unknown as Db));
    return db;
  };
}

/**
 * `onNotice`: every NOTICE the server sends on any of the database's connections (the bench's plans, read through
 * auto_explain: apps/api/bench/plans.ts).
 */
export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  onNotice?: (message: string) => void,
  limits: StatementLimits = {},
): Promise<Database> {
  const maintenance = guardedPool({ connectionString, max: 1 }, onNotice);
  try {
    await migrateAndVacuum(drizzlePg(maintenance, { schema }) as unknown as Db, () => migrateUnderLock(maintenance));
  } finally {
    await maintenance.end();
  }
  const bounded = limits.statementTimeoutMs
    ? withStartupSettings(connectionString, { statement_timeout: String(limits.statementTimeoutMs) })
    : connectionString;
  const pool = guardedPool({ connectionString: bounded, max: poolSize, connectionTimeoutMillis: 5000 }, onNotice);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Created on the first listen: processes and tests that never listen open no extra connection.
  let listener: PgListener | null = null;
  const listen: Database['listen'] = (channel, onNotify, handlers) => {
    listener ??= new PgListener(connectionString);
    return listener.listen(channel, { ...handlers, onNotify });
  };
  const settingsPools = new SettingsPools(bounded, onNotice);
  const close = async () => {
    await listener?.close();
    await settingsPools.close();
    await pool.end();
  };
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: 'postgres', close, listen, poolStats, copyOut: copyOutOf(pool), withSettings: (settings, budget) => settingsPools.db(settings, budget) };
}

/**
 * A pool whose dropped connections cannot crash the process: the request that used one fails and the pool
 * reconnects. The pool itself listens only to idle clients, so each client gets a listener of its own too: a
 * client checked out (in a transaction) when the server ends the connection would otherwise emit an unheard
 * 'error' and end the process. Its pending query fails instead (503). Its checkouts in a request's statement
 * scope are cancelled when the client leaves (statement-scope.ts); `refuseWhenFull`: a heavy read's pool.
 */
function guardedPool(options: pg.PoolConfig, onNotice?: (message: string) => void, refuseWhenFull = false): pg.Pool {
  const plain = new pg.Pool(options);
  if (refuseWhenFull) busyWhenFull(plain);
  const pool = watchCheckouts(plain);
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (onNotice) client.on('notice', (notice) => onNotice(notice.message ?? ''));
  });
  return pool;
}

/**
 * The connection string with the settings as startup options (`-c name=value`, after any the string already
 * has): the server applies them while the connection opens, so no statement has to go first on it. Spaces and
 * backslashes in a value are escaped as the options parameter wants.
 */
export function withStartupSettings(connectionString: string, settings: Settings): string {
  const url = new URL(connectionString);
  const own = Object.entries(settings).map(([name, value]) => `-c ${name}=${value.replace(/[\\ ]/g, '\\$&')}`);
  url.searchParams.set('options', [url.searchParams.get('options'), ...own].filter(Boolean).join(' '));
  return url.toString();
}

/**
 * The pools of Database.withSettings, one per set of settings and budget. Small (their queries are a list's page
 * reads) and slow to let an idle connection go, so a burst of list requests does not reconnect each time.
 */
class SettingsPools {
  private readonly pools = new Map<string, { pool: pg.Pool; db: Db }>();
  constructor(
    private readonly connectionString: string,
    private readonly onNotice?: (message: string) => void,
  ) {}

  db(settings: Settings, budget: ReadBudget = 'interactive'): Db {
    const key = `${budget} ${settingsKey(settings)}`;
    let entry = this.pools.get(key);
    if (!entry) {
      const heavy = budget === 'heavy';
      const pool = guardedPool(
        {
          connectionString: withStartupSettings(this.connectionString, settings),
          max: POOL_SIZE[budget],
          idleTimeoutMillis: 60_000,
          connectionTimeoutMillis: heavy ? HEAVY_WAIT_MS : 5000,
        },
        this.onNotice,
        heavy,
      );
      entry = { pool, db: drizzlePg(pool, { schema }) as unknown as Db };
      this.pools.set(key, entry);
    }
    return entry.db;
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map(({ pool }) => pool.end()));
    this.pools.clear();
  }
}

/** A heavy pool's wait for a connection that ran out is HeavyReadsBusyError, which says why to the admin. */
function busyWhenFull(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  Object.assign(pool, {
    connect: () =>
      connect().catch((error: Error) => {
        throw /timeout exceeded when trying to connect/.test(error.message) && pool.totalCount >= POOL_SIZE.heavy ? new HeavyReadsBusyError() : error;
      }),
  });
}

/** The advisory lock key of the migrations (any fixed number; this one spells "guar"). */
export const MIGRATION_LOCK_KEY = 0x67756172;

/**
 * Migrations run at start in every process. Two processes starting together on a database that needs a
 * migration would both see it missing and both apply it: one fails half-way ("already exists") and exits.
 * So they take turns under a session-level advisory lock on one connection: the second waits, then finds
 * nothing left to do. The lock is the database's own, so it holds across machines.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let unlocked = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      unlocked = await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
        () => true,
        () => false,
      );
    }
  } finally {
    // A connection that may still hold the lock is closed rather than pooled: its session, and the lock, end.
    client.release(!unlocked);
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string } & StatementLimits): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 10, undefined, { statementTimeoutMs: options.statementTimeoutMs });
  return openPglite(path.join(options.dataDir, 'pglite'));
}
