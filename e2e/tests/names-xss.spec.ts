import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { apiAs, expectFullXssCorpus, readXssCorpus, type ContentApi } from '../support/content-api';
import { BASE_URL, SUPER_ADMIN } from '../support/environment';
import { checkLogRows, LIST_LIMIT, LIST_PAGE_SETTLE_MS, xssScreens } from '../support/xss-screens';
import {
  XSS_AUDIT_DAY,
  XSS_LOGS_PER_DEVICE,
  XSS_SPOT,
  xssAdminName,
  xssDeviceId,
  xssEmail,
  xssExperienceId,
  xssIndexOf,
  xssPlainUserName,
  xssUserNames,
} from '../support/xss-rows';
import { watchedPage } from '../support/xss-watch';
import { comparableNames } from '../support/shown-name';
import { attachShot } from '../support/layout';

/**
 * Names and free text that one person writes and another reads: every XSS payload (testdata/corpora.ts), put
 * by global setup (support/seed-xss-rows.ts) into end users' full and user names, admins' names, contact
 * names, device names, panic-event and device log lines, experience descriptions and audit summaries, and
 * opened by an operator in Chromium. On every screen: no dialog, no CSP violation, no request to another
 * host, the page stays where it was opened, and every payload reads back as text, character for character.
 */
let payloads: string[] = [];
let corpusError: Error | undefined;
try {
  payloads = readXssCorpus().map((item) => item.payload);
} catch (error) {
  corpusError = error as Error;
}
const N = payloads.length;
const userNames = xssUserNames(payloads);

let operator: Awaited<ReturnType<typeof watchedPage>>;
let screens: ReturnType<typeof xssScreens>;
let api: ContentApi;

test.beforeAll(async ({ browser, playwright }) => {
  operator = await watchedPage(browser);
  screens = xssScreens(operator);
  await signIn(operator.page, SUPER_ADMIN);
  api = await apiAs(await playwright.request.newContext({ baseURL: BASE_URL }));
});
test.afterAll(async () => {
  await operator?.context.close();
});
test.beforeEach(() => {
  // A missing corpus fails every test with the reason: none may pass having checked nothing.
  if (corpusError) throw corpusError;
  expectFullXssCorpus(N);
});

/** The marks of every payload for these kinds, to compare with what a screen showed. */
const everyPayload = (...kinds: string[]) => new Set(kinds.flatMap((kind) => payloads.map((_, index) => `${kind}:${index}`)));
const pagesOf = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
const allPages = (total: number) => pagesOf(1, Math.ceil(total / LIST_LIMIT));

test('control: on an admin page the watcher sees an injected handler and a foreign image', async () => {
  const url = '/admin/customer';
  await screens.open(url, (page) => expect(page.locator('table tbody tr').first()).toBeVisible());
  await operator.page.evaluate(() =>
    document.querySelector('table')?.insertAdjacentHTML('beforebegin', '<img src="x" onerror="alert(1)"><img src="https://example.invalid/x.png">'),
  );
  // Both images have ended loading (refused) and their handlers had their chance: the watcher has its reports.
  expect(await operator.watch.settled()).toEqual([]);
  const seen = await screens.problemsAt(url);
  expect(seen.some((entry) => entry.includes('csp script-src-attr inline'))).toBe(true);
  expect(seen.some((entry) => entry.includes('csp img-src https://example.invalid/x.png'))).toBe(true);
  expect(seen.some((entry) => entry.includes('request to https://example.invalid/x.png'))).toBe(true);
  expect(seen.some((entry) => entry.includes('alert('))).toBe(false);
  // The injected images stay in the page while the app moves within it: leave it, so that the next test loads the app afresh.
  await operator.page.goto('about:blank');
});

test('user management: full names and user names in the list', async () => {
  const { problems, seen } = await screens.checkListPages({
    path: '/admin/customer?search=xss.invalid',
    total: 2 * N,
    pages: allPages(2 * N),
    marker: 'Email',
    expected: ({ kind, index }): Record<string, string> | undefined =>
      kind === 'name' ? { 'Full Name': payloads[index]! } : kind === 'user' ? { 'Full Name': payloads[index]!, 'User Name': userNames[index]! } : undefined,
  });
  await attachShot(operator.page, 'users-xss');
  expect(problems).toEqual([]);
  expect(seen).toEqual(everyPayload('name', 'user'));
});

test('admin management: admin names in the list', async () => {
  const { problems, seen } = await screens.checkListPages({
    path: '/admin/adminlist?search=xss.invalid',
    total: N,
    pages: allPages(N),
    marker: 'Email',
    // The name cell starts with the avatar's initials.
    same: (shown, written) => shown.endsWith(written),
    expected: ({ kind, index }) => (kind === 'admin' ? { Name: xssAdminName(payloads[index]!) } : undefined),
  });
  expect(problems).toEqual([]);
  expect(seen).toEqual(everyPayload('admin'));
});

test('emergency contacts: contact names and their owners’ user names', async () => {
  const total = (await (await api.get('/v1/admin/list-emergency-contacts-data?limit=10&page_no=1')).json()).totalResult as number;
  const { problems, seen } = await screens.checkListPages({
    path: '/admin/emergency-contact',
    total,
    // Newest first by id: the XSS contacts have the lowest ids, so they fill the last pages.
    pages: pagesOf(Math.floor((total - N) / LIST_LIMIT) + 1, Math.ceil(total / LIST_LIMIT)),
    marker: 'Contact Email',
    expected: ({ kind, index }) => (kind === 'contact' ? { 'Contact Name': payloads[index]!, 'User Name': userNames[index]! } : undefined),
  });
  expect(problems).toEqual([]);
  expect(seen).toEqual(everyPayload('contact'));
});

test('panic events: full names in the list, log lines in the logs modal', async () => {
  const path = '/admin/panic-events?search=xss.name.';
  const list = await screens.checkListPages({
    path,
    total: N + 1,
    pages: allPages(N + 1),
    marker: 'User Name',
    expected: ({ kind, index }) => (kind === 'name' ? { 'Full Name': payloads[index]! } : undefined),
  });
  expect(list.problems).toEqual([]);
  expect(list.seen).toEqual(everyPayload('name'));

  // The newest of the XSS events carries the whole corpus as its log lines.
  const url = `${path}&limit=${LIST_LIMIT}`;
  // The pager's text belongs to this search's first page only: the page before it cannot satisfy it.
  const problems = await screens.open(url, async (page) => {
    await expect(page.getByText(`1–${LIST_LIMIT} / ${N + 1}`, { exact: true })).toBeVisible({ timeout: LIST_PAGE_SETTLE_MS });
    await expect(page.locator('table[aria-busy="false"] tbody tr')).toHaveCount(LIST_LIMIT, { timeout: LIST_PAGE_SETTLE_MS });
  });
  const dialog = operator.page.getByRole('dialog', { name: 'Alert Logs' });
  problems.push(
    ...(await screens.act(
      url,
      () => operator.page.getByRole('button', { name: 'View logs' }).first().click(),
      () => expect(dialog.locator('tbody tr')).toHaveCount(N),
    )),
  );
  const logs = await checkLogRows(dialog, 'Alert Logs', payloads);
  expect([...problems, ...logs.problems]).toEqual([]);
  expect(logs.seen).toEqual(everyPayload('log'));
});

test('heat map: every name at one spot in the Alert Details modal', async () => {
  const url = `/admin/heat-map?lat=${XSS_SPOT.latitude}&lng=${XSS_SPOT.longitude}&zoom=17`;
  const cluster = operator.page.getByTestId('heat-map').locator('.heat-cluster');
  const names = operator.page.getByRole('dialog', { name: 'Alert Details' }).getByTestId('alert-name');
  const problems = await screens.open(url, () => expect(cluster).toHaveCount(1));
  problems.push(
    ...(await screens.act(
      url,
      () => cluster.click(),
      () => expect(names).toHaveCount(N + 1),
    )),
  );
  expect(problems).toEqual([]);
  // The first user's payload twice: that user also owns the event that carries the logs.
  expect(comparableNames(await names.allTextContents()).sort()).toEqual(comparableNames([...payloads, payloads[0]!]).sort());
});

test('subscriptions: user names in the list', async () => {
  const { problems, seen } = await screens.checkListPages({
    path: '/admin/subscription?search=xss.user.',
    total: N,
    pages: allPages(N),
    marker: 'Email',
    expected: ({ kind, index }) => (kind === 'user' ? { 'User Name': userNames[index]! } : undefined),
  });
  expect(problems).toEqual([]);
  expect(seen).toEqual(everyPayload('user'));
});

test('device management: device names and allocated users in the list, names and log lines in the logs modal', async () => {
  const list = await screens.checkListPages({
    path: '/admin/device-management?search=XSS-DEV-',
    total: N,
    pages: allPages(N),
    marker: 'Device ID',
    expected: ({ kind, index }) => (kind === 'device' ? { 'Device Name': payloads[index]!, 'Allocated To': userNames[index]! } : undefined),
  });
  expect(list.problems).toEqual([]);
  expect(list.seen).toEqual(everyPayload('device'));

  // The corpus is spread over the logs of the first few XSS devices.
  const problems: string[] = [];
  const logs = new Set<string>();
  for (let device = 0; device * XSS_LOGS_PER_DEVICE < N; device += 1) {
    const deviceId = xssDeviceId(device);
    const url = `/admin/device-management?search=${deviceId}`;
    problems.push(...(await screens.open(url, (page) => expect(page.locator('table[aria-busy="false"] tbody tr')).toHaveCount(1))));
    const dialog = operator.page.getByRole('dialog');
    problems.push(
      ...(await screens.act(
        url,
        () => operator.page.getByRole('button', { name: `View logs ${deviceId}` }).click(),
        () => expect(dialog.locator('tbody tr')).toHaveCount(Math.min(XSS_LOGS_PER_DEVICE, N - device * XSS_LOGS_PER_DEVICE)),
      )),
    );
    const title = await dialog.locator('.mantine-Modal-title').textContent();
    if (title !== `Logs of ${payloads[device]}`) problems.push(`${deviceId}: the logs title shows ${JSON.stringify(title)}`);
    const checked = await checkLogRows(dialog, `Logs of ${deviceId}`, payloads);
    problems.push(...checked.problems);
    for (const mark of checked.seen) logs.add(mark);
    await operator.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(problems).toEqual([]);
  expect(logs).toEqual(everyPayload('log'));
});

test('timeline: admin names and the names in change summaries, and the admin filter', async () => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const pageNo of allPages(N)) {
    const url = `/admin/timeline?from=${XSS_AUDIT_DAY}&to=${XSS_AUDIT_DAY}&limit=${LIST_LIMIT}&page=${pageNo}`;
    const from = (pageNo - 1) * LIST_LIMIT + 1;
    const to = Math.min(pageNo * LIST_LIMIT, N);
    problems.push(...(await screens.open(url, (page) => expect(page.getByTestId('timeline-total')).toHaveText(`${from}–${to} / ${N}`))));
    await expect(operator.page.getByTestId('timeline-entry')).toHaveCount(to - from + 1);
    for (const text of await operator.page.getByTestId('timeline-entry').allTextContents()) {
      const email = /\((xss\.admin\.\d{3}@xss\.invalid)\)/.exec(text)?.[1] ?? '';
      const mark = xssIndexOf(email);
      if (!mark) {
        problems.push(`${url}: an entry of someone else: ${text.slice(0, 80)}`);
        continue;
      }
      seen.add(`admin:${mark.index}`);
      const payload = payloads[mark.index]!;
      // The sentence starts with the admin's name; the e-mail follows in brackets under it.
      if (!text.startsWith(xssAdminName(payload)) || !text.includes(`(${email})`)) problems.push(`${url} ${email}: the admin's name is not shown as written`);
      // The details show the change as "Full name: before → after", the new name as written.
      if (!text.includes(`XSS user ${mark.index} → ${payload}`)) problems.push(`${url} ${email}: the summary does not show the new name as written`);
    }
  }

  // The admin filter lists the admins a search finds, by name.
  const url = `/admin/timeline?from=${XSS_AUDIT_DAY}&to=${XSS_AUDIT_DAY}`;
  problems.push(...(await screens.open(url, (page) => expect(page.getByTestId('timeline-entry').first()).toBeVisible())));
  const options = operator.page.getByRole('option');
  problems.push(
    ...(await screens.act(
      url,
      () => operator.page.getByRole('textbox', { name: 'Admin' }).fill('xss.admin.'),
      // The server is asked once typing pauses; until then the list shows the first admins.
      () => expect.poll(async () => (await options.allTextContents()).filter((option) => option.endsWith('@xss.invalid)')).length).toBe(50),
    )),
  );
  for (const option of await options.allTextContents()) {
    const mark = xssIndexOf(/\((xss\.admin\.\d{3}@xss\.invalid)\)$/.exec(option)?.[1] ?? '');
    if (!mark || option !== `${xssAdminName(payloads[mark.index]!)} (${xssEmail('admin', mark.index)})`)
      problems.push(`admin filter option ${JSON.stringify(option)}`);
  }
  expect(problems).toEqual([]);
  expect(seen).toEqual(everyPayload('admin'));
});

/** Ids of the XSS accounts a list call finds, by e-mail. */
async function accountIds(path: string, total: number, id: (row: Record<string, unknown>) => number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const pageNo of allPages(total)) {
    const body = (await (await api.get(`${path}&limit=${LIST_LIMIT}&page_no=${pageNo}`)).json()) as { data: Record<string, unknown>[] };
    for (const row of body.data) ids.set(row.email as string, id(row));
  }
  return ids;
}

/**
 * The details pages show the names the lists show, in the same way (as text, or as an input's value, which
 * the browser never reads as HTML): each takes every fourth payload, from a different start, to stay quick.
 */
const quarter = (start: number) => payloads.map((payload, index) => ({ payload, index })).filter(({ index }) => index % 4 === start);

/** An input shows its value on one line: the browser drops line breaks from a text input's value. */
const asInput = (text: string) => text.replace(/[\r\n]/g, '');

test('user edit page: full names and user names in the form (a quarter of the corpus)', async () => {
  const ids = await accountIds('/v1/user/admin/list-all-users?role_id=6&search=xss.invalid', 2 * N, (row) => row.userId as number);
  const views = quarter(0).flatMap(({ payload, index }) =>
    (['name', 'user'] as const).map((kind) => ({
      url: `/admin/customerdetails/${ids.get(xssEmail(kind, index))}`,
      fields: ['label:Full Name', 'label:User Name'],
      expected: [asInput(payload), asInput(kind === 'user' ? userNames[index]! : xssPlainUserName(index))],
    })),
  );
  expect(await screens.sweep('user edit', views)).toEqual([]);
});

test('admin edit page: admin names in the form (a quarter of the corpus)', async () => {
  const ids = await accountIds('/v1/auth/list-admins?search=xss.invalid', N, (row) => row.id as number);
  const views = quarter(1).map(({ payload, index }) => ({
    url: `/admin/admindetails/${ids.get(xssEmail('admin', index))}`,
    fields: ['label:First Name', 'label:Last Name'],
    expected: ['XSS', asInput(payload)],
  }));
  expect(await screens.sweep('admin edit', views)).toEqual([]);
});

test('subscription details: the full name and user name of the subscriber (a quarter of the corpus)', async () => {
  const ids = await accountIds('/v1/user/admin/list-all-users?role_id=6&search=xss.user.', N, (row) => row.userId as number);
  const views = quarter(2).map(({ payload, index }) => ({
    url: `/admin/subscription-details/${ids.get(xssEmail('user', index))}`,
    fields: ['host-Full Name', 'host-User Name'],
    expected: [payload, userNames[index]!],
  }));
  expect(await screens.sweep('subscription details', views)).toEqual([]);
});

test('public experience page: the owner’s name and the description', async () => {
  const views = payloads.map((payload, index) => ({
    url: `/auth/experiance/${xssExperienceId(index)}`,
    fields: ['owner-name', 'experience-description'],
    expected: [payload, payload],
  }));
  expect(await screens.sweep('experience', views)).toEqual([]);
});
