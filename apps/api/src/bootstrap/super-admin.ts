import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { passwordMessage, ROLE } from '@guardian/contracts';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { hashPassword } from '../lib/passwords';

export const DEFAULT_ADMIN_EMAIL = 'admin@guardian.local';

/** A password the sign-in form accepts: 14 characters, letters and digits with one digit and one special. */
export function generatePassword(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const specials = '!@#$%^&*';
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const body = Array.from({ length: 11 }, () => pick(letters + digits)).join('');
  return `${body}${pick(digits)}${pick(specials)}${pick(letters)}`;
}

/** Why a password given on the server (ADMIN_PASSWORD, the admin:password command) cannot be used, with the rule. */
export function adminPasswordProblem(password: string): string | null {
  const problem = passwordMessage(password);
  return problem && `${problem} (8 to 16 letters, digits and !@#$%^&*, with a digit and a special)`;
}

export type CreatedAdmin = { email: string; password: string; generated: boolean };

/**
 * The first start creates the super admin (role 2). An existing one is left as it is: changing
 * ADMIN_PASSWORD later does not reset a password someone may have changed in the app.
 */
export async function ensureSuperAdmin(db: Db, adminEmail?: string, adminPassword?: string): Promise<CreatedAdmin | null> {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.roleId, ROLE.superAdmin)).limit(1);
  if (existing) return null;
  const email = adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = adminPassword ?? generatePassword();
  const problem = adminPasswordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  await db.insert(accounts).values({
    roleId: ROLE.superAdmin,
    firstName: 'Super',
    lastName: 'Admin',
    fullName: 'Super Admin',
    email,
    passwordHash: await hashPassword(password),
  });
  return { email, password, generated: adminPassword === undefined };
}
