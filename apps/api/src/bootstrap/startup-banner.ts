import type { CreatedAdmin } from './super-admin';

export type SignInDetails = {
  /** The super admin made by this start (null: one existed already, its password is whatever was set). */
  admin: CreatedAdmin | null;
  /** The demo data's role-3 admin; its password is shown when it was generated (no DEMO_ADMIN_PASSWORD). */
  operator: { email: string; password: string; passwordShown: boolean } | null;
};

const RULE = '='.repeat(72);

/** The sign-in lines: what a newcomer needs to open the back-office, and what to do when a password is lost. */
function signInLines({ admin, operator }: SignInDetails): string[] {
  const lines: string[] = [];
  if (admin) {
    lines.push(`  Super admin:          ${admin.email}`);
    // Printed once, on the terminal only (never through the logger), so it can be noted down.
    if (admin.generated) lines.push(`  Password:             ${admin.password}   (generated now; it is not shown again)`);
  }
  if (operator) lines.push(`  Demo admin (role 3):  ${operator.email}${operator.passwordShown ? ` / ${operator.password}` : ''}`);
  lines.push("  Lost the super admin's password? npm run admin:password -- EMAIL");
  return lines;
}

/**
 * What the terminal shows once the server listens: the addresses, then the sign-in details framed so they stand
 * out, then a line saying the request lines start below, so they are not lost among them.
 */
export function startupBanner(startupLines: string[], signIn: SignInDetails): string {
  return ['', ...startupLines, '', RULE, '  SIGN IN', ...signInLines(signIn), RULE, 'Requests are logged below, one line each.'].join('\n') + '\n';
}
