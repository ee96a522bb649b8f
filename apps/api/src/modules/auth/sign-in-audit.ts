import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AuditAction } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Sign-in noise is counted in one audit row per address (and account, if any) and this window. */
export const AUDIT_AGGREGATE_WINDOW_MS = 5 * 60_000;
/** The e-mails an aggregated row lists, at most (the attempts are all counted). */
const EMAILS_KEPT = 20;

type Summary = { attempts?: number; emails?: string[]; firstAt?: string; lastAt?: string; [key: string]: unknown };

/**
 * An audit row for sign-in attempts that would otherwise add rows without bound (failures for addresses with
 * no account, refused attempts): the first in a window is a row; the next ones from the same address (for the
 * same account, or for no account) in the window count in it. The row's e-mail is the latest one tried; its
 * summary has how many attempts, the e-mails tried and when the first and last came.
 */
export async function recordSignInNoise(
  db: Db,
  entry: { action: AuditAction; actorId: number | null; email: string; ip: string; summary?: Record<string, unknown> },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - AUDIT_AGGREGATE_WINDOW_MS);
  const [row] = await db
    .select({ id: auditLog.id, summary: auditLog.summary })
    .from(auditLog)
    .where(
      and(
        entry.actorId === null ? isNull(auditLog.actorId) : eq(auditLog.actorId, entry.actorId),
        gt(auditLog.createdAt, since),
        eq(auditLog.action, entry.action),
        eq(auditLog.ip, entry.ip),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  if (!row) {
    await db.insert(auditLog).values({
      actorId: entry.actorId,
      actorEmail: entry.email,
      action: entry.action,
      ip: entry.ip,
      createdAt: now,
      summary: { ...entry.summary, attempts: 1, emails: [entry.email], firstAt: now.toISOString(), lastAt: now.toISOString() },
    });
    return;
  }
  const summary = (row.summary ?? {}) as Summary;
  const emails = summary.emails ?? [];
  const next: Summary = {
    ...summary,
    ...entry.summary,
    attempts: (summary.attempts ?? 1) + 1,
    emails: emails.includes(entry.email) || emails.length >= EMAILS_KEPT ? emails : [...emails, entry.email],
    lastAt: now.toISOString(),
  };
  await db.update(auditLog).set({ actorEmail: entry.email, summary: next }).where(eq(auditLog.id, row.id));
}
