import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migratedPgliteImage, migrationsFolder, openPostgres } from '../../src/db/client';

/**
 * Every test file gets a database of its own, copied from one that was migrated once, instead of running every
 * migration again (each migration run cost seconds per file, dozens of files per run).
 *
 * The copy is keyed by the migrations' contents, so a changed or added migration makes a new one and a stale
 * copy is never used. PGlite: a data-directory image in the system's temporary folder, shared by the workers
 * of a run and by later runs. PostgreSQL: a template database on the server, `CREATE DATABASE … TEMPLATE`.
 */
export const migrationsKey = (() => {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
})();

let pgliteImage: Promise<Uint8Array> | undefined;

/** The migrated PGlite image: read from the shared file, or made and written there by the first worker. */
export function migratedImage(): Promise<Uint8Array> {
  pgliteImage ??= (async () => {
    const file = path.join(os.tmpdir(), `guardian-test-image-${migrationsKey}.tar`);
    if (fs.existsSync(file)) return new Uint8Array(fs.readFileSync(file));
    const image = await migratedPgliteImage();
    // Written under another name and renamed: a worker reading at the same time sees all of it or nothing.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, image);
    fs.renameSync(partial, file);
    return image;
  })();
  return pgliteImage;
}

const templateName = `guardian_template_${migrationsKey}`;
/** Any fixed number other than the migrations' own lock; this one spells "tmpl". */
const TEMPLATE_LOCK_KEY = 0x746d706c;
let templateReady: Promise<void> | undefined;

/**
 * Makes the migrated template database on the server at `serverUrl` if it is not there yet. Workers take turns
 * under an advisory lock; the template is built under another name and renamed when complete, so a
 * build that died half-way is never copied.
 */
function ensureTemplate(serverUrl: string): Promise<void> {
  templateReady ??= (async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [templateName]);
      if (found.rowCount) return;
      const building = `${templateName}_b${process.pid}`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const database = await openPostgres(databaseUrl(serverUrl, building), 2);
      await database.close();
      await admin.query(`alter database ${building} rename to ${templateName}`);
    } finally {
      await admin.end();
    }
  })();
  return templateReady;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the database `name` on the server as a copy of the migrated template. */
export async function createFromTemplate(serverUrl: string, name: string): Promise<void> {
  await ensureTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateName}`);
    // A test database is dropped at the end of its file: a commit need not wait for its WAL to reach the disk.
    await admin.query(`alter database ${name} set synchronous_commit to off`);
  } finally {
    await admin.end();
  }
}
