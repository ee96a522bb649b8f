import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHousekeeping } from '../../src/bootstrap/housekeeping';
import { loadConfig } from '../../src/config';
import { auditLog, authAttempts, sessions, signInAddresses } from '../../src/db/schema';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../support/helper';
import { recordingLogger } from '../support/recording-logger';

const DAY = 86_400_000;

describe(`housekeeping on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('deletes sessions a week past their end, failures older than a day, sign-in addresses unused for 180 days and audit rows past AUDIT_RETENTION_DAYS, and keeps the rest', async () => {
    const { db } = test.ctx;
    const account = await createAccount(test.ctx);
    const now = Date.now();
    const token = () => randomBytes(16).toString('hex');
    const session = (expiresAgoDays: number) => ({
      tokenHash: token(),
      accountId: account.id,
      expiresAt: new Date(now - expiresAgoDays * DAY),
      createdAt: new Date(now - (expiresAgoDays + 1) * DAY),
    });
    const gone = { expired8: session(8), expired30: session(30) };
    const kept = { expired6: session(6), live: session(-0.5) };
    await db.insert(sessions).values([...Object.values(gone), ...Object.values(kept)]);

    const email = `housekeeping.${token()}@example.com`;
    const attempts = await db
      .insert(authAttempts)
      .values([
        { kind: 'signin', email, ip: '192.0.2.1', createdAt: new Date(now - 25 * 3600_000) },
        { kind: 'forgot', email, ip: '192.0.2.1', createdAt: new Date(now - 3 * DAY) },
        { kind: 'signin', email, ip: '192.0.2.1', createdAt: new Date(now - 3600_000) },
      ])
      .returning({ id: authAttempts.id });

    const audit = await db
      .insert(auditLog)
      .values([
        { action: 'housekeeping.test.old', createdAt: new Date(now - 401 * DAY) },
        { action: 'housekeeping.test.old', createdAt: new Date(now - 2000 * DAY) },
        { action: 'housekeeping.test.recent', createdAt: new Date(now - 399 * DAY) },
        { action: 'housekeeping.test.recent', createdAt: new Date(now - DAY) },
      ])
      .returning({ id: auditLog.id });

    await db.insert(signInAddresses).values([
      { accountId: account.id, ip: '192.0.2.10', firstSuccessAt: new Date(now - 400 * DAY), lastSuccessAt: new Date(now - 181 * DAY) },
      { accountId: account.id, ip: '192.0.2.11', firstSuccessAt: new Date(now - 400 * DAY), lastSuccessAt: new Date(now - DAY) },
    ]);

    const { log, lines } = recordingLogger();
    const stop = await startHousekeeping(test.ctx, log, { auditRetentionDays: 400 });
    stop();
    // A failed pass is only a warning in the log: the test must see that none happened.
    expect(lines.filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([]);

    const hashesOf = (made: Record<string, { tokenHash: string }>) => Object.values(made).map((s) => s.tokenHash);
    const sessionRows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, [...hashesOf(gone), ...hashesOf(kept)]));
    expect(sessionRows.map((row) => row.tokenHash).sort()).toEqual(hashesOf(kept).sort());

    const attemptIds = attempts.map((row) => row.id);
    const attemptRows = await db.select({ id: authAttempts.id }).from(authAttempts).where(inArray(authAttempts.id, attemptIds));
    expect(attemptRows.map((row) => row.id)).toEqual([attempts[2]!.id]);

    const addresses = await db.select({ ip: signInAddresses.ip }).from(signInAddresses).where(eq(signInAddresses.accountId, account.id));
    expect(addresses.map((row) => row.ip)).toEqual(['192.0.2.11']);

    const auditIds = audit.map((row) => row.id);
    const auditRows = await db.select({ id: auditLog.id, action: auditLog.action }).from(auditLog).where(inArray(auditLog.id, auditIds));
    expect(auditRows.map((row) => row.action)).toEqual(['housekeeping.test.recent', 'housekeeping.test.recent']);
  });

  it('applies a shorter retention when AUDIT_RETENTION_DAYS says so', async () => {
    const { db } = test.ctx;
    const now = Date.now();
    const [old, recent] = await db
      .insert(auditLog)
      .values([
        { action: 'housekeeping.short.old', createdAt: new Date(now - 31 * DAY) },
        { action: 'housekeeping.short.recent', createdAt: new Date(now - 29 * DAY) },
      ])
      .returning({ id: auditLog.id });
    const { log } = recordingLogger();
    const stop = await startHousekeeping(test.ctx, log, { auditRetentionDays: loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays });
    stop();
    const rows = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, [old!.id, recent!.id]));
    expect(rows.map((row) => row.id)).toEqual([recent!.id]);
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('defaults to 400 days and refuses what is not a whole number of days', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(400);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: 'forever' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
