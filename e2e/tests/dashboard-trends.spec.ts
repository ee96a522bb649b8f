import { expect, test, type Page, type Response } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { expectNoAxeViolations, settled } from '../support/axe';
import { DEMO_ADMIN } from '../support/environment';
import { shot } from '../support/foundation';

type TrendDay = {
  day: string;
  warningFromPhone: number;
  warningFromWatch: number;
  emergencyFromPhone: number;
  emergencyFromWatch: number;
  newUsers: number;
  subscriptionsStarted: number;
  subscriptionsExpiring: number;
};
type Trends = { from: string; to: string; days: TrendDay[] };

const TRENDS_CALL = '/v1/admin/dashboard/trends';
const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => utcDay(new Date(Date.now() - days * DAY_MS));
/** 2026-11-24 as the English pages write it: 24/11/2026. */
const written = (day: string) => day.split('-').reverse().join('/');

const isTrends = (response: Response) => response.url().includes(TRENDS_CALL) && response.status() === 200;
const trendsOf = async (response: Promise<Response>) => ((await (await response).json()) as { data: Trends }).data;

/** The table behind a chart, one row per day: [day, ...series, total]. */
async function tableRows(page: Page, chart: string): Promise<string[][]> {
  const table = page.getByTestId(`trend-table-${chart}`);
  await expect(table).toBeVisible();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

test.describe('dashboard trends', () => {
  test('charts the last 7 days, shows the same numbers as a table, re-asks for another window and keeps it in the URL', async ({ page }) => {
    // One walk through the whole window picker: about 35 s on a quiet machine, and the machine is shared.
    test.setTimeout(150_000);
    const first = page.waitForResponse(isTrends);
    await signInDirectly(page, DEMO_ADMIN);
    const trends = await trendsOf(first);
    expect(trends).toMatchObject({ from: daysAgo(6), to: daysAgo(0) });
    expect(trends.days).toHaveLength(7);

    const section = page.getByRole('region', { name: 'Trends' });
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByLabel('From', { exact: true })).toHaveValue(written(daysAgo(6)));
    await expect(section.getByLabel('To', { exact: true })).toHaveValue(written(daysAgo(0)));
    for (const title of [
      'Panic events per day by type',
      'Panic events per day by source',
      'New users per day',
      'Subscriptions started and expiring per day',
      'Top countries of alerts',
    ]) {
      await expect(section.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    }
    // Each chart is an image named by its title and described by what it draws and shows.
    const byType = page.getByRole('img', { name: 'Panic events per day by type' });
    await expect(byType).toBeVisible();
    await expect(byType).toHaveAccessibleDescription(
      /^Stacked bars per day: Warning plain, Emergency striped\. Warning: \d+ in this window\. Emergency: \d+ in this window\./,
    );
    await expect(byType.locator('.recharts-bar-rectangle').first()).toBeVisible();
    // Emergency bars are striped, not only another colour.
    await expect(byType.locator('path[fill^="url(#stripes-panic-by-type-emergency"]').first()).toBeAttached();
    await settled(page);
    await page.setViewportSize({ width: 1366, height: 860 });
    await shot(page, 'C-dashboard-1366');

    // The table fallback shows the numbers the API answered, day by day.
    const typeFigure = page.getByTestId('trend-panic-by-type');
    await typeFigure.getByRole('button', { name: 'Show as table' }).click();
    const warning = (day: TrendDay) => day.warningFromPhone + day.warningFromWatch;
    const emergency = (day: TrendDay) => day.emergencyFromPhone + day.emergencyFromWatch;
    expect(await tableRows(page, 'panic-by-type')).toEqual(
      trends.days.map((day) => [written(day.day), String(warning(day)), String(emergency(day)), String(warning(day) + emergency(day))]),
    );
    const sourceFigure = page.getByTestId('trend-panic-by-source');
    await sourceFigure.getByRole('button', { name: 'Show as table' }).click();
    const phone = (day: TrendDay) => day.warningFromPhone + day.emergencyFromPhone;
    const watch = (day: TrendDay) => day.warningFromWatch + day.emergencyFromWatch;
    expect(await tableRows(page, 'panic-by-source')).toEqual(
      trends.days.map((day) => [written(day.day), String(phone(day)), String(watch(day)), String(phone(day) + watch(day))]),
    );
    await expect(typeFigure.getByRole('button', { name: 'Show as chart' })).toBeVisible();

    // Another preset asks the server again, and the URL keeps the window.
    const thirty = page.waitForResponse((response) => isTrends(response) && response.url().includes(`from=${daysAgo(29)}`));
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    const month = await trendsOf(thirty);
    expect(month.days).toHaveLength(30);
    await expect(page).toHaveURL(new RegExp(`from=${daysAgo(29)}&to=${daysAgo(0)}`));
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(await tableRows(page, 'panic-by-type')).toHaveLength(30);

    // A range of dates typed in the fields, day first as the charts write them.
    const typed = page.waitForResponse((response) => isTrends(response) && response.url().includes(`from=${daysAgo(20)}&to=${daysAgo(10)}`));
    await section.getByLabel('From', { exact: true }).fill(written(daysAgo(20)));
    await section.getByLabel('To', { exact: true }).fill(written(daysAgo(10)));
    expect((await trendsOf(typed)).days).toHaveLength(11);
    await expect(page.getByRole('button', { name: /^Last \d+ days$/, pressed: true })).toHaveCount(0);
    expect((await tableRows(page, 'panic-by-type')).map((row) => row[0])).toEqual(Array.from({ length: 11 }, (_, i) => written(daysAgo(20 - i))));

    // An end before the start is refused where it is typed, and nothing is asked: the window typed next, valid
    // again, is the first call since (the charts ask as soon as a window is valid, so a call for the refused one
    // would have gone before it).
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes(TRENDS_CALL) && asked.push(request.url())));
    await section.getByLabel('To', { exact: true }).fill(written(daysAgo(25)));
    await expect(section.getByText('The start date must be on or before the end date.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`from=${daysAgo(20)}&to=${daysAgo(25)}`));
    const corrected = page.waitForResponse((response) => isTrends(response) && response.url().includes(`from=${daysAgo(20)}&to=${daysAgo(9)}`));
    await section.getByLabel('To', { exact: true }).fill(written(daysAgo(9)));
    expect((await trendsOf(corrected)).days).toHaveLength(12);
    await expect(section.getByText('The start date must be on or before the end date.')).toHaveCount(0);
    expect(asked.map((url) => new URL(url).searchParams.get('to'))).toEqual([daysAgo(9)]);

    // A reload keeps the window of the URL.
    await expect(page).toHaveURL(new RegExp(`from=${daysAgo(20)}&to=${daysAgo(9)}`));
    const reloaded = page.waitForResponse((response) => isTrends(response) && response.url().includes(`from=${daysAgo(20)}&to=${daysAgo(9)}`));
    await page.reload();
    expect((await trendsOf(reloaded)).days).toHaveLength(12);
    await expect(section.getByLabel('From', { exact: true })).toHaveValue(written(daysAgo(20)));
  });

  test('each card opens its list; the panic-event charts open the list for their window', async ({ page }) => {
    await signInDirectly(page, DEMO_ADMIN);
    await page.getByRole('link', { name: /^Total Panic Events/ }).click();
    await expect(page).toHaveURL(/\/admin\/panic-events$/);
    await expect(page.getByRole('heading', { name: 'Panic Events', level: 1 })).toBeVisible();

    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /^Total Inactive Emergency Contacts/ }).click();
    await expect(page).toHaveURL(/\/admin\/emergency-contact\?active_status=2$/);
    await expect(page.getByRole('heading', { name: 'Emergency Contacts', level: 1 })).toBeVisible();

    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /^Total Users/ }).click();
    await expect(page).toHaveURL(/\/admin\/customer$/);

    await page.goto(`/admin/dashboard?from=${daysAgo(13)}&to=${daysAgo(0)}`);
    await page.getByTestId('trend-panic-by-type').getByRole('link', { name: 'Open these panic events' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/panic-events\\?from=${daysAgo(13)}&to=${daysAgo(0)}$`));
  });

  test('reads at 1024 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInDirectly(page, DEMO_ADMIN);
    await expect(page.getByRole('img', { name: 'Subscriptions started and expiring per day' }).locator('.recharts-line').first()).toBeVisible();
    // The dashboard's one scan besides the accessibility walk's: the narrow layout (the sidebar folded away), with
    // one chart shown as its table, the charts' fallback.
    await page.getByTestId('trend-panic-by-source').getByRole('button', { name: 'Show as table' }).click();
    await expect(page.getByTestId('trend-table-panic-by-source')).toBeVisible();
    await settled(page);
    await shot(page, 'C-dashboard-1024');
    await expectNoAxeViolations(page, 'dashboard at 1024 px, one chart shown as a table');
  });
});
