import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** Every account (an end user, an admin) is a row of accounts; the role says which. */
export async function insertAccount(db: Db, values: typeof accounts.$inferInsert): Promise<number> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  if (!row) throw new Error('account not inserted');
  return row.id;
}

export async function updateAccount(db: Db, id: number, values: Partial<typeof accounts.$inferInsert>): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

export function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  return updateAccount(db, id, { passwordHash, updatedAt: new Date() });
}

/** Admin names are stored split (first, last) and whole (full), so both shapes of the spec read directly. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  return space === -1 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
