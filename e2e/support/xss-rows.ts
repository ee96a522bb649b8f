import { createHash } from 'node:crypto';

/**
 * The rows that put the XSS corpus (testdata/corpora.ts) into what one person writes and another reads in the back-office
 * (names, contact names, device names, log lines, experience descriptions, audit summaries). Global setup
 * writes them (seed-xss-rows.ts) before the server starts; names-xss.spec.ts finds them by these marks.
 *
 * They stay out of the other suites' way: accounts and contacts have ids below every demo row's (those lists
 * are newest first by id), events and subscriptions are older than every demo one (those lists are by
 * date), devices are inactive, e-mails end in @xss.invalid, and the event owners' user names sort after the
 * demo ones.
 */
export type XssKind = 'name' | 'user' | 'admin' | 'contact';

export const XSS_DOMAIN = 'xss.invalid';

const pad = (index: number) => String(index).padStart(3, '0');

/** name: an end user whose full name is the payload; user: one whose user name is too; admin: an admin's last name. */
export const xssEmail = (kind: XssKind, index: number) => `xss.${kind}.${pad(index)}@${XSS_DOMAIN}`;
export const xssPlainUserName = (index: number) => `xss.name.${pad(index)}`;
export const xssDeviceId = (index: number) => `XSS-DEV-${pad(index)}`;
/** The type column of a log line carrying payload `index` (the message is the payload). */
export const xssLogType = (index: number) => `XSS ${pad(index)}`;
/** Admins' names start with this: the timeline's admin filter lists 50 names in order, the demo ones first. */
export const xssAdminName = (payload: string) => `XSS ${payload}`;
export const xssExperienceId = (index: number) => createHash('md5').update(`xss-experience-${index}`).digest('hex');

/** The payload as a user name; a second payload equal but for case gets its number (user names are unique). */
export function xssUserNames(payloads: string[]): string[] {
  const seen = new Set<string>();
  return payloads.map((payload, index) => {
    const taken = seen.has(payload.toLowerCase());
    seen.add(payload.toLowerCase());
    return taken ? `${payload} ${pad(index)}` : payload;
  });
}

/** The kind and payload number of a marked e-mail, plain user name, device id or log type; undefined for a demo row. */
export function xssIndexOf(text: string): { kind: string; index: number } | undefined {
  const match = /^xss\.(\w+)\.(\d{3})(?:@xss\.invalid)?$|^XSS-(DEV)-(\d{3})$|^XSS (\d{3})$/.exec(text);
  if (!match) return undefined;
  if (match[1]) return { kind: match[1], index: Number(match[2]) };
  if (match[3]) return { kind: 'device', index: Number(match[4]) };
  return { kind: 'log', index: Number(match[5]) };
}

/** Every event of the XSS users is at this one spot (open sea, far from the demo cities), so one click lists them. */
export const XSS_SPOT = { latitude: -45.5, longitude: -140.25 };
/** The day of the XSS audit entries (UTC midday onwards), long before any demo or test activity. */
export const XSS_AUDIT_DAY = '2021-03-01';
/** Log lines per device: the logs modal shows the newest 200, so the corpus is spread over a few devices. */
export const XSS_LOGS_PER_DEVICE = 100;
/** Ids below this are kept for the XSS accounts and contacts (see seed-xss-rows.ts). */
export const XSS_RESERVED_IDS = 10_000;
