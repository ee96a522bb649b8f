import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInDirectly } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { demoMarkers } from '../support/map-data';
import { shot } from '../support/foundation';

/** Issue 15 (the map at every zoom) and issue 13 item 7 (where each alert is, and its Alert Details links). */
const map = (page: Page) => page.getByTestId('heat-map');
const counts = async (page: Page) => (await map(page).locator('.heat-cluster').allInnerTexts()).map((text) => text.trim()).filter((text) => /^\d/.test(text));

test('at world zoom the map shows counts where the alerts are, not only the outlines', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  await page.goto('/admin/heat-map?lat=20&lng=10&zoom=2');
  await expect(map(page)).toHaveAttribute('data-zoom', '2');
  await expect(page.getByTestId('events-in-view')).toContainText(/[1-9][\d,]* panic events in this area/);
  await expect.poll(async () => (await counts(page)).length).toBeGreaterThan(3);
  // Each count is a number of events (1.5K style for thousands), on clusters named for what a click does.
  expect((await counts(page)).every((text) => /^\d+(\.\d)?K?$/.test(text))).toBe(true);
  await expect(map(page).locator('.heat-cluster[title$="panic events: zoom in"]').first()).toBeAttached();
  // The page itself is scanned in the accessibility walk; the map's markers behind Alert Details below.
  await shot(page, 'F-heat-map-zoom2', { fullPage: false });

  // A city at zoom 10: the same events, now spread over the city's districts.
  await page.goto('/admin/heat-map?lat=19.076&lng=72.8777&zoom=10');
  await expect(map(page)).toHaveAttribute('data-zoom', '10');
  await expect.poll(async () => await map(page).locator('.heat-cluster, .heat-marker').count()).toBeGreaterThan(1);
  await shot(page, 'F-heat-map-zoom10', { fullPage: false });
});

test('Alert Details shows the nearest town and country, and links to the person and the logs', async ({ page, request }) => {
  // A seed event (its id a UUID): every one has logs. Alerts other specs raised through the ingest API may have none.
  const marker = (await demoMarkers(request)).find((item) => item.place && /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(item.alert_unique_id));
  if (!marker?.place) throw new Error('no demo event with a place near the demo cities');
  await signInDirectly(page, SUPER_ADMIN);
  await page.goto(`/admin/heat-map?lat=${marker.alarm_latitude}&lng=${marker.alarm_longitude}&zoom=17`);
  await map(page).locator(`.heat-marker[title="${marker.user_full_name}"]`).first().click();
  const dialog = page.getByRole('dialog', { name: 'Alert Details' });
  await expect(dialog).toBeVisible();

  const country = new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(marker.place.countryCode) as string;
  await expect(dialog).toContainText('Nearest town');
  await expect(dialog.getByTestId('place').first()).toHaveText(`${marker.place.name}, ${country}`);
  await expect(dialog.getByRole('link', { name: marker.user_full_name, exact: true }).first()).toHaveAttribute('href', `/admin/customer/${marker.userId}`);

  // The logs come on demand, from the event itself.
  const viewLogs = dialog.getByRole('button', { name: 'View logs' }).first();
  await expect(viewLogs).toHaveAttribute('aria-expanded', 'false');
  await viewLogs.click();
  await expect(dialog.getByRole('button', { name: 'Hide logs' }).first()).toHaveAttribute('aria-expanded', 'true');
  const logs = dialog.getByRole('table', { name: `Logs: ${marker.user_full_name}` }).first();
  await expect(logs).toBeVisible();
  await expect(logs.locator('tr').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await shot(page, 'F-alert-details', { fullPage: false });
  await expectNoAxeViolations(page, 'Alert Details with its logs');

  await dialog.getByRole('link', { name: marker.user_full_name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/customer/${marker.userId}$`));
});
