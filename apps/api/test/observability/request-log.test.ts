import { authEndpoints, plansEndpoints, usersEndpoints } from '@guardian/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppContext } from '../../src/context';
import { createMailer } from '../../src/modules/mail-delivery/mailer';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../support/helper';
import { request } from '../support/request';

type LogLine = {
  level: number;
  msg?: string;
  reqId?: string;
  route?: string | null;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};
const INFO = 30;

/**
 * Issue 19: at info level the log holds one line per API request (route template, status, time) and none for
 * the web app's files, uploads, health probes or metrics; those are at debug.
 */
describe(`the request log on ${databaseKind}`, () => {
  let test: TestApp;
  let app: FastifyInstance;
  let webDist: string;
  const output: string[] = [];

  async function appAt(level: string): Promise<FastifyInstance> {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const ctx: AppContext = {
      ...test.ctx,
      config: { ...test.ctx.config, logLevel: level, webDistDir: webDist, metricsToken: 'a-metrics-token-of-the-log-test' },
    };
    const built = await buildApp(ctx, { logStream: stream, serveWeb: true });
    ctx.mailer = createMailer({ from: ctx.config.mailFrom, log: built.log });
    await built.ready();
    return built;
  }

  const lines = () => output.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    test = await createTestApp();
    // A built web app of two files, and an upload, as the server serves them.
    webDist = path.join(test.ctx.config.dataDir, 'web');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Guardian</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);');
    await test.ctx.storage.put('pictures/picture.png', Buffer.from('89504e470d0a1a0a', 'hex'));
  });
  afterAll(async () => {
    await app?.close();
    await test.close();
  });

  it('writes one info line per API request after a walkthrough, and none for files, uploads, probes or metrics', async () => {
    app = await appAt('info');
    output.length = 0;
    const account = await createAccount(test.ctx, { password: 'Passw0rd!' });
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

    // The browser loads the app and its files, then signs in and opens a list and a record.
    expect((await get('/auth/login')).statusCode).toBe(200);
    expect((await get('/assets/app.js')).statusCode).toBe(200);
    expect((await get('/uploads/pictures/picture.png')).statusCode).toBe(200);
    const signIn = await request(app, authEndpoints.signIn, { body: { email: account.email, password: 'Passw0rd!' } });
    expect(signIn.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${signIn.json().data.token as string}` };
    expect((await request(app, plansEndpoints.list, { headers: bearer })).statusCode).toBe(200);
    expect((await request(app, usersEndpoints.getUser, { params: { userId: 999999999 }, headers: bearer })).statusCode).toBe(404);
    expect((await get('/v1/no-such-call', bearer)).statusCode).toBe(404);
    // Machines: probes and a scrape.
    for (let i = 0; i < 3; i += 1) {
      expect((await get('/healthz')).statusCode).toBe(200);
      expect((await get('/readyz')).statusCode).toBe(200);
    }
    expect((await get('/metrics', { authorization: 'Bearer a-metrics-token-of-the-log-test' })).statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));

    const visible = lines().filter((line) => line.level >= INFO);
    const requestLines = visible.filter((line) => line.msg === 'request completed');
    expect(requestLines.map((line) => `${line.req?.method} ${line.route ?? line.req?.url} ${line.res?.statusCode}`)).toEqual([
      'POST /v1/auth/admin-signin 200',
      'GET /v1/plans 200',
      'GET /v1/user/admin/get-user-by-id/:userId 404',
      'GET /v1/no-such-call 404',
    ]);
    for (const line of requestLines) {
      expect(line.level).toBe(INFO);
      expect(typeof line.reqId).toBe('string');
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
    }
    // Nothing else at info names a file, an upload, a probe or the scrape.
    const text = visible.map((line) => JSON.stringify(line)).join('\n');
    for (const quiet of ['/auth/login', 'app.js', 'picture.png', '/healthz', '/readyz', '/metrics']) expect(text).not.toContain(quiet);
  });

  it('keeps those requests at debug', async () => {
    await app.close();
    app = await appAt('debug');
    output.length = 0;
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const debug = lines().filter((line) => line.msg === 'request completed');
    expect(debug.map((line) => [line.level, line.req?.url])).toEqual([
      [20, '/assets/app.js'],
      [20, '/healthz'],
    ]);
  });
});
