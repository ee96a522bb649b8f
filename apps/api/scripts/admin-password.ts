/**
 * `npm run admin:password -- EMAIL [--stdin]`: a new password for a super admin who has lost theirs, on the
 * database the server uses (DATABASE_URL, or the embedded one in DATA_DIR). Prints a random password once, or
 * takes one from standard input (`printf '%s\n' 'N3w@pass' | npm run admin:password -- EMAIL --stdin`), ends
 * the account's sessions, and records it in the audit trail.
 *
 * The embedded database (PGlite) can be open in one process only: stop the server first. PostgreSQL can be
 * changed while the server runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { adminPasswordCommand } from '../src/bootstrap/admin-password-command';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const config = loadConfig();

/** Whether a server answers on the configured port (it then holds the embedded database). */
async function serverIsRunning(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${config.port}/healthz`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  if (!config.databaseUrl) {
    if (!fs.existsSync(path.join(config.dataDir, 'pglite'))) {
      console.error(`There is no embedded database in ${path.resolve(config.dataDir)} (DATA_DIR). Run this where the server runs, with its settings.`);
      return 1;
    }
    if (await serverIsRunning()) {
      console.error(`A server is running on port ${config.port} and holds the embedded database: stop it, run this again, then start it.`);
      return 1;
    }
  }
  const database = await openDatabase(config);
  try {
    const result = await adminPasswordCommand(database.db, process.argv.slice(2), () => text(process.stdin), new Date());
    process.stdout.write(result.out);
    process.stderr.write(result.err);
    return result.code;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The password could not be reset:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
