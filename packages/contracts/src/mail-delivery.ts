import { z } from 'zod';
import { defineEndpoint, SUPER_ADMIN } from './endpoint';
import { envelope, messageOnly } from './envelope';
import { requestsMessages as r } from './messages/requests';

/**
 * Mail is written to an outbox in the request's transaction and delivered by a sender in the server process
 * (docs/decisions/004). A super admin sees what is waiting or has failed, and may send it again.
 */
export const MAIL_DELIVERY = {
  /** Attempts before a mail is given up (status failed); about half an hour of retries with the delays below. */
  maxAttempts: 8,
  /** Seconds before the next attempt after attempt n fails (the last one repeats). */
  retryDelaysSeconds: [15, 30, 60, 120, 240, 480, 960],
  /** Rows the screen shows at most (newest first): it is a place to notice trouble, not an archive. */
  listLimit: 200,
} as const;

/** pending: waiting (or retrying); sending: claimed by a sender now; sent; failed: given up; kept: no SMTP was set. */
export const MAIL_STATUS = ['pending', 'sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUS)[number];

/** One mail as the screen shows it: never its body (a reset mail's link is a live credential). */
export const mailDeliveryRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUS),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type MailDeliveryRow = z.infer<typeof mailDeliveryRow>;

export const mailDeliveryList = z.object({
  rows: z.array(mailDeliveryRow),
  counts: z.object({ pending: z.number().int(), failed: z.number().int(), sentLast24Hours: z.number().int() }),
});
export type MailDeliveryList = z.infer<typeof mailDeliveryList>;

export const mailIdParams = z.object({
  id: z.coerce
    .number({ message: r.fields.wholeNumber('id') })
    .int()
    .positive(r.fields.wholeNumber('id')),
});

const tag = 'mail-delivery';

export const mailDeliveryEndpoints = {
  list: defineEndpoint({
    operationId: 'listMailDelivery',
    summary: 'Mail waiting to be sent or given up (newest first), and counts by status',
    tag,
    method: 'GET',
    path: '/admin/mail-delivery',
    access: SUPER_ADMIN,
    success: { status: 200, schema: envelope(mailDeliveryList) },
  }),
  resend: defineEndpoint({
    operationId: 'resendMail',
    summary: 'Send a failed or waiting mail again now, with a fresh count of attempts',
    tag,
    method: 'POST',
    path: '/admin/mail-delivery/:id/resend',
    access: SUPER_ADMIN,
    params: mailIdParams,
    success: { status: 200, schema: messageOnly },
    errors: [404, 409],
  }),
};
