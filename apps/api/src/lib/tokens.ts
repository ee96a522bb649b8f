import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the bearer token or reset token the client holds. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a read of the database does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A short unguessable id for public links (experiences). */
export function newPublicId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
