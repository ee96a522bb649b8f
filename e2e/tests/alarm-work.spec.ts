import { expect, test, type Locator, type Page } from '@playwright/test';
import { alarmApi } from '../support/alarm-api';
import { alarmCard, openDesk } from '../support/alarm-desk';
import { BASE_URL, DEMO_ADMIN, SUPER_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';

/**
 * Issue 31, "How we will know": two operators work one alarm from their desks. Desk A (an operator)
 * acknowledges it; desk B (a super admin) takes it over with a reason, calls, works the checklist, hands it to
 * the police and resolves it. Both desks show the same timeline, live.
 */
// A first failure keeps its trace (test-results/…/trace.zip): once, on a busy machine, the second desk still showed
// no owner 10 s after the first desk's acknowledgement, and the page alone did not say why.
test.use({ trace: 'retain-on-first-failure' });

/** What the test opened, undone after it whatever its result: desks closed, the desk cleared, the key revoked. */
const undo: (() => Promise<unknown>)[] = [];
test.afterAll(async () => {
  for (const step of undo.reverse()) await step();
});

/** Picks an option of a Mantine select inside `scope` (the options open in a portal on the page). */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const timelineOf = (panel: Locator) => panel.getByRole('list', { name: 'Timeline' }).getByRole('listitem').allInnerTexts();

test('two desks work one alarm: owner, take-over, calls, checklist, hand-off, resolve, one timeline', async ({ browser, playwright }) => {
  // Two desks and some twenty actions, each waiting for the server: longer than one page's test.
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  undo.push(() => request.dispose());
  const api = await alarmApi(request);
  const key = await api.createKey('E2E alarm work gateway');
  undo.push(
    () => api.revokeKey(key.id),
    () => api.clearDesk(),
  );
  const [a, b] = await Promise.all([openDesk(browser, DEMO_ADMIN), openDesk(browser, SUPER_ADMIN)]);
  undo.push(
    () => a.close(),
    () => b.close(),
  );
  const person = await api.personWithContact();
  const alarm = await api.raise(key.key, person);
  // The person moves: two positions, the second with its accuracy, drawn as a trail on the map.
  await api.log(key.key, alarm.alertUniqueId, { eventType: 'LOCATION_SHARED', latitude: alarm.latitude + 0.001, longitude: alarm.longitude + 0.0012 });
  await api.log(key.key, alarm.alertUniqueId, {
    eventType: 'LOCATION_SHARED',
    latitude: alarm.latitude + 0.0022,
    longitude: alarm.longitude + 0.0019,
    accuracyM: 40,
  });
  const name = person.fullName;

  // A acknowledges: B sees A as the owner.
  await alarmCard(a.page, name).getByRole('button', { name: 'Acknowledge' }).click();
  await expect(alarmCard(b.page, name).getByTestId('alarm-owner')).toHaveText(`Owner: ${DEMO_ADMIN.fullName}`);

  await alarmCard(b.page, name)
    .getByRole('button', { name: /^Show on map/ })
    .click();
  await expect(b.page.locator('.leaflet-tooltip').filter({ hasText: 'Latest position' })).toBeVisible();
  await shot(b.page, 'alarm-work-trail');

  // B takes it over with a reason; A sees it; the owner is offered no take-over.
  await alarmCard(b.page, name).getByRole('button', { name: 'Work on alarm' }).click();
  const panel = b.page.getByRole('dialog', { name: `Alarm of ${name}` });
  await panel.getByRole('button', { name: 'Take over' }).click();
  const reason = panel.getByRole('form', { name: 'Reason' });
  await reason.getByRole('textbox', { name: 'Reason' }).fill('Olivia is on another emergency');
  await reason.getByRole('button', { name: 'Take over' }).click();
  await expect(panel.getByText(`Owner: ${SUPER_ADMIN.fullName}`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Take over' })).toHaveCount(0);
  await expect(alarmCard(a.page, name).getByTestId('alarm-owner')).toHaveText(`Owner: ${SUPER_ADMIN.fullName}`);

  // A follows along in its own panel, live.
  await alarmCard(a.page, name).getByRole('button', { name: 'Work on alarm' }).click();
  const watching = a.page.getByRole('dialog', { name: `Alarm of ${name}` });
  await expect(watching.getByRole('button', { name: 'Take over' })).toBeVisible();

  // A call to the person, no answer; then to a contact, who answers.
  await panel.getByRole('button', { name: 'Log call' }).click();
  let call = panel.getByRole('form', { name: 'Log call' });
  await choose(b.page, call, 'Result', 'No answer');
  await call.getByRole('button', { name: 'Log call' }).click();
  await expect(call).toBeHidden();
  await panel.getByRole('button', { name: 'Log call' }).click();
  call = panel.getByRole('form', { name: 'Log call' });
  await choose(b.page, call, 'Who was called', new RegExp(`^${person.contactName} · `));
  await choose(b.page, call, 'Result', 'Answered');
  await call.getByRole('button', { name: 'Log call' }).click();
  await expect(call).toBeHidden();

  // Every step of the checklist, marked done one after the other.
  const steps = panel.getByRole('checkbox');
  const count = await steps.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    // Checked once the server has recorded it (the box shows the alarm's state, not the click).
    await steps.nth(index).click();
    await expect(steps.nth(index)).toBeChecked();
  }

  // The hand-off to the police, with their reference.
  await panel.getByRole('button', { name: 'Hand off' }).click();
  const handoff = panel.getByRole('form', { name: 'Hand off' });
  await choose(b.page, handoff, 'Service', 'Police');
  await handoff.getByRole('textbox', { name: 'Reference' }).fill('POL-4471');
  await handoff.getByRole('button', { name: 'Hand off' }).click();
  await expect(handoff).toBeHidden();

  // Both desks' panels show the same timeline, A's kept live by the stream.
  const expected = await timelineOf(panel);
  expect(expected.join('\n')).toContain('took the alarm over from');
  expect(expected.join('\n')).toContain('(reference POL-4471)');
  await expect.poll(() => timelineOf(watching), { timeout: 5000 }).toEqual(expected);
  await shot(b.page, 'alarm-work-panel');

  // B resolves with "Emergency services attended": the alarm leaves both desks.
  await panel.getByRole('button', { name: 'Resolve' }).click();
  const resolve = b.page.getByRole('dialog', { name: 'Resolve alarm' });
  await choose(b.page, resolve, 'Outcome', 'Emergency services attended');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();
  for (const desk of [a, b]) await expect(alarmCard(desk.page, name)).toHaveCount(0, { timeout: 5000 });
  await expect.poll(async () => (await timelineOf(watching)).at(-1), { timeout: 5000 }).toContain('resolved the alarm: Emergency services attended');

  // Two more alerts of the same person are grouped under one header; "Mine" shows none of them (nobody owns
  // them yet); the compact view is one line per alarm, and is remembered.
  await api.raise(key.key, person);
  await api.raise(key.key, person);
  await expect(b.page.getByTestId('person-group')).toHaveText(`${name}: 2 alarms`);
  await b.page.getByRole('switch', { name: 'Compact view' }).click();
  await expect(alarmCard(b.page, name).and(b.page.locator('[data-compact]'))).toHaveCount(2);
  await shot(b.page, 'alarm-work-compact-grouped');
  await b.page.reload();
  await expect(alarmCard(b.page, name).and(b.page.locator('[data-compact]'))).toHaveCount(2);
  await b.page.getByText('Mine', { exact: true }).click();
  await expect(b.page.getByText('No alarm is yours. Alarms you acknowledge or take over are listed here.')).toBeVisible();
  await expect(alarmCard(b.page, name)).toHaveCount(0);

  // The printable report carries the same timeline, the trail as coordinates and the outcome.
  await watching.getByRole('link', { name: 'Print report' }).click();
  await expect(a.page.getByRole('heading', { name: `Alarm report: ${name}` })).toBeVisible();
  await expect(a.page.getByRole('table', { name: 'Location trail' }).getByRole('row')).toHaveCount(4);
  await expect(a.page.getByRole('table', { name: 'Hand-offs to emergency services' })).toContainText('POL-4471');
  await expect(a.page.getByTestId('alarm-outcome')).toContainText('Emergency services attended');
  const reported = await a.page.getByRole('table', { name: 'Timeline' }).getByRole('row').allInnerTexts();
  expect(reported).toHaveLength(expected.length + 2);
  await shot(a.page, 'alarm-work-report');

  // On paper: the report alone, without the navigation, header, footer, map controls or Print button; Chromium makes a PDF of it.
  const report = a.page;
  await expect(report.getByRole('navigation').first()).toBeVisible();
  await report.emulateMedia({ media: 'print' });
  await expect(report.getByRole('heading', { name: `Alarm report: ${name}` })).toBeVisible();
  await expect(report.getByRole('table', { name: 'Timeline' })).toBeVisible();
  await expect(report.getByRole('table', { name: 'Hand-offs to emergency services' })).toContainText('POL-4471');
  await expect(report.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(report.getByRole('navigation')).toHaveCount(0);
  await expect(report.getByRole('banner')).toBeHidden();
  await expect(report.getByRole('contentinfo')).toBeHidden();
  await expect(report.getByRole('button', { name: 'Zoom in' })).toBeHidden();
  const pdf = await report.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(20_000);
  await shot(report, 'alarm-work-report-print');
  await report.emulateMedia({ media: 'screen' });
});
