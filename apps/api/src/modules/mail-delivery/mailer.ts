import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertMail, type OutgoingMail } from './outbox.repository';

export type { OutgoingMail } from './outbox.repository';

export type Mailer = {
  /**
   * Writes the mail to the outbox in the caller's transaction (the reset token and its mail land together or
   * not at all) and returns at once: the sender delivers it later. Nothing here talks to an SMTP server.
   */
  enqueue: (db: Db, mail: OutgoingMail, now: Date) => Promise<number>;
  /** Call once the transaction has committed: this process's sender looks at the outbox now, not at its next poll. */
  notify: () => void;
  /** The sender of this process, when there is one (SMTP_URL set), listens here. */
  onNotify: (listener: () => void) => void;
};

/**
 * The outbox's front door (docs/decisions/004, 021). With SMTP_URL a mail waits as pending for the sender; without
 * it the mail is kept, for `npm run outbox`. The log says where a mail is, never what it says: bodies carry
 * reset links, which are live credentials.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  let listener: (() => void) | undefined;
  return {
    async enqueue(db, mail, now) {
      const id = await insertMail(db, mail, options.smtpUrl ? 'pending' : 'kept', now);
      if (!options.smtpUrl) options.log.info({ outboxId: id }, 'mail kept in the outbox (no SMTP_URL); read it with `npm run outbox`');
      return id;
    },
    notify: () => listener?.(),
    onNotify: (next) => {
      listener = next;
    },
  };
}
