import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MailStatus } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { mailOutbox } from '../../db/schema';

export type OutgoingMail = { to: string; subject: string; html: string; text: string };

/** A mail claimed for one attempt: `attempts` already counts it. */
export type ClaimedMail = OutgoingMail & { id: number; attempts: number };

export async function insertMail(db: Db, mail: OutgoingMail, status: 'pending' | 'kept', now: Date): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text, status, createdAt: now, nextAttemptAt: now })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not written to the outbox');
  return row.id;
}

/**
 * Claims up to `limit` mails that are due, for one attempt each, in one short statement: `FOR UPDATE SKIP
 * LOCKED` lets several processes claim at once without taking the same row, and the claim is a lease (status
 * sending, next_attempt_at = its end), so no transaction stays open while the SMTP server is talked to. A
 * process that dies mid-send leaves a lease that runs out, and the mail is claimed again.
 */
export async function claimDueMail(db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await queryRows<{ id: number | string; to_address: string; subject: string; html: string; text: string; attempts: number }>(
    db,
    sql`
      update mail_outbox set status = 'sending', attempts = attempts + 1, last_attempt_at = ${at}::timestamptz, next_attempt_at = ${leaseEnd}::timestamptz
      where id in (
        select id from mail_outbox
        where status in ('pending', 'sending') and next_attempt_at <= ${at}::timestamptz
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, to_address, subject, html, text, attempts
    `,
  );
  return rows.map((row) => ({ id: Number(row.id), to: row.to_address, subject: row.subject, html: row.html, text: row.text, attempts: row.attempts }));
}

/** Only the claim that is still current may settle the mail (not one whose lease ran out and was taken again). */
const stillClaimed = (mail: ClaimedMail) => and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, mail.attempts));

export async function markSent(db: Db, mail: ClaimedMail, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: now, lastError: null }).where(stillClaimed(mail));
}

export async function markRetry(db: Db, mail: ClaimedMail, nextAttemptAt: Date, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'pending', nextAttemptAt, lastError: error }).where(stillClaimed(mail));
}

export async function markFailed(db: Db, mail: ClaimedMail, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', lastError: error }).where(stillClaimed(mail));
}

/** What the Mail delivery screen lists: waiting, being sent and failed mail, newest first. */
export async function listUndelivered(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      lastAttemptAt: mailOutbox.lastAttemptAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function countByStatus(db: Db, sentSince: Date): Promise<{ pending: number; failed: number; sentLast24Hours: number }> {
  const row = await queryOne<{ pending: string | number; failed: string | number; sent: string | number }>(
    db,
    sql`
      select
        (select count(*) from mail_outbox where status in ('pending', 'sending')) as pending,
        (select count(*) from mail_outbox where status = 'failed') as failed,
        (select count(*) from mail_outbox where status = 'sent' and sent_at >= ${sentSince.toISOString()}::timestamptz) as sent
    `,
  );
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), sentLast24Hours: Number(row?.sent ?? 0) };
}

export async function findMailStatus(db: Db, id: number): Promise<{ id: number; to: string; subject: string; status: MailStatus } | undefined> {
  const [row] = await db
    .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row ? { ...row, status: row.status as MailStatus } : undefined;
}

/** Due now, with a fresh count of attempts; only from failed or pending (a mail being sent is left alone). */
export async function requeueMail(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed'])))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
