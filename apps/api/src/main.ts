import { buildApp } from './app';
import { createAppState } from './app-state';
import { startHousekeeping } from './bootstrap/housekeeping';
import { collectStartupGarbage } from './bootstrap/startup-collection';
import { gazetteer } from './lib/gazetteer/gazetteer';
import { startupBanner } from './bootstrap/startup-banner';
import { ensureSuperAdmin } from './bootstrap/super-admin';
import { ConfigError, loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { AlarmHub } from './modules/alarms/live/alarm-hub';
import { startEscalation } from './modules/alarms/escalation-job';
import { startMailDelivery } from './modules/mail-delivery/mail-delivery';
import { createMailer } from './modules/mail-delivery/mailer';
import { markDraining } from './observability/background';
import { ensureContent, seedDemoData } from './seed/demo-data';
import { openStorage } from './storage/open-storage';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** How long a SIGTERM'd process keeps serving before it stops accepting connections. */
const SHUTDOWN_GRACE_MS = 1500;

async function main() {
  const config = readConfig();
  // An unreachable store, a missing bucket or refused credentials stop the start here, naming the variable.
  const storage = openStorage(config);
  await storage.check();
  const database = await openDatabase(config);
  // The app's logger is created in buildApp; the mailer takes it once the app exists.
  const alarmHub = new AlarmHub(database, config.publicUrl);
  const now = () => new Date();
  const ctx: AppContext = { config, database, db: database.db, storage, now, mailer: undefined as never, alarmHub, ...createAppState(database, now) };
  const app = await buildApp(ctx);
  ctx.mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });

  const admin = await ensureSuperAdmin(database.db, config.adminEmail, config.adminPassword);
  await ensureContent(database.db, storage);
  const operator = config.demoData ? await seedDemoData(database.db, storage, { operatorPassword: config.demoAdminPassword }) : null;

  const stopHousekeeping = await startHousekeeping(ctx, app.log, { auditRetentionDays: config.auditRetentionDays, storage });
  gazetteer(); // read and indexed now (under a second), not during the first alert
  collectStartupGarbage();
  await app.listen({ port: config.port, host: config.host });
  // Mail goes out from here, in the background: requests only write it to the outbox.
  const stopMailDelivery = startMailDelivery(ctx, app.log);
  // Unanswered and stale alarms are escalated from here (every process; each stage still happens once).
  const stopEscalation = startEscalation(ctx, app.log);
  const url = `http://${['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    `Guardian is running on ${url} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'}; files: ${storage.location})`,
    `API docs: ${url}/v1/docs`,
    `Health: ${url}/healthz, ${url}/readyz`,
  ];
  if (config.metricsPort) lines.push(`Metrics: http://127.0.0.1:${config.metricsPort}/metrics`);
  else if (config.metricsToken) lines.push(`Metrics: ${url}/metrics (with METRICS_TOKEN as bearer token)`);
  const signIn = { admin, operator: operator && { ...operator, passwordShown: !config.demoAdminPassword } };
  process.stdout.write(startupBanner(lines, signIn));

  // Graceful shutdown: stop accepting, finish the requests in flight, then close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // /readyz answers 503 from now on, so a load balancer that polls it stops sending here.
    markDraining(ctx);
    // SIGTERM comes from an orchestrator that is taking this process out of its load balancer at the same
    // moment: keep serving a little, so the connections already queued to us are answered, not reset.
    if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
    stopHousekeeping();
    await stopEscalation();
    await app.close();
    await stopMailDelivery();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Guardian could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
