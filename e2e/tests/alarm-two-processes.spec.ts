import { expect, test, type APIRequestContext } from '@playwright/test';
import { alarmApi, type AlarmApi } from '../support/alarm-api';
import { alarmCard, openDesk, seenAfter, type Desk } from '../support/alarm-desk';
import { BASE_URL, DEMO_ADMIN, SUPER_ADMIN } from '../support/environment';
import { freePort, startGuardian, suiteServerSettings, type GuardianProcess } from '../support/guardian-server';

/**
 * Issue 12: two API processes on one PostgreSQL behave as one. A second server process starts with the
 * suite server's own settings (same database, same files) on another port; an alert ingested through the
 * suite's process reaches a desk served by the second within 2 s, and an acknowledgement made there reaches
 * a desk on the first, through LISTEN/NOTIFY and the feed table alone.
 */
// Global setup runs the suite's server on PostgreSQL exactly when DATABASE_URL is set.
test.skip(!process.env.DATABASE_URL, 'Needs DATABASE_URL: PGlite is an embedded database inside one process, so no second process can share it.');

const DELIVERY_MS = 2000;
let second: GuardianProcess;
let request: APIRequestContext;
let api: AlarmApi;
let key: { id: number; key: string };
const desks: Desk[] = [];

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const settings = suiteServerSettings();
  expect(settings.DATABASE_URL).toBeTruthy();
  second = await startGuardian({ ...settings, PORT: String(await freePort()) });
  request = await playwright.request.newContext({ baseURL: BASE_URL });
  api = await alarmApi(request);
  key = await api.createKey('E2E two-process gateway');
});

test.afterAll(async () => {
  await Promise.all(desks.splice(0).map((desk) => desk.close()));
  if (api) {
    await api.clearDesk();
    await api.revokeKey(key.id);
  }
  await request?.dispose();
  await second?.stop();
});

test('an alert ingested through one process reaches a desk on the other, and back', { tag: '@core' }, async ({ browser }) => {
  expect(second.url).not.toBe(BASE_URL);
  const [onFirst, onSecond] = await Promise.all([openDesk(browser, SUPER_ADMIN), openDesk(browser, DEMO_ADMIN, { baseURL: second.url })]);
  desks.push(onFirst, onSecond);
  const [person] = await api.people(1);

  // Ingest through the suite's process; the desk on the second process sees it.
  const sentAt = Date.now();
  const [, seenOnSecond] = await Promise.all([api.raise(key.key, person!), seenAfter(onSecond.page, person!.fullName, sentAt)]);
  console.log(`two processes: alert seen on the second process's desk ${seenOnSecond} ms after the ingest call to the first`);
  expect(seenOnSecond).toBeLessThan(DELIVERY_MS);

  // Acknowledged on the second process's desk; the desk on the first process sees it.
  // The clock starts when the desk sends the acknowledgement, not when the test asks for the click: under load,
  // Playwright's checks before a click (visible, stable, enabled) took longer than the delivery itself.
  let ackAt = 0;
  const ackSent = onSecond.page
    .waitForRequest((sent) => sent.method() === 'POST' && /\/admin\/alarms\/\d+\/acknowledge$/.test(new URL(sent.url()).pathname))
    .then(() => (ackAt = Date.now()));
  await alarmCard(onSecond.page, person!.fullName).getByRole('button', { name: 'Acknowledge' }).click();
  await ackSent;
  await alarmCard(onFirst.page, person!.fullName).getByText('Acknowledged', { exact: true }).waitFor({ timeout: 10_000 });
  const ackSeen = Date.now() - ackAt;
  console.log(`two processes: acknowledgement on the second seen on the first's desk ${ackSeen} ms after the desk sent it`);
  expect(ackSeen).toBeLessThan(DELIVERY_MS);
  await expect(alarmCard(onFirst.page, person!.fullName)).toContainText(`Acknowledged by ${DEMO_ADMIN.fullName}`);
});
