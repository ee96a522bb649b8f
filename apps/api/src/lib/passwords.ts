import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** How costly a new password hash is; a stored hash carries its own cost, so verifying needs none. */
export type PasswordHashing = { memoryCost: number; timeCost: number };

/** OWASP's argon2id baseline (m=19 MiB, t=2, p=1): about 20 ms on a quiet core. Every server runs with it. */
export const OWASP_HASHING: PasswordHashing = { memoryCost: 19456, timeCost: 2 };

/**
 * The same argon2id at a small cost, for the API tests only (testConfig): they create thousands of accounts and
 * send thousands of passwords, and at the baseline the hashing alone took nearly a third of a sweep's CPU. What a test
 * checks of a password (stored as argon2id, verified, refused when wrong) does not depend on the cost.
 */
export const TEST_HASHING: PasswordHashing = { memoryCost: 1024, timeCost: 1 };

export function hashPassword(password: string, hashing: PasswordHashing = OWASP_HASHING): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, parallelism: 1, ...hashing });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const DUMMY_PASSWORD = 'not-a-real-password-1!';
let dummyHash: Promise<string> | undefined;
/**
 * Verified against when the e-mail is unknown, so that both answers take about the same time: made at the cost
 * of the accounts' own hashes.
 */
export function dummyPasswordHash(hashing: PasswordHashing): Promise<string> {
  if (hashing !== OWASP_HASHING) return hashPassword(DUMMY_PASSWORD, hashing);
  dummyHash ??= hashPassword(DUMMY_PASSWORD, OWASP_HASHING);
  return dummyHash;
}
