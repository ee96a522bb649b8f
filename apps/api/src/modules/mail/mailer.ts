import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutgoingMail = { to: string; subject: string; html: string; text: string };
export type Mailer = { send: (db: Db, mail: OutgoingMail) => Promise<void> };

/**
 * Every mail is kept in the outbox table (a record of what was sent); with SMTP_URL it also goes out over
 * SMTP. Links carry secrets (reset tokens), so the log says where the mail is, never what it says.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(db, mail) {
      const [row] = await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text }).returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info({ outboxId: row?.id }, 'mail kept in the outbox (no SMTP_URL); read it with `npm run outbox`');
        options.log.debug({ outboxId: row?.id, text: mail.text }, 'outbox mail body');
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
      if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
