import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { alarmApi } from '../support/alarm-api';
import { signInDirectly } from '../support/auth';
import { expectNoAxeViolations, settled } from '../support/axe';
import { csvRecords } from '../support/csv';
import { BASE_URL, SUPER_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';
import { resetAccountLanguage } from '../support/language';

/**
 * Issue 32: the supervisor's wallboard and the response report, on an alarm raised through the ingest API and
 * acknowledged by the super admin. The server is shared with other suites, so only this alarm's own rows are
 * checked, never totals; the desk is left empty.
 */
test('the wallboard shows an owned alarm and its operator; the report lists the operator and exports its CSV', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const api = await alarmApi(request);
  const key = await api.createKey('E2E reports gateway');
  try {
    const [person] = await api.people(1);
    const alarm = await api.raise(key.key, person!);
    await api.acknowledge(alarm.id);

    await signInDirectly(page, SUPER_ADMIN);
    await page.getByRole('link', { name: 'Wallboard' }).click();
    await expect(page.getByRole('heading', { name: 'Wallboard', level: 1 })).toBeVisible();
    const row = page.getByRole('table', { name: 'Open alarms' }).getByRole('row').filter({ hasText: person!.fullName });
    await expect(row).toContainText('Owned');
    await expect(row).toContainText(SUPER_ADMIN.fullName);
    await expect(page.getByRole('list', { name: 'Operators at work' }).getByRole('listitem').filter({ hasText: SUPER_ADMIN.fullName })).toContainText(
      /Owns \d+ alarm/,
    );
    await settled(page);
    await expectNoAxeViolations(page, 'wallboard');
    await shot(page, 'wallboard');

    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Response report', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'By operator' }).getByRole('rowheader', { name: SUPER_ADMIN.fullName })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await settled(page);
    await expectNoAxeViolations(page, 'reports');
    await shot(page, 'reports');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const records = csvRecords(fs.readFileSync((await (await download).path())!, 'utf8'));
    expect(records[0]?.slice(0, 3)).toEqual(['Group', 'Value', 'Alarms']);
    expect(records.some((record) => record[0] === 'Operator' && record[1] === SUPER_ADMIN.fullName)).toBe(true);
  } finally {
    await api.clearDesk();
    await api.revokeKey(key.id);
    await request.dispose();
  }
});

test("the month is picked from months named in the page's language; the report and its link follow it", async ({ page, request }) => {
  try {
    await signInDirectly(page, SUPER_ADMIN);
    await page.goto('/admin/reports?month=2026-11');
    const month = page.getByRole('button', { name: 'Month' });
    await expect(month).toHaveText('November 2026');
    await expect(page.getByText('Alarms raised from 1 Nov 2026 to 30 Nov 2026 (UTC)')).toBeVisible();

    await month.click();
    const months = page.getByRole('dialog', { name: 'Month' });
    await expect(months.getByRole('button', { name: 'Choose a year' })).toHaveText('2026');
    await settled(page);
    await expectNoAxeViolations(page, 'reports, the month list');
    await shot(page, 'reports-month-list');
    await months.getByRole('button', { name: 'Previous year' }).click();
    await months.getByRole('button', { name: 'Feb' }).click();
    await expect(months).toBeHidden();
    await expect(month).toHaveText('February 2025');
    await expect(page).toHaveURL(/[?&]month=2025-02(&|$)/);
    await expect(page.getByText('Alarms raised from 1 Feb 2025 to 28 Feb 2025 (UTC)')).toBeVisible();

    // An Arabic page names its month in Arabic, whatever the browser's language.
    await page.goto('/admin/reports?month=2026-11&lang=ar');
    const named = new Intl.DateTimeFormat('ar', { month: 'long' }).format(new Date(Date.UTC(2026, 10, 15)));
    await expect(page.getByRole('button', { name: 'الشهر' })).toHaveText(`${named} 2026`);
    await shot(page, 'reports-ar');
  } finally {
    await resetAccountLanguage(request);
  }
});
