import { count, sql } from 'drizzle-orm';
import { ROLE } from '@guardian/contracts';
import { ensureSuperAdmin, generatePassword } from '../../apps/api/src/bootstrap/super-admin';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import type { Db } from '../../apps/api/src/db/client';
import {
  accounts,
  alertLogs,
  auditLog,
  deviceAllocations,
  deviceLogs,
  devices,
  emergencyContacts,
  experiences,
  panicEvents,
  subscriptionPlans,
  subscriptions,
  subscriptionTransactions,
} from '../../apps/api/src/db/schema';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { ensureContent, seedDemoData } from '../../apps/api/src/seed/demo-data';
import { openStorage } from '../../apps/api/src/storage/open-storage';
import { readXssCorpus } from './content-api';
import {
  XSS_AUDIT_DAY,
  XSS_LOGS_PER_DEVICE,
  XSS_RESERVED_IDS,
  XSS_SPOT,
  xssAdminName,
  xssDeviceId,
  xssEmail,
  xssExperienceId,
  xssLogType,
  xssPlainUserName,
  xssUserNames,
} from './xss-rows';

/**
 * Lists of accounts and contacts are newest first by id: their XSS rows take the ids below the demo rows', so
 * they come last. Not devices: the demo seed gives device n the id n (it finds its rows again by id), so
 * the XSS devices come after them, first in the device list; they are inactive and allocated, out of the
 * device suite's filters and exports.
 */
const RESERVED_TABLES = ['accounts', 'emergency_contacts'] as const;
const DAY = 86_400_000;

const restartIds = (db: Db, table: string, at: number) => db.execute(sql.raw(`alter table ${table} alter column id restart with ${at}`));
const idsAfterLast = (db: Db, table: string) => db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));

async function seedXssRows(db: Db, payloads: string[], now: number) {
  const userNames = xssUserNames(payloads);
  const passwordHash = await hashPassword(generatePassword());
  const old = (days: number, minutes: number) => new Date(now - days * DAY - minutes * 60_000);
  const person = (email: string, index: number) => ({
    email,
    passwordHash,
    countryCode: '+44',
    phoneNumber: `7000${String(index).padStart(6, '0')}`,
    createdAt: old(500, index),
    updatedAt: old(500, index),
  });
  const insertAccounts = async (rows: (typeof accounts.$inferInsert)[]) =>
    (await db.insert(accounts).values(rows).returning({ id: accounts.id })).map((row) => row.id);

  // End users whose full name is the payload (owners of the events and experiences), then end users whose user
  // name is the payload too (owners of the contacts, subscriptions and devices), then admins.
  const named = await insertAccounts(
    payloads.map((payload, i) => ({
      ...person(xssEmail('name', i), i),
      roleId: ROLE.appUser,
      firstName: payload,
      fullName: payload,
      userName: xssPlainUserName(i),
      panicEventCount: i === 0 ? 2 : 1,
    })),
  );
  const owners = await insertAccounts(
    payloads.map((payload, i) => ({ ...person(xssEmail('user', i), i), roleId: ROLE.appUser, firstName: payload, fullName: payload, userName: userNames[i] })),
  );
  const admins = await insertAccounts(
    payloads.map((payload, i) => ({
      ...person(xssEmail('admin', i), i),
      roleId: ROLE.admin,
      firstName: 'XSS',
      lastName: payload,
      fullName: xssAdminName(payload),
    })),
  );

  await db.insert(experiences).values(
    payloads.map((payload, i) => ({
      id: xssExperienceId(i),
      ownerId: named[i]!,
      experienceType: 1,
      mediaFile: 'demo/experience-image.jpg',
      description: payload,
      createdAt: old(400, i),
    })),
  );
  const event = (i: number, alertUniqueId: string, createdAt: Date) => ({
    alertUniqueId,
    userId: named[i]!,
    userName: xssPlainUserName(i),
    userFullName: payloads[i]!,
    alertType: 1 + (i % 2),
    latitude: XSS_SPOT.latitude,
    longitude: XSS_SPOT.longitude,
    notificationsSent: 1,
    createdAt,
  });
  await db.insert(panicEvents).values(payloads.map((_, i) => ({ ...event(i, `xss-alert-${i}`, old(400, i + 2)), experienceId: xssExperienceId(i) })));
  // One more event, the newest of them, carries the whole corpus as its log lines.
  const [logged] = await db
    .insert(panicEvents)
    .values(event(0, 'xss-alert-logs', old(400, 0)))
    .returning({ id: panicEvents.id });
  await db
    .insert(alertLogs)
    .values(payloads.map((payload, i) => ({ panicEventId: logged!.id, eventType: xssLogType(i), eventMessage: payload, timeStamp: old(400, -i) })));

  await db.insert(emergencyContacts).values(
    payloads.map((payload, i) => ({
      userId: owners[i]!,
      contactName: payload,
      contactEmail: xssEmail('contact', i),
      countryCode: '+44',
      contactNumber: '7000000000',
      createdAt: old(500, i),
    })),
  );

  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(sql`${subscriptionPlans.interval} = 'monthly'`);
  const subscribed = await db
    .insert(subscriptions)
    .values(payloads.map((_, i) => ({ userId: owners[i]!, subscriptionPlanId: plan!.id, deviceType: 'ios', createdAt: old(700, i), endDate: old(670, i) })))
    .returning({ id: subscriptions.id, userId: subscriptions.userId, createdAt: subscriptions.createdAt, endDate: subscriptions.endDate });
  await db.insert(subscriptionTransactions).values(
    subscribed.map((row, i) => ({
      subscriptionId: row.id,
      userId: row.userId,
      subscriptionPlanId: plan!.id,
      transactionRef: `XSS-${String(i).padStart(3, '0')}`,
      amountCents: 499,
      currency: 'USD',
      deviceType: 'ios',
      startDate: row.createdAt,
      endDate: row.endDate,
      createdAt: row.createdAt,
    })),
  );

  // Inactive, so the demo suites' "active" views and exports do not meet them.
  const deviceIds = (
    await db
      .insert(devices)
      .values(
        payloads.map((payload, i) => ({
          deviceName: payload,
          deviceId: xssDeviceId(i),
          isActive: false,
          isAllocated: true,
          createdAt: old(500, i),
          updatedAt: old(500, i),
        })),
      )
      .returning({ id: devices.id })
  ).map((row) => row.id);
  await db.insert(deviceAllocations).values(deviceIds.map((deviceId, i) => ({ deviceId, userId: owners[i]!, allocatedAt: old(450, i) })));
  await db.insert(deviceLogs).values(
    payloads.map((payload, i) => ({
      deviceId: deviceIds[Math.floor(i / XSS_LOGS_PER_DEVICE)]!,
      eventType: xssLogType(i),
      eventMessage: payload,
      timeStamp: old(450, -i),
    })),
  );

  // What the users service writes when an admin renames a user, here by an admin whose name is a payload.
  const auditStart = Date.parse(`${XSS_AUDIT_DAY}T12:00:00Z`);
  await db.insert(auditLog).values(
    payloads.map((payload, i) => ({
      actorId: admins[i]!,
      actorEmail: xssEmail('admin', i),
      action: 'user.updated',
      entityType: 'account',
      entityId: String(owners[i]),
      summary: { fullName: { from: `XSS user ${i}`, to: payload } },
      ip: '127.0.0.1',
      createdAt: new Date(auditStart + i * 60_000),
    })),
  );
}

// Run by global setup before the server starts (the embedded database has one owner at a time): the demo
// data as the server's first start makes it (main.ts), then the XSS rows, written straight into the tables
// the mobile app fills (the back-office has no route that writes them). The server then finds a filled
// database and seeds nothing. Production code knows nothing of this.
const config = loadConfig();
const database = await openDatabase(config);
try {
  const { db } = database;
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) throw new Error('seed-xss-rows expects a new, empty database');
  let payloads: string[] = [];
  try {
    payloads = readXssCorpus().map((item) => item.payload);
  } catch (error) {
    // Without the corpus the XSS suite fails on its own, saying why; the other suites still run.
    console.warn((error as Error).message);
  }
  if (payloads.length * 3 >= XSS_RESERVED_IDS) throw new Error(`${payloads.length} payloads do not fit below id ${XSS_RESERVED_IDS}`);

  // The demo accounts and contacts take ids from XSS_RESERVED_IDS on.
  for (const table of RESERVED_TABLES) await restartIds(db, table, XSS_RESERVED_IDS);
  const storage = openStorage(config);
  await ensureSuperAdmin(db, config.adminEmail, config.adminPassword);
  await ensureContent(db, storage);
  await seedDemoData(db, storage, { operatorPassword: config.demoAdminPassword });

  for (const table of RESERVED_TABLES) await restartIds(db, table, 1);
  if (payloads.length > 0) await seedXssRows(db, payloads, Date.now());
  for (const table of RESERVED_TABLES) await idsAfterLast(db, table);
} finally {
  await database.close();
}
