import { mailDeliveryEndpoints } from '@guardian/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../../src/db/schema';
import { insertMail } from '../../../src/modules/mail-delivery/outbox.repository';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

describe(`Mail delivery screen calls on ${databaseKind}`, () => {
  let test: TestApp;
  let superAdmin: Awaited<ReturnType<typeof asRole>>;
  let admin: Awaited<ReturnType<typeof asRole>>;
  const ids: Record<'failed' | 'pending' | 'sending' | 'sent' | 'kept', number> = { failed: 0, pending: 0, sending: 0, sent: 0, kept: 0 };

  beforeAll(async () => {
    test = await createTestApp();
    superAdmin = await asRole(test, 2);
    admin = await asRole(test, 3);
    for (const status of Object.keys(ids) as (keyof typeof ids)[]) {
      ids[status] = await insertMail(
        test.ctx.db,
        { to: `${status}@example.com`, subject: `Mail ${status}`, html: '<p>secret link</p>', text: 'secret link' },
        'pending',
        new Date(),
      );
      await test.ctx.db
        .update(mailOutbox)
        .set({
          status,
          attempts: status === 'failed' ? 8 : 1,
          lastError: status === 'failed' ? 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:25' : null,
          sentAt: status === 'sent' ? new Date() : null,
        })
        .where(eq(mailOutbox.id, ids[status]));
    }
  });
  afterAll(() => test.close());

  it('lists waiting, sending and failed mail for a super admin, newest first, without any body', async () => {
    const response = await request(superAdmin, mailDeliveryEndpoints.list);
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Mail delivery fetched successfully.');
    const mine = data.rows.filter((row: { id: number }) => Object.values(ids).includes(row.id));
    expect(mine.map((row: { status: string }) => row.status)).toEqual(['sending', 'pending', 'failed']);
    expect(mine.find((row: { status: string }) => row.status === 'failed')).toMatchObject({
      to: 'failed@example.com',
      subject: 'Mail failed',
      attempts: 8,
      lastError: 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:25',
      nextAttemptAt: null,
    });
    expect(response.body).not.toContain('secret link');
    expect(data.counts.failed).toBeGreaterThanOrEqual(1);
    expect(data.counts.pending).toBeGreaterThanOrEqual(2);
    expect(data.counts.sentLast24Hours).toBeGreaterThanOrEqual(1);
  });

  it('is for super admins only', async () => {
    expect((await request(admin, mailDeliveryEndpoints.list)).statusCode).toBe(403);
    expect((await request(admin, mailDeliveryEndpoints.resend, { params: { id: ids.failed } })).statusCode).toBe(403);
    expect((await request(test.app, mailDeliveryEndpoints.list)).statusCode).toBe(401);
  });

  it('resends a failed mail: due now, attempts from zero, error cleared, audited with who asked', async () => {
    const response = await request(superAdmin, mailDeliveryEndpoints.resend, { params: { id: ids.failed } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The mail will be sent again shortly.' });
    const [row] = await test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids.failed));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [audit] = await test.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.resent'), eq(auditLog.entityId, String(ids.failed))));
    expect(audit).toMatchObject({
      actorId: superAdmin.account.id,
      entityType: 'mail',
      summary: { to: 'failed@example.com', subject: 'Mail failed', was: 'failed' },
    });
  });

  it('refuses to resend mail that is sent, kept or being sent (409), unknown (404) or not a number (400); nothing changes', async () => {
    for (const status of ['sent', 'kept', 'sending'] as const) {
      const response = await request(superAdmin, mailDeliveryEndpoints.resend, { params: { id: ids[status] } });
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toEqual({ message: 'Only mail that failed or is waiting can be sent again.' });
    }
    expect((await request(superAdmin, mailDeliveryEndpoints.resend, { params: { id: 999_999_999 } })).json()).toEqual({ message: 'Mail not found.' });
    expect((await request(superAdmin, mailDeliveryEndpoints.resend, { params: { id: 'abc' } })).statusCode).toBe(400);
    const rows = await test.ctx.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [ids.sent, ids.kept, ids.sending]));
    expect(rows.map((row) => row.status).sort()).toEqual(['kept', 'sending', 'sent']);
    const audits = await test.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.resent'), inArray(auditLog.entityId, [ids.sent, ids.kept, ids.sending].map(String))));
    expect(audits).toHaveLength(0);
  });
});
