import { authEndpoints, dashboardEndpoints, profileEndpoints } from '@guardian/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { asRole, createTestApp, databaseKind, type TestApp } from '../support/helper';
import { pathOf, request } from '../support/request';

describe(`API conventions on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  describe('a 500 never leaks internals', () => {
    // A second app on the same context and database, with routes that fail the way bugs do.
    let failing: FastifyInstance;
    beforeAll(async () => {
      failing = await buildApp(test.ctx, { logger: false, serveWeb: false });
      failing.get('/v1/test/throws', { config: { public: true } }, async () => {
        throw new Error('connect to db at 10.0.0.5:5432 failed for user guardian with password hunter2');
      });
      failing.get('/v1/test/bad-sql', { config: { public: true } }, async () => {
        await test.ctx.db.execute(sql`select * from no_such_table_here`);
        return { message: 'unreachable' };
      });
      failing.get('/v1/test/guarded-throws', async () => {
        throw Object.assign(new TypeError("Cannot read properties of undefined (reading 'secret')"), { statusCode: 500 });
      });
      await failing.ready();
    });
    afterAll(() => failing.close());

    it.each(['/v1/test/throws', '/v1/test/bad-sql'])('%s answers only the generic message', async (url) => {
      const response = await failing.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Oops something went wrong...' });
      expect(response.body).not.toMatch(/hunter2|10\.0\.0\.5|no_such_table|stack|at /);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers a signed-in request the same way', async () => {
      const { token } = await asRole(test, 3);
      const response = await failing.inject({ method: 'GET', url: '/v1/test/guarded-throws', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Oops something went wrong...' });
    });

    it('still guards a new route that forgot to say anything about sessions', async () => {
      const response = await failing.inject({ method: 'GET', url: '/v1/test/guarded-throws' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('Cache-Control: no-store on /v1 answers', () => {
    it('is sent on success, on client errors and on unknown /v1 paths', async () => {
      const { call } = await asRole(test, 3);
      const answers = [
        await request(call, profileEndpoints.getMyProfile),
        await request(call, dashboardEndpoints.get),
        await request(test.app, profileEndpoints.getMyProfile),
        await request(test.app, authEndpoints.signIn, { body: { email: '', password: '' } }),
        await test.app.inject({ method: 'GET', url: '/v1/no/such/route' }),
      ];
      expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 401, 400, 404]);
      for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
    });

    it('is sent on the sign-in answer that carries the token', async () => {
      const { account } = await asRole(test, 3);
      const response = await request(test.app, authEndpoints.signIn, { body: { email: account.email, password: account.password } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('is sent when the path is percent-encoded', async () => {
      const { call } = await asRole(test, 3);
      const response = await call({ method: 'GET', url: '/%761/user/get-my-profile' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  it('answers an unknown /v1 path with 404 and a message', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/v1/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('sends security headers', async () => {
    const response = await request(test.app, profileEndpoints.getMyProfile);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  describe('GET /v1/docs/json', () => {
    it('serves the OpenAPI document without a session, listing the foundation routes', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/v1/docs/json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBe('Guardian back-office API');
      expect(Object.keys(doc.paths)).toEqual(
        // test-paths: the document's own keys are what is checked here
        expect.arrayContaining([
          '/v1/auth/admin-signin',
          '/v1/auth/admin-forgot-password',
          '/v1/auth/admin-reset-password/{token}',
          '/v1/auth/logout',
          '/v1/change-password',
          '/v1/user/get-my-profile',
          '/v1/update-profile',
          '/v1/user/admin/app-statistics',
        ]),
      );
      const signIn = doc.paths[pathOf(authEndpoints.signIn)].post;
      // The spec's two fields, and the optional Remember me of decision 027.
      expect(Object.keys(signIn.requestBody.content['application/json'].schema.properties).sort()).toEqual(['email', 'password', 'remember']);
      expect(signIn.requestBody.content['application/json'].schema.required.sort()).toEqual(['email', 'password']);
      expect(signIn.responses['200']).toBeDefined();
    });

    it('describes every tag its operations use, as an integrator reading the document sees them', async () => {
      const doc = (await test.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as {
        tags: { name: string; description?: string }[];
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      const used = new Set(Object.values(doc.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? [])));
      const undescribed = doc.tags.filter((tag) => !tag.description).map((tag) => tag.name);
      expect(undescribed).toEqual([]);
      expect(doc.tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
    });
  });
});
