import { randomBytes } from 'node:crypto';
import { API_KEY, en, type ApiKeyRow, type AuditAction, type CreatedApiKey } from '@guardian/contracts';
import type { AppContext, ServiceKeyInfo } from '../../context';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { countCallOfLiveKey, insertApiKey, listLiveApiKeys, liveKeyIdsNamed, revokeLiveKey, touchKey } from './integrations.repository';

/** What key management needs of the app: a script (npm run alarm:demo) passes just these. */
type KeyContext = Pick<AppContext, 'db' | 'now'>;

/** Who made or revoked a key: an admin (the request's actor), or a script on the server (no account). */
export type KeyAuthor = { accountId: number | null; email: string; ip?: string };

const MINUTE_MS = 60_000;
/** Longer than any key we issue: a header this long is refused without a database look-up. */
const KEY_MAX_LENGTH = 200;

/** `gk_` and 40 base64url characters (30 random bytes: 240 bits). */
export function newApiKey(): string {
  return `${API_KEY.prefix}${randomBytes(30).toString('base64url')}`;
}

const audit = (db: Db, by: KeyAuthor, action: AuditAction, id: number, summary: Record<string, unknown>) =>
  recordAudit(db, { actorId: by.accountId, actorEmail: by.email, ip: by.ip, action, entityType: 'api_key', entityId: id, summary });

/** The key is in the answer and nowhere else: the database keeps its SHA-256, the audit its name and prefix. */
export async function createApiKey(ctx: KeyContext, by: KeyAuthor, name: string): Promise<CreatedApiKey> {
  const key = newApiKey();
  const keyPrefix = key.slice(0, API_KEY.shownPrefixLength);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertApiKey(tx, { name, keyHash: hashToken(key), keyPrefix, createdBy: by.accountId, at: ctx.now() });
    await audit(tx, by, 'api_key.created', created, { name, keyPrefix });
    return created;
  });
  return { id, name, key };
}

export function listApiKeys(ctx: KeyContext): Promise<ApiKeyRow[]> {
  return listLiveApiKeys(ctx.db);
}

export async function revokeApiKey(ctx: KeyContext, by: KeyAuthor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const revoked = await revokeLiveKey(tx, id, ctx.now());
    if (!revoked) throw notFound(en.integrations.notFound);
    await audit(tx, by, 'api_key.revoked', id, { name: revoked.name });
  });
}

/** A fresh key under `name`, the live keys of that name revoked (a key cannot be shown again, so it is replaced). */
export async function replaceApiKey(ctx: KeyContext, by: KeyAuthor, name: string): Promise<CreatedApiKey> {
  for (const id of await liveKeyIdsNamed(ctx.db, name)) await revokeApiKey(ctx, by, id);
  return createApiKey(ctx, by, name);
}

/** 429 with the seconds until the key's next minute window. */
export class KeyRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', en.integrations.rateLimited);
  }
}

/**
 * The key of a service-key route: live (not revoked), and within its calls per minute, counted in the
 * database so every API process shares one allowance. last_used_at is written at most once a minute.
 */
export async function authenticateServiceKey(ctx: AppContext, header: string | undefined): Promise<ServiceKeyInfo> {
  const invalid = () => unauthorized(en.integrations.invalidKey);
  const key = header?.trim();
  if (!key || key.length > KEY_MAX_LENGTH || !key.startsWith(API_KEY.prefix)) throw invalid();
  const at = ctx.now();
  const windowStart = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
  const found = await countCallOfLiveKey(ctx.db, hashToken(key), windowStart);
  if (!found) throw invalid();
  if (found.calls > ctx.config.apiKeyCallsPerMinute) {
    throw new KeyRateLimited(Math.max(1, Math.ceil((windowStart.getTime() + MINUTE_MS - at.getTime()) / 1000)));
  }
  if (!found.lastUsedAt || at.getTime() - found.lastUsedAt.getTime() >= MINUTE_MS) await touchKey(ctx.db, found.id, at);
  return { id: found.id, name: found.name };
}
