import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { reportBackgroundTask } from '../../observability/background';
import { createMailSender } from './mail-sender';
import { smtpDelivery } from './smtp-delivery';

/**
 * Starts this process's outbox sender when SMTP_URL is set (without it mail is only kept). Returns what stops
 * it; a shutdown waits for the mail being sent, which the SMTP timeouts bound.
 */
export function startMailDelivery(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  const { smtpUrl, mailFrom } = ctx.config;
  if (!smtpUrl) return async () => {};
  const sender = createMailSender({ db: ctx.db, deliver: smtpDelivery(smtpUrl, mailFrom), log, now: ctx.now });
  ctx.mailer.onNotify(sender.wake);
  sender.start();
  reportBackgroundTask(ctx, 'mailSender', () => sender.running() || 'stopped');
  return sender.stop;
}
