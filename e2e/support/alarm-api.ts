import { expect, type APIRequestContext } from '@playwright/test';
import { SUPER_ADMIN } from './environment';

/**
 * The alarm service's side of the desk tests: a service key made through the API by the super admin, and
 * alerts sent with it as the mobile back end would (X-Api-Key). Paths are the contract's
 * (packages/contracts/src/alarms.ts); the e2e suite speaks plain HTTP, as any client of the API does.
 */
export type Person = { userId: number; fullName: string };

type DeskRow = {
  id: number;
  alertUniqueId: string;
  status: string;
  latitude: number;
  longitude: number;
  escalatedAt: string | null;
  person: { fullName: string };
};

async function adminHeaders(request: APIRequestContext, baseURL?: string) {
  const signIn = await request.post(`${baseURL ?? ''}/v1/auth/admin-signin`, { data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } });
  expect(signIn.ok()).toBe(true);
  return { Authorization: `Bearer ${(await signIn.json()).data.token}` };
}

let serial = 0;
/** An alert_unique_id no other alert of this run has. */
export const newAlertId = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}-${(serial += 1)}`;

export async function alarmApi(request: APIRequestContext, baseURL?: string) {
  const base = baseURL ?? '';
  const headers = await adminHeaders(request, baseURL);

  /** Skips the alarm's open required steps (a super admin may), so that it can be resolved. */
  const skipRequiredSteps = async (id: number) => {
    const response = await request.get(`${base}/v1/admin/alarms/${id}`, { headers });
    expect(response.ok()).toBe(true);
    for (const step of (await response.json()).data.steps as { id: number; required: boolean; status: string }[]) {
      if (!step.required || step.status !== 'pending') continue;
      const skipped = await request.post(`${base}/v1/admin/alarms/${id}/steps/${step.id}`, { headers, data: { status: 'skipped', note: 'e2e' } });
      // 409: resolved meanwhile (the desk is being cleared while a test ends), nothing left to skip.
      expect([200, 409]).toContain(skipped.status());
    }
  };

  /** The alarms on the desk, as the super admin's desk loads them. */
  const deskRows = async () => {
    const response = await request.get(`${base}/v1/admin/alarms`, { headers });
    expect(response.ok()).toBe(true);
    return (await response.json()).data as DeskRow[];
  };

  return {
    /** A new service key (its whole value: the answer is the only place it is ever shown). */
    async createKey(name: string): Promise<{ id: number; key: string }> {
      const response = await request.post(`${base}/v1/admin/api-keys`, { headers, data: { name } });
      expect(response.status()).toBe(201);
      return (await response.json()).data;
    },

    /**
     * Active app users with distinct full names: each alert of a test is raised for a different person, so
     * its card is found by its accessible name (the person's name).
     */
    async people(count: number): Promise<Person[]> {
      const response = await request.get(`${base}/v1/user/admin/list-all-users?limit=100`, { headers });
      expect(response.ok()).toBe(true);
      const rows = (await response.json()).data as { userId: number; fullName: string; status: number }[];
      const seen = new Set<string>();
      const people = rows.filter((row) => row.status === 1 && row.fullName.trim() !== '' && !seen.has(row.fullName) && seen.add(row.fullName));
      expect(people.length).toBeGreaterThanOrEqual(count);
      return people.slice(0, count).map(({ userId, fullName }) => ({ userId, fullName }));
    },

    /** An active app user with an active emergency contact (the desk lists it to call), and that contact's name. */
    async personWithContact(): Promise<Person & { contactName: string }> {
      const response = await request.get(`${base}/v1/admin/list-emergency-contacts-data?limit=100`, { headers });
      expect(response.ok()).toBe(true);
      const contacts = (await response.json()).data as { contactName: string; isActive: boolean; isDeleted: boolean; userContacts: { userId: number } }[];
      const people = await this.people(20);
      for (const person of people) {
        const contact = contacts.find((row) => row.userContacts.userId === person.userId && row.isActive && !row.isDeleted && row.contactName.trim() !== '');
        if (contact) return { ...person, contactName: contact.contactName };
      }
      throw new Error('no active app user among the first listed has an active emergency contact');
    },

    /** A log of an alert, with a position (and its accuracy) when given. */
    async log(key: string, alertId: string, body: { eventType: string; latitude?: number; longitude?: number; accuracyM?: number }) {
      const data = {
        event_type: body.eventType,
        event_message: '',
        time_stamp: new Date().toISOString(),
        ...(body.latitude === undefined ? {} : { latitude: body.latitude, longitude: body.longitude, accuracy_m: body.accuracyM }),
      };
      const response = await request.post(`${base}/v1/alarm/panic-events/${encodeURIComponent(alertId)}/logs`, { headers: { 'X-Api-Key': key }, data });
      expect(response.status(), await response.text()).toBe(201);
    },

    /** Raises an alert with the key; answers the alarm row. */
    async raise(key: string, person: Person, options: { alertId?: string; startedAt?: Date; alertType?: 1 | 2; source?: 1 | 2 } = {}) {
      const body = {
        alert_unique_id: options.alertId ?? newAlertId('alert'),
        user_id: person.userId,
        alert_type: options.alertType ?? 2,
        source: options.source ?? 1,
        latitude: 51.5072 + Math.random() / 100,
        longitude: -0.1276 + Math.random() / 100,
        ...(options.startedAt ? { started_at: options.startedAt.toISOString() } : {}),
      };
      const response = await request.post(`${base}/v1/alarm/panic-events`, { headers: { 'X-Api-Key': key }, data: body });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()).data as DeskRow;
    },

    /** The status a raise with this key gets, without checking it (a revoked key's 401). */
    async raiseStatus(key: string, person: Person) {
      const body = { alert_unique_id: newAlertId('status'), user_id: person.userId, alert_type: 1, source: 1, latitude: 1, longitude: 1 };
      return (await request.post(`${base}/v1/alarm/panic-events`, { headers: { 'X-Api-Key': key }, data: body })).status();
    },

    async acknowledge(id: number) {
      const response = await request.post(`${base}/v1/admin/alarms/${id}/acknowledge`, { headers });
      expect(response.status()).toBe(200);
    },

    async revokeKey(id: number) {
      await request.delete(`${base}/v1/admin/api-keys/${id}`, { headers });
    },

    skipRequiredSteps,
    deskRows,

    /** Resolves whatever is still on the desk, so the next test (and the other suites) start from an empty desk. */
    async clearDesk() {
      for (const row of await deskRows()) {
        await skipRequiredSteps(row.id);
        const resolved = await request.post(`${base}/v1/admin/alarms/${row.id}/resolve`, { headers, data: { outcome: 'false_test', note: 'e2e clean-up' } });
        expect([200, 409]).toContain(resolved.status());
      }
    },
  };
}
export type AlarmApi = Awaited<ReturnType<typeof alarmApi>>;
