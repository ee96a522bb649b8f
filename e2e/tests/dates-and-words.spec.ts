import { expect, test, type Page } from '@playwright/test';
import { ALARM_OUTCOME, en, STOP_REASON } from '@guardian/contracts';
import { ar } from '@guardian/contracts/messages/ar/index';
import { alarmApi, type Person } from '../support/alarm-api';
import { signInDirectly } from '../support/auth';
import { settled } from '../support/axe';
import { SUPER_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';
import { resetAccountLanguage } from '../support/language';
import { dateStyles, rawCodes, screenTexts, type DateStyleFound } from '../support/raw-codes';

/**
 * Issue 35's proof in both languages: each screen writes its dates in one style (d/M/Y on the spec's screens,
 * the month named where two styles would meet and on Guardian's own), and shows no code (LOCATION_SHARED, an
 * outcome such as services_attended) as its text. An alarm raised, logged and resolved here gives the panic
 * events, the person's page and the timeline a log type and an outcome to name.
 */
const SCREENS: { name: string; path: (person: Person) => string; style: DateStyleFound; open?: (page: Page) => Promise<unknown> }[] = [
  { name: 'dashboard', path: () => '/admin/dashboard', style: 'numeric' },
  {
    name: 'panic events with the logs',
    path: (person) => `/admin/panic-events?search=${encodeURIComponent(person.fullName)}`,
    style: 'numeric',
    open: (page) =>
      page
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: new RegExp(`^(${en.panicEvents.viewLogs}|${ar.panicEvents.viewLogs})$`) })
        .click(),
  },
  { name: 'subscriptions', path: () => '/admin/subscription', style: 'numeric' },
  { name: "the person's page", path: (person) => `/admin/customer/${person.userId}`, style: 'named' },
  { name: 'timeline', path: () => '/admin/timeline', style: 'named' },
  { name: 'response report', path: () => '/admin/reports', style: 'named' },
];

let person: Person;

test.beforeAll(async ({ request, baseURL }) => {
  const alarms = await alarmApi(request, baseURL);
  const key = await alarms.createKey(`dates-and-words ${Date.now()}`);
  person = (await alarms.people(1))[0] as Person;
  const alarm = await alarms.raise(key.key, person);
  const logged = await request.post(`${baseURL}/v1/alarm/panic-events/${alarm.alertUniqueId}/logs`, {
    headers: { 'X-Api-Key': key.key },
    data: { event_type: 'LOCATION_SHARED', event_message: 'Live location shared with emergency contacts', time_stamp: new Date().toISOString() },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  await alarms.skipRequiredSteps(alarm.id);
  await alarms.clearDesk();
  await alarms.revokeKey(key.id);
});

test.afterEach(async ({ request }) => {
  await resetAccountLanguage(request);
});

for (const language of ['en', 'ar'] as const) {
  test(`in ${language === 'en' ? 'English' : 'Arabic'}: one date style per screen, and names instead of codes`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInDirectly(page, SUPER_ADMIN);
    for (const screen of SCREENS) {
      await page.goto(`${screen.path(person)}${screen.path(person).includes('?') ? '&' : '?'}lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      if (screen.open) {
        await screen.open(page);
        await expect(page.getByRole('dialog')).toContainText((language === 'ar' ? ar : en).panicEvents.eventTypes.LOCATION_SHARED as string);
        await settled(page);
      }
      const texts = await screenTexts(page);
      const styles = dateStyles(texts, language);
      // Arabic names the month on every screen, as its date fields do.
      const style = language === 'ar' ? 'named' : screen.style;
      expect.soft([...styles.keys()], `date styles of ${screen.name}: ${JSON.stringify(Object.fromEntries(styles))}`).toEqual([style]);
      expect.soft(rawCodes(texts, [...ALARM_OUTCOME, ...STOP_REASON]), `codes shown on ${screen.name}`).toEqual([]);
      await shot(page, `dates-and-words-${language}-${screen.name.replace(/\W+/g, '-')}`, { fullPage: false });
    }
  });
}
