import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { panicEvents } from '../../src/db/schema';
import { createApiKey } from '../../src/modules/integrations/integrations.service';
import { createAccount, type TestApp } from './helper';

/** A service key made the way the server's own scripts make one (no admin behind it). */
export async function serviceKey(test: TestApp, name = 'Alarm gateway') {
  return (await createApiKey(test.ctx, { accountId: null, email: 'test' }, name)).key;
}

/** Calls a service-key route with the key (or none). */
export function withKey(test: TestApp, key: string | undefined) {
  return (options: InjectOptions) => test.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(key ? { 'x-api-key': key } : {}) } });
}

/** An active app user (role 6) with a phone, the person alerts are raised for. */
export function appUser(test: TestApp, overrides: Parameters<typeof createAccount>[1] = {}) {
  return createAccount(test.ctx, {
    roleId: 6,
    countryCode: '+44',
    phoneNumber: '7700900123',
    userName: `person.${Math.random().toString(36).slice(2, 10)}`,
    ...overrides,
  });
}

let alertCounter = 0;
/** A valid ingest body for this user; fields may be overridden. */
export function alertBody(userId: number, overrides: Record<string, unknown> = {}) {
  alertCounter += 1;
  return {
    alert_unique_id: `test-alert-${Date.now()}-${alertCounter}`,
    user_id: userId,
    alert_type: 2 as const,
    source: 1 as const,
    latitude: 51.5072,
    longitude: -0.1276,
    ...overrides,
  };
}

/**
 * Makes every step of every response plan optional, for tests of the alarm's lifecycle rather than its
 * checklist: their alarms may then be resolved straight away.
 */
export async function withoutRequiredSteps(test: TestApp) {
  await test.ctx.db.execute(
    sql`update response_plans set steps = (select jsonb_agg(step || '{"required": false}'::jsonb order by position)
                                           from jsonb_array_elements(steps) with ordinality as s(step, position))`,
  );
}

/**
 * A desk-era alarm row of this person written straight into panic_events (raised by service key 1), for figures
 * tested on known times; `values` sets the times, states and kinds.
 */
export const storedAlarm = (
  user: { id: number; userName: string | null; fullName: string },
  alertUniqueId: string,
  values: Partial<typeof panicEvents.$inferInsert>,
) => ({
  alertUniqueId,
  userId: user.id,
  userName: user.userName ?? '',
  userFullName: user.fullName,
  alertType: 2,
  latitude: 0,
  longitude: 0,
  apiKeyId: 1,
  ...values,
});
