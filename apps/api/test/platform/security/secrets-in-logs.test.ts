import { authEndpoints } from '@guardian/contracts';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import type { AppContext } from '../../../src/context';
import { mailOutbox } from '../../../src/db/schema';
import { createMailSender, type MailSender } from '../../../src/modules/mail-delivery/mail-sender';
import { createMailer } from '../../../src/modules/mail-delivery/mailer';
import { smtpDelivery } from '../../../src/modules/mail-delivery/smtp-delivery';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { startFakeSmtp, type FakeSmtp } from '../../support/smtp-fakes';
import { request } from '../../support/request';

const FAST = { connectionMs: 500, greetingMs: 500, socketMs: 1_000, wholeSendMs: 3_000 };

/**
 * Issue 14, point 8: reset links (live credentials) and mail bodies reach no log line at any level. The whole
 * flow runs with the log at trace: reset request, delivery over SMTP (and a refused delivery), opening the
 * link, the reset itself, and a mail kept without SMTP. Every line is searched, trace and debug included.
 */
describe(`secrets in the log at trace level on ${databaseKind}`, () => {
  let test: TestApp;
  let app: FastifyInstance;
  let ctx: AppContext;
  let accepting: FakeSmtp;
  let rejecting: FakeSmtp;
  const senders: MailSender[] = [];
  const output: string[] = [];

  beforeAll(async () => {
    test = await createTestApp();
    accepting = await startFakeSmtp('accept');
    rejecting = await startFakeSmtp('reject-recipient');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    ctx = { ...test.ctx, config: { ...test.ctx.config, logLevel: 'trace', smtpUrl: accepting.url } };
    app = await buildApp(ctx, { logStream: stream, serveWeb: false });
    ctx.mailer = createMailer({ smtpUrl: accepting.url, from: ctx.config.mailFrom, log: app.log });
    await app.ready();
  });
  afterAll(async () => {
    await accepting.close();
    await rejecting.close();
    await Promise.all(senders.map((sender) => sender.stop()));
    await app.close();
    await test.close();
  });

  function sender(url: string) {
    const created = createMailSender({ db: ctx.db, deliver: smtpDelivery(url, ctx.config.mailFrom, FAST), log: app.log, now: ctx.now, pollMs: 50 });
    senders.push(created);
    return created;
  }

  it('writes neither the reset link, its token nor any mail body, whatever the level', async () => {
    expect(app.log.level).toBe('trace');
    const account = await createAccount(ctx, { firstName: 'Margaret', lastName: 'Hamilton' });
    const delivering = sender(accepting.url);
    ctx.mailer.onNotify(delivering.wake);
    delivering.start();
    const forgot = await request(app, authEndpoints.requestPasswordReset, { body: { email: account.email }, remoteAddress: '192.0.2.50' });
    expect(forgot.statusCode).toBe(200);
    await expect
      .poll(async () => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email)))[0]?.status, { timeout: 10_000 })
      .toBe('sent');
    await delivering.stop();

    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email));
    const link = /(http\S+reset-password\/([A-Za-z0-9_-]+))/.exec(mail!.text)!;
    const [resetLink, resetToken] = [link[1]!, link[2]!];
    // The person opens the link (the SPA's page) and sets a new password with it, twice (the second fails).
    await app.inject({ method: 'GET', url: `/auth/reset-password/${resetToken}` });
    const body = { new_password: 'N3w!secret', confirm_password: 'N3w!secret' };
    expect((await request(app, authEndpoints.resetPassword, { params: { token: resetToken }, body })).statusCode).toBe(200);
    expect((await request(app, authEndpoints.resetPassword, { params: { token: resetToken }, body })).statusCode).toBe(400);

    // A delivery the server refuses: the sender logs why, not what.
    const other = await createAccount(ctx);
    await request(app, authEndpoints.requestPasswordReset, { body: { email: other.email }, remoteAddress: '192.0.2.51' });
    expect(await sender(rejecting.url).runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [refused] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, other.email));
    const refusedToken = /reset-password\/([A-Za-z0-9_-]+)/.exec(refused!.text)![1]!;

    // A mail kept without SMTP: its id is logged, not its body.
    const keeping = createMailer({ from: ctx.config.mailFrom, log: app.log });
    const keptBody = 'kept-body-4f9c2e unique words';
    await keeping.enqueue(ctx.db, { to: 'kept@example.com', subject: 'Kept', html: `<p>${keptBody}</p>`, text: keptBody }, new Date());

    await new Promise((resolve) => setImmediate(resolve));
    const text = output.join('\n');
    // One line per request since issue 19 (five requests), and the mail lines.
    expect(output.length).toBeGreaterThanOrEqual(8);
    for (const secret of [
      resetToken,
      resetLink,
      refusedToken,
      keptBody,
      'We received a request to reset',
      'Choose a new password',
      'Hello Margaret Hamilton',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    // What the log does say: where the mail is, and what happened to it.
    expect(text).toContain('mail sent');
    expect(text).toContain('mail given up');
    expect(text).toContain('mail kept in the outbox');
    expect(text).toContain('reset-password/[redacted]');
  });
});
