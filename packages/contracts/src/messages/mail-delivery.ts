/** Texts of the Mail delivery screen (part of `en`; see messages.ts). Kept apart from the schemas: the catalogue is in every page's first load, zod is not. */
import type { MailStatus } from '../mail-delivery';
export const mailDeliveryMessages = {
  nav: 'Mail Delivery',
  title: 'Mail Delivery',
  intro: 'Mail waiting to be sent or given up. A failed mail is tried again when you resend it.',
  fetched: 'Mail delivery fetched successfully.',
  resent: 'The mail will be sent again shortly.',
  notFound: 'Mail not found.',
  notResendable: 'Only mail that failed or is waiting can be sent again.',
  empty: 'No mail is waiting or failed.',
  loadFailed: 'Mail delivery could not be loaded.',
  actions: 'Actions',
  refresh: 'Refresh',
  resend: 'Resend',
  resendLabel: (to: string, subject: string) => `Resend "${subject}" to ${to}`,
  columns: {
    to: 'To',
    subject: 'Subject',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    createdAt: 'Created',
    nextAttemptAt: 'Next attempt',
  },
  status: { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed', kept: 'Kept (no SMTP)' } satisfies Record<MailStatus, string>,
  counts: (pending: number, failed: number, sent: number) => `${pending} waiting, ${failed} failed, ${sent} sent in the last 24 hours`,
};
