import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { findAccountByEmail } from './accounts.repository';

/** Admins and end users share one table, so an e-mail is taken whichever kind of account holds it. */
export async function assertEmailFree(db: Db, email: string, message: string, exceptId?: number): Promise<void> {
  const holder = await findAccountByEmail(db, email);
  if (holder && holder.id !== exceptId) throw conflict(message, { email: message });
}

function constraintOf(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return '';
}

/**
 * Two requests can both pass the checks above and race to the insert; the unique indexes decide, and the
 * loser gets the same 409 the check would have given (its field named, as the form calls it), never a database
 * message.
 */
export function rethrowUniqueAsConflict(error: unknown, messages: { email: string; userName?: string }): never {
  if (isUniqueViolation(error)) {
    const onUserName = constraintOf(error).includes('user_name') && messages.userName;
    throw onUserName ? conflict(onUserName, { user_name: onUserName }) : conflict(messages.email, { email: messages.email });
  }
  throw error;
}
