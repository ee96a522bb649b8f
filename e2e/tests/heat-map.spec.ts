import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { demoMarkers } from '../support/map-data';
import { attachShot } from '../support/layout';
import { animationsDone } from '../support/axe';

/** Every request the page makes; the map must work in a closed network, so all of them stay on this machine. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return () => urls.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).hostname !== '127.0.0.1');
}

const zoomOf = async (page: Page) => Number(await page.getByTestId('heat-map').getAttribute('data-zoom'));

test('the heat map draws the world and clustered events with no request leaving this machine', async ({ page }) => {
  const offMachine = recordRequests(page);
  await signInDirectly(page, SUPER_ADMIN);
  await page.getByRole('link', { name: 'Heat Map' }).click();
  await expect(page).toHaveURL(/\/admin\/heat-map/);

  const map = page.getByTestId('heat-map');
  // Country shapes in view (those out of view are empty paths).
  await expect.poll(() => map.locator('.leaflet-overlay-pane path:not([d="M0 0"])').count()).toBeGreaterThan(80);
  expect((await map.locator('.leaflet-container').boundingBox())?.height).toBe(580);
  await expect.poll(() => zoomOf(page)).toBe(3);
  await expect(map.locator('.heat-cluster').first()).toBeVisible();
  await expect(page.getByTestId('events-in-view')).toContainText(/[1-9][\d,]* panic events in this area/);
  await attachShot(page, 'heat-map-clusters');

  await page.getByText('Heat', { exact: true }).click();
  await expect(map).toHaveAttribute('data-layer', 'heat');
  await expect(map.getByTestId('heat-layer')).toBeAttached();
  await expect(map.locator('.heat-cluster')).toHaveCount(0);
  // The canvas holds coloured pixels once the answer for the heat layer is drawn.
  await expect
    .poll(() =>
      map.getByTestId('heat-layer').evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if ((data[i] as number) > 0) painted += 1;
        return painted;
      }),
    )
    .toBeGreaterThan(100);
  await attachShot(page, 'heat-map-heat');

  await page.getByText('Clusters', { exact: true }).click();
  await expect(map.locator('.heat-cluster').first()).toBeVisible();

  // A cluster zooms the map in on itself.
  await map.locator('.heat-cluster').first().click();
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(3);
  await expect(page).toHaveURL(/zoom=([4-9]|1\d)/);

  expect(offMachine()).toEqual([]);
});

test('a marker opens Alert Details with the name, the time and the event link', async ({ page, request }) => {
  const marker = (await demoMarkers(request)).find((item) => item.eventUrl);
  if (!marker) throw new Error('no demo event with a recording near the demo cities');
  const offMachine = recordRequests(page);
  await signInDirectly(page, SUPER_ADMIN);
  await page.goto(`/admin/heat-map?lat=${marker.alarm_latitude}&lng=${marker.alarm_longitude}&zoom=17`);

  const map = page.getByTestId('heat-map');
  await map.locator(`.heat-marker[title="${marker.user_full_name}"]`).first().click();
  const dialog = page.getByRole('dialog', { name: 'Alert Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('alert-name').first()).toHaveText(marker.user_full_name);
  await expect(dialog).toContainText('Created time');
  await expect(dialog).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  const link = dialog.getByRole('link', { name: 'Open the recording' }).first();
  await expect(link).toHaveAttribute('href', marker.eventUrl as string);
  await animationsDone(page);
  await attachShot(page, 'heat-map-alert-details');

  // The event link opens the recording shared during the alert, in the public viewer.
  const [viewer] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(viewer).toHaveURL(new RegExp(`${marker.eventUrl}$`));
  await expect(viewer.getByTestId('owner-name')).toBeVisible();
  await viewer.close();
  expect(offMachine()).toEqual([]);

  // The person's page, and their panic events (Panic Events searched by their user name).
  await expect(dialog.getByRole('link', { name: marker.user_full_name, exact: true }).first()).toHaveAttribute('href', `/admin/customer/${marker.userId}`);
  await dialog
    .getByRole('link', { name: `Panic events of ${marker.user_full_name}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/panic-events\\?search=${encodeURIComponent(marker.userName).replace(/\./g, '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Panic Events' })).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toContainText(marker.user_full_name);
});

test('the map keeps its view and filters in the URL and asks the server for the time window', async ({ page }) => {
  await signInDirectly(page, SUPER_ADMIN);
  const requests: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/alarm/panic-event-locations')) requests.push(new URL(request.url()));
  });
  await page.goto('/admin/heat-map?window=7d&layer=clusters');
  await expect(page.getByTestId('events-in-view')).toBeVisible();
  const last = requests.at(-1) as URL;
  const from = Date.parse(last.searchParams.get('from') ?? '');
  expect(Math.abs(Date.now() - 7 * 86_400_000 - from)).toBeLessThan(5 * 60_000);
  expect(last.searchParams.get('zoom')).toBe('3');

  await page.getByText('All', { exact: true }).click();
  await expect.poll(() => requests.at(-1)?.searchParams.has('from')).toBe(false);
  await expect(page).toHaveURL(/window=all/);
});
