/**
 * Writes the OpenAPI document the API serves at /v1/docs/json to a file, for `npm run lint:api` (redocly) and
 * for integrators who generate a client without running a server:
 *
 *   tsx apps/api/scripts/openapi-document.ts [out-file]      (default dist/openapi.json)
 *
 * The app is built exactly as the server builds it, on an in-memory PGlite and a throw-away uploads folder;
 * nothing listens. The document's server is PUBLIC_URL (http://localhost:3000 when unset), as it is served.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAppState } from '../src/app-state';
import type { AppContext } from '../src/context';
import { openPglite } from '../src/db/client';
import { AlarmHub } from '../src/modules/alarms/live/alarm-hub';
import { createMailer } from '../src/modules/mail-delivery/mailer';
import { localStorage } from '../src/storage/local-storage';

async function main() {
  const out = path.resolve(process.argv[2] ?? 'dist/openapi.json');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-openapi-'));
  const config = { ...loadConfig(), dataDir };
  const database = await openPglite();
  const storage = localStorage(path.join(dataDir, 'uploads'));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage,
    now: () => new Date(),
    mailer: undefined as never,
    alarmHub: new AlarmHub(database, config.publicUrl),
    ...createAppState(database, () => new Date()),
  };
  const app = await buildApp(ctx, { logger: false, serveWeb: false });
  ctx.mailer = createMailer({ from: config.mailFrom, log: app.log });
  try {
    await app.ready();
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    const operations = Object.values(app.swagger().paths ?? {}).reduce((sum, item) => sum + Object.keys(item ?? {}).length, 0);
    process.stdout.write(`OpenAPI document (${operations} operations) written to ${path.relative(process.cwd(), out)}\n`);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error('The OpenAPI document could not be written:', error instanceof Error ? error.message : error);
  process.exit(1);
});
