import { en, MAIL_DELIVERY, type MailDeliveryList, type MailStatus } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { auditBy, type Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { countByStatus, findMailStatus, listUndelivered, requeueMail } from './outbox.repository';

const DAY_MS = 86_400_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The Mail delivery screen: what waits or failed, never a mail's body (reset mails hold live links). */
export async function listMailDelivery(ctx: AppContext): Promise<MailDeliveryList> {
  const [rows, counts] = await Promise.all([listUndelivered(ctx.db, MAIL_DELIVERY.listLimit), countByStatus(ctx.db, new Date(ctx.now().getTime() - DAY_MS))]);
  return {
    rows: rows.map((row) => ({
      ...row,
      status: row.status as MailStatus,
      createdAt: row.createdAt.toISOString(),
      lastAttemptAt: iso(row.lastAttemptAt),
      // While a mail is claimed, next_attempt_at is the claim's lease, not a planned attempt.
      nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    })),
    counts,
  };
}

/** A failed or waiting mail goes again now, with a fresh count of attempts; audited with who asked. */
export async function resendMail(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const mail = await findMailStatus(tx, id);
    if (!mail) throw notFound(en.mailDelivery.notFound);
    if (!(await requeueMail(tx, id, ctx.now()))) throw conflict(en.mailDelivery.notResendable);
    await auditBy(tx, actor, { action: 'mail.resent', entityType: 'mail', entityId: id, summary: { to: mail.to, subject: mail.subject, was: mail.status } });
  });
  ctx.mailer.notify();
}
