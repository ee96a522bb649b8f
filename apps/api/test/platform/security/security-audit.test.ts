import { count, desc, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { databaseKind } from '../../support/helper';
import { createHarness } from '../../support/hostile-input-harness';
import { stringFields } from '../../support/hostile-input-support';
import { label, type RouteInfo } from '../../support/security-openapi';

/**
 * Every write route of the OpenAPI document, called once with a body it accepts, leaves an audit entry that
 * names who did it. Routes that change nothing (or only a display preference) are listed here on purpose; a new write route is checked
 * without editing this file.
 */
const CHANGE_NOTHING = new Set([
  'POST /v1/cms/preview-template/{id}',
  'POST /v1/auth/unlock',
  // Answers the same for unknown e-mails, which is what the sample sends; a known one is audited (auth tests).
  'POST /v1/auth/admin-forgot-password',
  // A display preference of the signed-in admin, not an access or data change (language.service.ts).
  'PUT /v1/my-language',
]);

const { test, routes, calibrate } = await createHarness();
const writes = routes.filter((route) => route.method !== 'GET' && !CHANGE_NOTHING.has(label(route)));

describe(`audit trail of every write on ${databaseKind}`, () => {
  afterAll(() => test.close());

  it.for<[string, RouteInfo]>(writes.map((route) => [label(route), route]))('%s is audited', { timeout: 60_000 }, async ([, route], context) => {
    const [last] = await test.ctx.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const calibration = await calibrate(route, stringFields(route.body));
    if (!calibration.accepted) {
      // Multipart forms without a documented body, or calls whose sample the server refused: not judged here.
      context.skip(`no accepted sample (${calibration.refusal?.slice(0, 80)})`);
    }
    const entries = await test.ctx.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, last?.id ?? 0));
    const own = entries.filter((entry) => !entry.action.startsWith('auth.signin'));
    expect(own.length, `no audit entry after ${label(route)}`).toBeGreaterThan(0);
    for (const entry of own) {
      expect(entry.actorId ?? entry.actorEmail, `${entry.action} names no actor`).toBeTruthy();
      expect(Date.now() - entry.createdAt.getTime()).toBeLessThan(10 * 60_000);
    }
  });

  it('keeps the trail in one table that only grows through recordAudit', async () => {
    const [row] = await test.ctx.db.select({ n: count() }).from(auditLog);
    expect(row?.n).toBeGreaterThan(writes.length / 2);
  });
});
