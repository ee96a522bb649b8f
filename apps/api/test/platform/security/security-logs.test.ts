import { authEndpoints, plansEndpoints, profileEndpoints } from '@guardian/contracts';
import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import type { AppContext } from '../../../src/context';
import { mailOutbox } from '../../../src/db/schema';
import { createMailer } from '../../../src/modules/mail-delivery/mailer';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

/** pino's levels: a line above debug is info (30) or worse. */
const DEBUG = 20;
type LogLine = { level: number; msg?: string; reqId?: string; [key: string]: unknown };

/**
 * Everything the server logs while people sign in, fail to, ask for a reset link and use it: no password,
 * session token, reset token or reset link may appear in a line above debug.
 */
describe(`secrets stay out of the logs on ${databaseKind}`, () => {
  let test: TestApp;
  let app: FastifyInstance;
  const output: string[] = [];

  beforeAll(async () => {
    test = await createTestApp();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    // The same database, with a logger at trace level writing where the test can read it.
    const ctx: AppContext = { ...test.ctx, config: { ...test.ctx.config, logLevel: 'trace' } };
    app = await buildApp(ctx, { logStream: stream, serveWeb: false });
    ctx.mailer = createMailer({ from: ctx.config.mailFrom, log: app.log });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await test.close();
  });

  it('logs the flows with request ids and none of their secrets', async () => {
    const password = 'Secr3t!pass';
    const newPassword = 'N3w!secret';
    const account = await createAccount(test.ctx, { password });

    expect((await request(app, authEndpoints.signIn, { body: { email: account.email, password: 'Wr0ng!pass' } })).statusCode).toBe(401);
    const signedIn = await request(app, authEndpoints.signIn, { body: { email: account.email, password } });
    const token = signedIn.json().data.token as string;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await request(app, profileEndpoints.getMyProfile, { headers: bearer })).statusCode).toBe(200);
    expect((await request(app, authEndpoints.unlock, { body: { password }, headers: bearer })).statusCode).toBe(200);
    expect((await requestRaw(app, profileEndpoints.getMyProfile, { query: { token }, headers: bearer })).statusCode).toBe(200);

    expect((await request(app, authEndpoints.requestPasswordReset, { body: { email: account.email } })).statusCode).toBe(200);
    const [mail] = await test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email)).orderBy(desc(mailOutbox.id));
    const link = /(http\S+reset-password\/([A-Za-z0-9_-]+))/.exec(mail!.text)!;
    const [resetLink, resetToken] = [link[1]!, link[2]!];
    const reset = await request(app, authEndpoints.resetPassword, {
      params: { token: resetToken },
      body: { new_password: newPassword, confirm_password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    // A second use fails, and its URL is logged too.
    expect(
      (await request(app, authEndpoints.resetPassword, { params: { token: resetToken }, body: { new_password: newPassword, confirm_password: newPassword } }))
        .statusCode,
    ).toBe(400);
    expect((await request(app, authEndpoints.signIn, { body: { email: account.email, password: newPassword } })).statusCode).toBe(200);

    await new Promise((resolve) => setImmediate(resolve));
    const lines = output.map((line) => JSON.parse(line) as LogLine);
    const visible = lines.filter((line) => line.level > DEBUG);
    // One line per request (issue 19), nine requests, and the mail kept in the outbox.
    expect(visible.length).toBeGreaterThanOrEqual(10);
    const text = visible.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [password, newPassword, 'Wr0ng!pass', token, resetToken, resetLink]) expect(text).not.toContain(secret);
    // Every request line carries its request id, and the URL of a reset shows where the token was cut.
    const requestLines = visible.filter((line) => line.req || line.res);
    expect(requestLines).toHaveLength(9);
    expect(requestLines.every((line) => typeof line.reqId === 'string' && line.reqId.length > 0)).toBe(true);
    expect(text).toContain('reset-password/[redacted]');
  });

  it('keeps a well-formed request id from a proxy and replaces a forged one', async () => {
    const kept = await request(app, plansEndpoints.list, { headers: { 'x-request-id': 'lb-1234.abcd' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abcd');
    const forged = await request(app, plansEndpoints.list, { headers: { 'x-request-id': 'x"}\\u000a{"level":60,"msg":"forged' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
