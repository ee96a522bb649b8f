import { expect, test, type APIRequestContext } from '@playwright/test';
import { alarmApi, type AlarmApi } from '../support/alarm-api';
import { alarmCard, openDesk, type Desk } from '../support/alarm-desk';
import { BASE_URL, SUPER_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';

/**
 * Issue 32: a super admin on another page (the user list) hears and sees an escalation when an alarm goes
 * unanswered. The suite's server keeps ALARM_ACK_SECONDS at 60, so the alert is sent as started 70 s ago: it is
 * overdue on arrival and the server's next escalation round (every 5 s) escalates it. Four older alarms escalated
 * before the desk opens sort above it (escalated, oldest first), so that its card starts below the fold and the
 * banner's link has to bring it into view.
 */
let request: APIRequestContext;
let api: AlarmApi;
let key: { id: number; key: string };
let desk: Desk | undefined;

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: BASE_URL });
  api = await alarmApi(request);
  key = await api.createKey('E2E escalation gateway');
});

test.afterAll(async () => {
  await desk?.close();
  await api.clearDesk();
  await api.revokeKey(key.id);
  await request.dispose();
});

test('a super admin on the user list hears and sees the escalation of an unanswered alarm, with a link that opens it on the desk', async ({ browser }) => {
  const [person, ...others] = await api.people(5);
  const earlier = await Promise.all(others.map((other) => api.raise(key.key, other, { startedAt: new Date(Date.now() - 120_000) })));
  const earlierIds = new Set(earlier.map((alarm) => alarm.id));
  await expect
    .poll(async () => (await api.deskRows()).filter((row) => earlierIds.has(row.id) && row.escalatedAt !== null).length, { timeout: 20_000 })
    .toBe(earlier.length);

  // Sound is turned on where it lives (the desk), then the super admin goes about other work.
  desk = await openDesk(browser, SUPER_ADMIN);
  const { page } = desk;
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();

  const sentAt = Date.now();
  const alarm = await api.raise(key.key, person!, { startedAt: new Date(sentAt - 70_000) });

  // The desk may still bring the four earlier escalations as banners of their own (they happened moments before it
  // loaded): this alarm's banner is the one naming its person.
  const banner = page.getByRole('alert').filter({ hasText: 'Alarm escalated' }).filter({ hasText: person!.fullName });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText(`Nobody acknowledged the alarm of ${person!.fullName} in time.`);
  // The escalation's own tone started (the banner's test hook: when it last played it, epoch ms).
  await expect
    .poll(async () => Number((await page.getByTestId('escalation-notices').getAttribute('data-escalation-tone-at')) || 0), { timeout: 2000 })
    .toBeGreaterThanOrEqual(sentAt);
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await shot(page, 'escalation-banner-on-user-list');

  await banner.getByRole('link', { name: 'Open alarm' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/alarms\\?alarm=${alarm.id}$`));
  // That alarm, not only the desk: its card chosen (the map follows it), scrolled into view and focused.
  const card = alarmCard(page, person!.fullName);
  await expect(card.getByText('Escalated', { exact: true })).toBeVisible();
  await expect(card.getByText('Shown on map', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: `Last known position of ${person!.fullName}` })).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport({ ratio: 0.5 });
  // It was below the fold: the four alarms escalated earlier come first.
  await expect(alarmCard(page, others[0]!.fullName)).not.toBeInViewport();
  await shot(page, 'escalation-link-opens-alarm');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);

  // Once resolved, the link's alarm is no longer on the desk: the desk says so and leads to its report.
  await api.clearDesk();
  const gone = page.getByRole('status').filter({ hasText: 'The alarm you opened is not on the Alarm Desk: it is resolved, or older than the alarms shown.' });
  await expect(gone).toBeVisible();
  await gone.getByRole('link', { name: 'Open its report' }).click();
  await expect(page.getByRole('heading', { name: `Alarm report: ${person!.fullName}`, level: 1 })).toBeVisible();
});
