import { authEndpoints, profileEndpoints, timelineEndpoints } from '@guardian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPasswordCommand } from '../../src/bootstrap/admin-password-command';
import { startupBanner } from '../../src/bootstrap/startup-banner';
import { createAccount, createTestApp, databaseKind, signInAs, type TestApp } from '../support/helper';
import { request } from '../support/request';

const noStdin = () => Promise.reject(new Error('stdin is read only with --stdin'));

describe(`npm run admin:password on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const run = (argv: string[], stdin: () => Promise<string> = noStdin) => adminPasswordCommand(test.ctx.db, argv, stdin, new Date());
  const signIn = (email: string, password: string) => request(test.app, authEndpoints.signIn, { body: { email, password } });
  const me = (token: string) => request(test.app, profileEndpoints.getMyProfile, { headers: { authorization: `Bearer ${token}` } });

  it('refuses an unknown e-mail, another role, a bad password or no e-mail with a clear message, changing nothing', async () => {
    const superAdmin = await createAccount(test.ctx, { roleId: 2 });
    const operator = await createAccount(test.ctx, { roleId: 3 });
    const token = await signInAs(test.app, superAdmin.email, superAdmin.password);

    expect(await run([])).toMatchObject({ code: 2, out: '', err: expect.stringContaining('Usage: npm run admin:password -- EMAIL [--stdin]') });
    expect(await run(['nobody@example.com'])).toEqual({ code: 1, out: '', err: 'No account has the e-mail nobody@example.com.\nNothing was changed.\n' });
    const otherRole = await run([operator.email]);
    expect(otherRole.code).toBe(1);
    expect(otherRole.err).toContain(`${operator.email} is not a super admin`);
    const weak = await run([superAdmin.email, '--stdin'], () => Promise.resolve('short\n'));
    expect(weak).toEqual({
      code: 1,
      out: '',
      err: 'Password Should Contain Minimum 8 Character (8 to 16 letters, digits and !@#$%^&*, with a digit and a special)\nNothing was changed.\n',
    });

    expect((await me(token)).statusCode).toBe(200);
    expect((await signIn(superAdmin.email, superAdmin.password)).statusCode).toBe(200);
    expect((await signIn(operator.email, operator.password)).statusCode).toBe(200);
  });

  it("prints a new password once, ends the account's sessions, lifts its lockout, and the audit trail says the command did it", async () => {
    const superAdmin = await createAccount(test.ctx, { roleId: 2 });
    const token = await signInAs(test.app, superAdmin.email, superAdmin.password);
    // The owner tried to remember the password until the sign-in locked them out; the reset lifts that too.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(superAdmin.email, 'Forg0tten@pw')).statusCode).toBe(401);
    expect((await signIn(superAdmin.email, 'Forg0tten@pw')).statusCode).toBe(429);

    // The e-mail is matched as the sign-in matches it: case and spaces aside.
    const result = await run([` ${superAdmin.email.toUpperCase()} `]);
    expect(result.code, result.err).toBe(0);
    const printed = /^New password: (\S+) {3}\(not shown again\)$/m.exec(result.out)?.[1];
    expect(result.out).toContain(`The password of ${superAdmin.email} was reset; 1 session(s) ended.`);
    expect(printed).toBeDefined();

    expect((await me(token)).statusCode).toBe(401);
    expect((await signIn(superAdmin.email, superAdmin.password)).statusCode).toBe(401);
    const newToken = await signInAs(test.app, superAdmin.email, printed!);

    const timeline = await request(test.app, timelineEndpoints.getAuditTimeline, {
      query: { action: 'auth.password.reset_by_command' },
      headers: { authorization: `Bearer ${newToken}` },
    });
    expect(timeline.statusCode, timeline.body).toBe(200);
    const entry = (timeline.json() as { data: { actorEmail: string; entityId: string; summary: Record<string, unknown> }[] }).data.find(
      (row) => row.entityId === String(superAdmin.id),
    );
    expect(entry).toMatchObject({ actorEmail: 'npm run admin:password', summary: { email: superAdmin.email, sessionsEnded: 1 } });

    // A password given on standard input is used as given and not printed.
    const chosen = await run([superAdmin.email, '--stdin'], () => Promise.resolve('Ch0sen@pass\nignored line\n'));
    expect(chosen).toEqual({ code: 0, out: `The password of ${superAdmin.email} was reset; 1 session(s) ended.\n`, err: '' });
    expect((await signIn(superAdmin.email, printed!)).statusCode).toBe(401);
    expect((await signIn(superAdmin.email, 'Ch0sen@pass')).statusCode).toBe(200);
  });
});

describe('the start-up output', () => {
  it('prints the sign-in details after the addresses, framed, and says the request lines follow', () => {
    const output = startupBanner(['Guardian is running on http://localhost:3000', 'API docs: http://localhost:3000/v1/docs'], {
      admin: { email: 'admin@guardian.local', password: 'Gen3rated@pass', generated: true },
      operator: { email: 'operator@guardian.local', password: 'Operat0r@pass', passwordShown: true },
    });
    const lines = output.split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(at('Guardian is running')).toBeLessThan(at('SIGN IN'));
    expect(lines[at('SIGN IN') - 1]).toMatch(/^=+$/);
    expect(lines[at('SIGN IN') + 1]).toBe('  Super admin:          admin@guardian.local');
    expect(lines[at('SIGN IN') + 2]).toBe('  Password:             Gen3rated@pass   (generated now; it is not shown again)');
    expect(lines[at('SIGN IN') + 3]).toBe('  Demo admin (role 3):  operator@guardian.local / Operat0r@pass');
    expect(lines[at('SIGN IN') + 4]).toBe("  Lost the super admin's password? npm run admin:password -- EMAIL");
    expect(lines[at('SIGN IN') + 5]).toMatch(/^=+$/);
    expect(lines.at(-2)).toBe('Requests are logged below, one line each.');
    // A restart (the super admin exists) and a chosen demo password: no password is printed.
    const restart = startupBanner(['Guardian is running'], {
      admin: null,
      operator: { email: 'operator@guardian.local', password: 'x', passwordShown: false },
    });
    expect(restart).not.toContain('Password:');
    expect(restart).toContain('  Demo admin (role 3):  operator@guardian.local\n');
  });
});
