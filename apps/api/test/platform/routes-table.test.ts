import { alarmIngestEndpoints, authEndpoints, profileEndpoints } from '@guardian/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { hashToken, newToken } from '../../src/lib/tokens';
import { createSession } from '../../src/modules/auth/sessions.repository';
import { createApiKey, revokeApiKey } from '../../src/modules/integrations/integrations.service';
import { asRole, createAccount, createTestApp, databaseKind, signInAs } from '../support/helper';
import { label, loadRoutes, urlFor, type RouteInfo } from '../support/security-openapi';
import { pathOf, request } from '../support/request';

/**
 * Every /v1 route of the OpenAPI document, called the way an attacker would: without a token, with a token
 * that is no longer good, and as an admin (role 3) on admin management. Routes added later are covered
 * without editing this file; only a new *public* route must be added to PUBLIC, on purpose.
 */
const PUBLIC = new Set([
  'POST /v1/auth/admin-signin',
  'POST /v1/auth/admin-forgot-password',
  'POST /v1/auth/admin-reset-password/{token}',
  'GET /v1/plans',
  'GET /v1/get-static-page-data/{pageId}',
  'GET /v1/get-experience-details-by-admin/{id}',
]);

/** Admin management (spec: Admin Management is for role 2) and the calls that list or act on admins. */
const ADMIN_MANAGEMENT = /^\/v1\/(auth\/(list-admins|get-admin-by-id|create-admin|update-admin-details|end-admin-sessions)|audit\/actors)\b/;

const EXPIRED = { message: 'Your session has expired. Please sign in again.' };
/** What a service-key route (the alarm service's, X-Api-Key) answers without a live key. */
const INVALID_KEY = { message: 'The service key is missing, unknown or revoked.' };
const FORBIDDEN = { message: 'You are not allowed to do this.' };

const test = await createTestApp();
const routes = await loadRoutes(test.app);
const guarded = routes.filter((route) => !route.isPublic);
const sessionRoutes = guarded.filter((route) => !route.serviceKey);
const serviceKeyRoutes = guarded.filter((route) => route.serviceKey);
const cases = (list: RouteInfo[]) => list.map((route) => [label(route), route] as const);

const injectOptions = (route: RouteInfo, authorization?: string, apiKey?: string): InjectOptions => ({
  method: route.method,
  url: urlFor(route),
  headers: { ...(authorization ? { authorization } : {}), ...(apiKey === undefined ? {} : { 'x-api-key': apiKey }) },
  ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
});

describe(`route table from the OpenAPI document on ${databaseKind}`, () => {
  afterAll(() => test.close());
  afterEach(() => test.setNow());

  it('finds the routes and says which are public', () => {
    expect(routes.length).toBeGreaterThan(10);
    const documentedPublic = routes
      .filter((route) => route.isPublic)
      .map(label)
      .sort();
    // A route that became public without anyone listing it here is a finding, not a detail.
    expect(documentedPublic).toEqual([...PUBLIC].filter((name) => routes.some((route) => label(route) === name)).sort());
  });

  describe('without a session', () => {
    it.each(cases(guarded))('%s answers 401', async (_name, route) => {
      for (const authorization of [undefined, 'Bearer not-a-real-token', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'A'.repeat(5000)}`]) {
        const response = await test.app.inject(injectOptions(route, authorization));
        expect(response.statusCode, String(authorization).slice(0, 30)).toBe(401);
        expect(response.json()).toEqual(route.serviceKey ? INVALID_KEY : EXPIRED);
      }
      // The router decodes the path; the guard judges the matched route, not the raw URL.
      const encoded = await test.app.inject({ ...injectOptions(route), url: urlFor(route).replace('/v1/', '/%761/') });
      expect(encoded.statusCode).toBe(401);
    });

    it.each(cases(routes.filter((route) => route.isPublic)))('%s is public: no 401', async (_name, route) => {
      const response = await test.app.inject(injectOptions(route));
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  describe('service-key routes (the alarm service)', () => {
    it('are in the document, and only the alarm service calls are', () => {
      expect(serviceKeyRoutes.map(label).sort()).toEqual(
        serviceKeyRoutes
          .filter((route) => route.path.startsWith(pathOf(alarmIngestEndpoints.createPanicEvent)))
          .map(label)
          .sort(),
      );
      expect(serviceKeyRoutes.length).toBeGreaterThan(0);
    });

    it('answer 401 to a missing, unknown, malformed or revoked key, and to a live session', async () => {
      const admin = await asRole(test, 2);
      const revoked = await createApiKey(test.ctx, { accountId: null, email: 'test' }, 'Revoked in the route table');
      await revokeApiKey(test.ctx, { accountId: null, email: 'test' }, revoked.id);
      const failures: string[] = [];
      for (const route of serviceKeyRoutes) {
        for (const [what, options] of [
          ['no key', injectOptions(route)],
          ['empty key', injectOptions(route, undefined, '')],
          ['unknown key', injectOptions(route, undefined, `gk_${'A'.repeat(40)}`)],
          ['not a key', injectOptions(route, undefined, "' or 1=1 --")],
          ['huge key', injectOptions(route, undefined, `gk_${'A'.repeat(5000)}`)],
          ['revoked key', injectOptions(route, undefined, revoked.key)],
          ['live session', injectOptions(route, `Bearer ${admin.token}`)],
          ['key as a bearer token', injectOptions(route, `Bearer ${revoked.key}`)],
        ] as const) {
          const response = await test.app.inject(options);
          if (response.statusCode !== 401 || response.body !== JSON.stringify(INVALID_KEY))
            failures.push(`${label(route)} with ${what}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('a live service key opens no session route', async () => {
      const { key } = await createApiKey(test.ctx, { accountId: null, email: 'test' }, 'Route table key');
      const failures: string[] = [];
      for (const route of sessionRoutes) {
        const response = await test.app.inject(injectOptions(route, undefined, key));
        if (response.statusCode !== 401) failures.push(`${label(route)} answered ${response.statusCode}`);
      }
      expect(failures).toEqual([]);
    });
  });

  describe('with a token that is no longer good', () => {
    /** Tokens that were valid once, each ended a different way. */
    async function deadTokens() {
      const { sessionIdleMs, sessionTtlMs } = test.ctx.config;
      const start = Date.now() + 72 * 3600_000;
      const tokens: Record<string, string> = {};

      const revoked = await asRole(test, 3);
      await request(revoked, authEndpoints.signOut);
      tokens.revoked = revoked.token;

      const deactivated = await asRole(test, 3);
      await test.ctx.db.update(accounts).set({ status: 0 }).where(eq(accounts.id, deactivated.account.id));
      tokens.deactivated = deactivated.token;

      const ended = await asRole(test, 3);
      const superAdmin = await asRole(test, 2);
      expect((await request(superAdmin, authEndpoints.endAdminSessions, { params: { id: ended.account.id } })).statusCode).toBe(200);
      tokens.endedBySuperAdmin = ended.token;

      // An app user never signs in here; a session row for one (planted) must still be refused.
      const appUser = await createAccount(test.ctx, { roleId: 6 });
      tokens.appUser = newToken();
      await createSession(test.ctx.db, { tokenHash: hashToken(tokens.appUser), accountId: appUser.id, expiresAt: new Date(start + sessionTtlMs) }, new Date());

      test.setNow(new Date(start));
      const old = await createAccount(test.ctx);
      tokens.idle = await signInAs(test.app, old.email, old.password);
      const aged = await createAccount(test.ctx);
      tokens.expired = await signInAs(test.app, aged.email, aged.password);
      return { tokens, idleAt: new Date(start + sessionIdleMs + 60_000), expiredAt: new Date(start + sessionTtlMs + 1000) };
    }

    it('answers 401 on every guarded route', async () => {
      const { tokens, idleAt, expiredAt } = await deadTokens();
      const failures: string[] = [];
      const check = async (kind: string, token: string) => {
        for (const route of guarded) {
          const response = await test.app.inject(injectOptions(route, `Bearer ${token}`));
          if (response.statusCode !== 401) failures.push(`${kind}: ${label(route)} answered ${response.statusCode}`);
        }
      };
      test.setNow();
      for (const kind of ['revoked', 'deactivated', 'endedBySuperAdmin', 'appUser'] as const) await check(kind, tokens[kind]!);
      test.setNow(idleAt);
      await check('idle', tokens.idle!);
      test.setNow(expiredAt);
      // Used within the idle limit all along, but past its absolute lifetime.
      for (let at = expiredAt.getTime() - test.ctx.config.sessionTtlMs; at < expiredAt.getTime(); at += test.ctx.config.sessionIdleMs / 2) {
        test.setNow(new Date(at));
        await request(test.app, profileEndpoints.getMyProfile, { headers: { authorization: `Bearer ${tokens.expired}` } });
      }
      test.setNow(expiredAt);
      await check('expired', tokens.expired!);
      expect(failures).toEqual([]);
    });
  });

  describe('as an admin (role 3)', () => {
    const adminOnly = routes.filter((route) => ADMIN_MANAGEMENT.test(route.path) || (route.roles && !route.roles.includes(3)));

    it('admin management is in the document and limited to role 2', () => {
      expect(adminOnly.length).toBeGreaterThan(0);
      for (const route of routes.filter((candidate) => ADMIN_MANAGEMENT.test(candidate.path))) expect(route.roles, label(route)).toEqual([2]);
    });

    it.each(cases(adminOnly))('%s answers 403 to role 3 and lets role 2 through', async (_name, route) => {
      const admin = await asRole(test, 3);
      const response = await test.app.inject(injectOptions(route, `Bearer ${admin.token}`));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      if (route.method === 'GET') {
        const superAdmin = await asRole(test, 2);
        const allowed = await test.app.inject(injectOptions(route, `Bearer ${superAdmin.token}`));
        expect([401, 403]).not.toContain(allowed.statusCode);
      }
    });
  });
});
