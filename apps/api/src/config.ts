import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ALARM_SETTINGS_LIMITS, API_KEY, DEFAULT_ALARM_ACK_SECONDS, DEFAULT_ALARM_STALE_MINUTES } from '@guardian/contracts';
import { parseStorageUrl, type S3Settings } from './storage/storage-url';
import { OWASP_HASHING, TEST_HASHING, type PasswordHashing } from './lib/passwords';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * The one place that reads the environment (DESIGN.md's table). A bad value stops the process with a
 * message that names the variable, before anything listens.
 */
const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const staleRange = `must be a whole number of minutes from ${ALARM_SETTINGS_LIMITS.staleMinutesMin} to ${ALARM_SETTINGS_LIMITS.staleMinutesMax}`;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(16, 'must be at most 16 characters').optional(),
  DEMO_DATA: flag.default(false),
  /** Password of the demo role-3 admin (operator@guardian.local); generated and printed when unset. */
  DEMO_ADMIN_PASSWORD: z.string().min(8).max(16).optional(),
  PUBLIC_URL: z.url('must be a URL such as https://guardian.example.com').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Guardian <no-reply@guardian.local>'),
  /**
   * Which X-Forwarded-For entries to believe. Not "all": a proxy appends the address it saw, so the left-most
   * entries are whatever the client sent. 1 (or true) = one proxy in front; N = N proxies; or the proxies'
   * addresses / CIDR ranges, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(0|1|true|false|\d+|[0-9a-fA-F.:/,\s]+)$/, 'must be 0, 1, a number of proxies, or their addresses (comma-separated)')
    .default('0')
    .transform((value): false | number | string => {
      if (value === '0' || value === 'false') return false;
      if (value === 'true') return 1;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Hours a session lives at most, and minutes it may sit unused, before the server ends it. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(60),
  APP_STORE_URL: z.url().default('https://apps.apple.com/'),
  PLAY_STORE_URL: z.url().default('https://play.google.com/store/apps'),
  MAP_TILE_URL: z.string().optional(),
  CORPUS_DIR: z.string().optional(),
  /** Days the audit log keeps a row; housekeeping deletes older ones. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int('must be a whole number of days').min(1).max(36500).default(400),
  /** Seconds an alarm may stay unacknowledged before the desk shows it overdue. */
  ALARM_ACK_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(1).max(3600).default(DEFAULT_ALARM_ACK_SECONDS),
  /** Minutes an owned alarm may go without action before its owner is reminded, until the Alarm settings page saves its own. */
  ALARM_STALE_MINUTES: z.coerce
    .number({ message: staleRange })
    .int(staleRange)
    .min(ALARM_SETTINGS_LIMITS.staleMinutesMin, staleRange)
    .max(ALARM_SETTINGS_LIMITS.staleMinutesMax, staleRange)
    .default(DEFAULT_ALARM_STALE_MINUTES),
  /** Where the built web app is; only tests and parallel builds change it. */
  WEB_DIST_DIR: z.string().optional(),
  /** GET /metrics on the app's port answers only with this bearer token (docs/deploying.md). */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters (a long random string)').optional(),
  /** GET /metrics without a token on this port of 127.0.0.1 only. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Milliseconds any one statement of a request may run on PostgreSQL before the server stops it (0: no limit). */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int('must be a whole number of milliseconds').min(0).max(3_600_000).default(5_000),
  /** Uploads in an S3-compatible object store (s3://bucket/prefix?endpoint=...); unset: DATA_DIR/uploads. */
  STORAGE_URL: z
    .string()
    .transform((value, ctx) => {
      const location = parseStorageUrl(value);
      if (typeof location === 'string') ctx.addIssue({ code: 'custom', message: location });
      return location;
    })
    .optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
});

/** The object store's credentials come from these two variables only, and both are needed with STORAGE_URL. */
const withStorageCredentials = envSchema.superRefine((env, ctx) => {
  if (!env.STORAGE_URL) return;
  for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when STORAGE_URL names an object store' });
  }
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  demoData: boolean;
  demoAdminPassword?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses. */
  trustProxy: false | number | string;
  logLevel: string;
  sessionTtlMs: number;
  sessionIdleMs: number;
  appStoreUrl: string;
  playStoreUrl: string;
  mapTileUrl?: string;
  webDistDir: string;
  /** AUDIT_RETENTION_DAYS: audit rows older than this are deleted by housekeeping. */
  auditRetentionDays: number;
  /** ALARM_ACK_SECONDS: an open alarm older than this is overdue on the desk. */
  alarmAckSeconds: number;
  /** ALARM_STALE_MINUTES: the stale time while the Alarm settings page has never been saved; a saved one wins. */
  alarmStaleMinutes: number;
  /** Calls a service key may make per minute (API_KEY.callsPerMinute); not an environment variable, tests lower it. */
  apiKeyCallsPerMinute: number;
  /** METRICS_TOKEN: the bearer token of GET /metrics; unset, /metrics on the app's port answers 404. */
  metricsToken?: string;
  /** METRICS_PORT: /metrics on 127.0.0.1 at this port, without a token. */
  metricsPort?: number;
  /** STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout on the server's connections (an export's COPY has its own). */
  statementTimeoutMs: number;
  /** STORAGE_URL with the AWS_ credentials: uploads in this object store; unset, under DATA_DIR/uploads. */
  objectStore?: S3Settings;
  /** The cost of a new password hash: OWASP's baseline; not an environment variable, the API tests lower it. */
  passwordHashing: PasswordHashing;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = withStorageCredentials.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA,
    demoAdminPassword: e.DEMO_ADMIN_PASSWORD,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    appStoreUrl: e.APP_STORE_URL,
    playStoreUrl: e.PLAY_STORE_URL,
    mapTileUrl: e.MAP_TILE_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    alarmAckSeconds: e.ALARM_ACK_SECONDS,
    alarmStaleMinutes: e.ALARM_STALE_MINUTES,
    apiKeyCallsPerMinute: API_KEY.callsPerMinute,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    objectStore:
      e.STORAGE_URL && typeof e.STORAGE_URL !== 'string'
        ? { ...e.STORAGE_URL, accessKeyId: e.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: e.AWS_SECRET_ACCESS_KEY ?? '' }
        : undefined,
    passwordHashing: OWASP_HASHING,
  };
}

/**
 * Defaults for tests and tools: an in-memory database and no demo data unless asked. No statement timeout unless
 * asked: tests and tools fill tables through the same connections (a million events in one statement).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), dataDir: path.resolve('./data-test'), statementTimeoutMs: 0, passwordHashing: TEST_HASHING, ...overrides };
}
