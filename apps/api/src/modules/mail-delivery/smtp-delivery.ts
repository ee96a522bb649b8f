import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox.repository';

/** How long each step of talking to the SMTP server may take; nodemailer's defaults are 2 and 10 minutes. */
export type SmtpTimeouts = { connectionMs: number; greetingMs: number; socketMs: number; wholeSendMs: number };

export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000, wholeSendMs: 60_000 };

/** The outcome of a failed attempt: whether trying again could help, and what to show an operator. */
export type DeliveryError = { permanent: boolean; reason: string };

export type Deliver = (mail: OutgoingMail) => Promise<void>;

/**
 * Sends one mail over SMTP_URL. A server that accepts and never greets, or stalls mid-way, is given up after
 * the timeouts above (the whole send after `wholeSendMs` at most), so one attempt never holds the sender long.
 */
export function smtpDelivery(smtpUrl: string, from: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): Deliver {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    // nodemailer's own logging would write addresses and the conversation; it stays off.
    logger: false,
    debug: false,
  });
  return async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, signal: AbortSignal.timeout(timeouts.wholeSendMs) });
  };
}

type SmtpError = { code?: string; responseCode?: number; command?: string; response?: string; message?: string };

/**
 * A 5xx answer to this mail's own commands (sender, recipient, content) will not change on a retry: the mail
 * fails at once. Everything else (refused or dropped connections, timeouts, 4xx, a 5xx greeting, failed
 * sign-in to the server) may pass later and is retried. The reason holds the server's answer or the network
 * error, never the mail's content.
 */
export function classifyDeliveryError(error: unknown): DeliveryError {
  const e = (error ?? {}) as SmtpError;
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && /MAIL|RCPT|DATA/i.test(e.command ?? '');
  const parts = [e.code, e.command, e.response ?? e.message].filter((part): part is string => typeof part === 'string' && part.length > 0);
  const reason = (parts.join(': ') || 'unknown error').replace(/\s+/g, ' ').slice(0, 300);
  return { permanent, reason };
}
