import { parseArgs } from 'node:util';
import type { Db } from '../db/client';
import { resetSuperAdminPassword } from './reset-admin-password';

export const ADMIN_PASSWORD_USAGE = [
  'Usage: npm run admin:password -- EMAIL [--stdin]',
  "  Gives the super admin EMAIL a new password and ends that account's sessions.",
  '  Without --stdin a random password is made and printed once; with --stdin the password is read from standard input.',
].join('\n');

export type CommandResult = { code: number; out: string; err: string };

/**
 * `npm run admin:password -- EMAIL [--stdin]` (scripts/admin-password.ts) on an open database: what it prints and
 * its exit code. `readStdin` is called only with --stdin; its first line is the password.
 */
export async function adminPasswordCommand(db: Db, argv: string[], readStdin: () => Promise<string>, now: Date): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { stdin: { type: 'boolean', default: false } }, allowPositionals: true });
  } catch (error) {
    return { code: 2, out: '', err: `${error instanceof Error ? error.message : String(error)}\n${ADMIN_PASSWORD_USAGE}\n` };
  }
  const [email, ...extra] = parsed.positionals;
  if (!email || extra.length > 0) return { code: 2, out: '', err: `${ADMIN_PASSWORD_USAGE}\n` };
  const given = parsed.values.stdin ? ((await readStdin()).split(/\r?\n/)[0] ?? '') : undefined;
  const result = await resetSuperAdminPassword(db, email, given, now);
  if (!result.ok) return { code: 1, out: '', err: `${result.problem}\nNothing was changed.\n` };
  const lines = [`The password of ${result.email} was reset; ${result.sessionsEnded} session(s) ended.`];
  // The generated password is shown this once; a password read from stdin is the caller's and is not echoed.
  if (result.generated) lines.push(`New password: ${result.password}   (not shown again)`);
  return { code: 0, out: `${lines.join('\n')}\n`, err: '' };
}
