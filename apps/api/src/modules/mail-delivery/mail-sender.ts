import type { FastifyBaseLogger } from 'fastify';
import { MAIL_DELIVERY } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { claimDueMail, markFailed, markRetry, markSent, type ClaimedMail } from './outbox.repository';
import { classifyDeliveryError, type Deliver } from './smtp-delivery';

export type MailSenderOptions = {
  db: Db;
  deliver: Deliver;
  log: FastifyBaseLogger;
  now: () => Date;
  /** How often the outbox is looked at when nothing woke the sender; mail from another process waits at most this. */
  pollMs?: number;
  /** How long a claim lasts: longer than the slowest send (SMTP_TIMEOUTS.wholeSendMs), shorter than anyone waits. */
  leaseMs?: number;
  /** Mails claimed per round; they are sent one after another. */
  batch?: number;
};

export type MailSender = {
  /** One round: claims what is due and tries each once. Tests call it directly. */
  runOnce: () => Promise<{ sent: number; retried: number; failed: number }>;
  /** Looks at the outbox soon (a request of this process has just written a mail). */
  wake: () => void;
  /** Runs rounds until stop(); stop() waits for the mail being sent to finish. */
  start: () => void;
  stop: () => Promise<void>;
  /** Between start() and stop() (the /readyz check). */
  running: () => boolean;
};

const ERROR_PAUSE_MS = 5_000;

/** The delay before attempt n + 1, with a fifth either way of jitter so that retries of many mails spread out. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const delays = MAIL_DELIVERY.retryDelaysSeconds;
  const seconds = delays[Math.min(attempts, delays.length) - 1] ?? delays[0];
  return Math.round(seconds * 1000 * (0.8 + 0.4 * random()));
}

/**
 * The background sender of the outbox (docs/decisions/004, 021). It runs in each server process; claims are
 * leases taken with FOR UPDATE SKIP LOCKED, so several processes share the work and never send a mail twice
 * at once. No request waits for it and nothing it meets (a hanging or refusing SMTP server, a database that is
 * briefly away) reaches a request: it logs, waits and tries again.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, deliver, log, now } = options;
  const pollMs = options.pollMs ?? 2_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batch = options.batch ?? 10;
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** Set by wake() during a round, so the mail written meanwhile is looked for at once rather than after a pause. */
  let woken = false;

  async function attempt(mail: ClaimedMail): Promise<'sent' | 'retried' | 'failed'> {
    try {
      await deliver(mail);
      await markSent(db, mail, now());
      log.info({ outboxId: mail.id, attempts: mail.attempts }, 'mail sent');
      return 'sent';
    } catch (error) {
      const { permanent, reason } = classifyDeliveryError(error);
      if (permanent || mail.attempts >= MAIL_DELIVERY.maxAttempts) {
        await markFailed(db, mail, reason);
        log.error({ outboxId: mail.id, attempts: mail.attempts, reason }, 'mail given up; a super admin can resend it from Mail delivery');
        return 'failed';
      }
      const delay = retryDelayMs(mail.attempts);
      await markRetry(db, mail, new Date(now().getTime() + delay), reason);
      log.warn({ outboxId: mail.id, attempts: mail.attempts, retryInMs: delay, reason }, 'mail not sent; it will be tried again');
      return 'retried';
    }
  }

  async function runOnce() {
    const counts = { sent: 0, retried: 0, failed: 0 };
    const claimed = await claimDueMail(db, now(), leaseMs, batch);
    for (const mail of claimed) counts[await attempt(mail)] += 1;
    return counts;
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    }).finally(() => {
      clearTimeout(timer);
      wakeUp = undefined;
    });

  async function run() {
    while (running) {
      woken = false;
      let wait = pollMs;
      try {
        const { sent, retried, failed } = await runOnce();
        // A full batch may mean more is due: go on at once.
        if (sent + retried + failed >= batch) wait = 0;
      } catch (error) {
        log.warn({ err: error }, 'mail sender could not read the outbox; trying again shortly');
        wait = ERROR_PAUSE_MS;
      }
      if (running && wait > 0 && !woken) await pause(wait);
    }
  }

  return {
    runOnce,
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    start: () => {
      if (running) return;
      running = true;
      loop = run();
    },
    stop: async () => {
      running = false;
      wakeUp?.();
      await loop;
    },
    running: () => running,
  };
}
