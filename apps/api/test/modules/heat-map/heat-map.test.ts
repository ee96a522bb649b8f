import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridArea, gridExponent, heatMapEndpoints, type PanicLocation } from '@guardian/contracts';
import { queryRows } from '../../../src/db/query';
import { accounts, experiences, panicEvents } from '../../../src/db/schema';
import { rebuildCells } from '../../../src/modules/heat-map/cells-rebuild';
import { countCells, type CellRow } from '../../../src/modules/heat-map/heat-map.repository';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

const WORLD = { south: -85, west: -180, north: 85, east: 180 };
const LONDON = { lat: 51.5072, lng: -0.1276 };

type Call = Awaited<ReturnType<typeof asRole>>['call'];
/** Cells of `a` with no cell of `b` of the same count at the same centroid (sums added in another order differ in the last bits). */
function unmatched(a: CellRow[], b: CellRow[]): CellRow[] {
  const rest = [...b];
  const missing = a.filter((cell) => {
    const at = rest.findIndex((o) => o.count === cell.count && Math.abs(o.latitude - cell.latitude) < 1e-9 && Math.abs(o.longitude - cell.longitude) < 1e-9);
    if (at >= 0) rest.splice(at, 1);
    return at < 0;
  });
  return [...missing, ...rest];
}

describe(`GET /v1/alarm/panic-event-locations on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Call;
  let userId: number;
  let eventNo = 0;

  /** Events of one user at (lat, lng), `count` of them, created at `at` (or spread back from it, one per hour). */
  async function addEvents(count: number, lat: number, lng: number, at: Date, spreadHours = 0, experienceId?: string) {
    const first = eventNo + 1;
    eventNo += count;
    await test.ctx.db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, latitude, longitude, experience_id, created_at)
      select 'hm-' || i, ${userId}, 'map.user', 'Map User ' || i, 2, ${lat} + (i % 7) * 0.001, ${lng} + (i % 5) * 0.001, ${experienceId ?? null},
             ${at.toISOString()}::timestamptz - ((i - ${first}) * ${spreadHours}) * interval '1 hour'
      from generate_series(${first}::int, ${first + count - 1}::int) as i`);
  }

  async function locations(params: Record<string, string | number>, caller: Call = call) {
    const response = await requestRaw(caller, heatMapEndpoints.listPanicEventLocations, { query: params });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { message: string; data: PanicLocation[]; total: number };
  }

  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
    userId = (await createAccount(test.ctx, { roleId: 6, firstName: 'Map', lastName: 'User' })).id;
  });
  afterAll(() => test.close());

  it('needs a session: locations say where people were in danger', async () => {
    const response = await requestRaw(test, heatMapEndpoints.listPanicEventLocations, { query: { ...WORLD, zoom: 3 } });
    expect(response.statusCode).toBe(401);
    const config = await request(test.app, heatMapEndpoints.getMapConfig);
    expect(config.statusCode).toBe(401);
  });

  it('answers an empty map with an empty list', async () => {
    const body = await locations({ ...WORLD, zoom: 3 });
    expect(body).toEqual({ message: 'Panic event locations fetched successfully.', data: [], total: 0 });
  });

  it('sends individual markers with the spec fields when few events are in view', async () => {
    const owner = await createAccount(test.ctx, { roleId: 6 });
    await test.ctx.db.insert(experiences).values({ id: 'a'.repeat(32), ownerId: owner.id, experienceType: 1, mediaFile: 'demo/experience-image.jpg' });
    await addEvents(1, 35.6762, 139.6503, new Date('2024-03-01T10:00:00Z'), 0, 'a'.repeat(32));
    await addEvents(1, 35.6762, 139.6503, new Date('2024-03-02T10:00:00Z'));
    const body = await locations({ ...WORLD, zoom: 3 });
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      {
        kind: 'marker',
        count: 1,
        alarm_latitude: expect.closeTo(35.6782, 6),
        alarm_longitude: expect.closeTo(139.6523, 6),
        alert_unique_id: 'hm-2',
        user_full_name: 'Map User 2',
        userId,
        userName: 'map.user',
        alert_created_at: '2024-03-02T10:00:00.000Z',
        eventUrl: null,
        id: expect.any(Number),
        // Written straight to the table: no place until housekeeping resolves it.
        place: null,
      },
      expect.objectContaining({ alert_unique_id: 'hm-1', eventUrl: `/auth/experiance/${'a'.repeat(32)}` }),
    ]);
  });

  it('clusters on a grid when many events are in view, with counts and centroids', async () => {
    await addEvents(600, LONDON.lat, LONDON.lng, new Date('2024-06-30T12:00:00Z'), 1);
    const body = await locations({ ...WORLD, zoom: 3 });
    expect(body.total).toBe(602);
    expect(body.data.every((item) => item.kind === 'cluster')).toBe(true);
    const london = body.data.find((item) => item.kind === 'cluster' && item.count === 600);
    expect(london).toMatchObject({ latitude: expect.closeTo(LONDON.lat + 0.003, 2), longitude: expect.closeTo(LONDON.lng + 0.002, 2) });
    expect(body.data.find((item) => item.kind === 'cluster' && item.count === 2)).toBeDefined();
  });

  it('sends only the newest markers once zoomed in to street level, whatever the count', async () => {
    const box = { south: 51.5, west: -0.14, north: 51.52, east: -0.12 };
    const body = await locations({ ...box, zoom: 16 });
    expect(body.total).toBe(600);
    expect(body.data).toHaveLength(500);
    expect(body.data.every((item) => item.kind === 'marker')).toBe(true);
    const times = body.data.map((item) => (item.kind === 'marker' ? item.alert_created_at : ''));
    expect(times[0]).toBe('2024-06-30T12:00:00.000Z');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps to the viewport, also across the antimeridian', async () => {
    await addEvents(3, -17.7, 178.4, new Date('2024-05-01T00:00:00Z'));
    await addEvents(2, -14.3, -170.7, new Date('2024-05-01T00:00:00Z'));
    const tokyo = await locations({ south: 30, west: 130, north: 40, east: 145, zoom: 6 });
    expect(tokyo.total).toBe(2);
    const pacific = await locations({ south: -25, west: 170, north: -10, east: 195, zoom: 5 });
    expect(pacific.total).toBe(5);
    expect(pacific.data.map((item) => (item.kind === 'marker' ? Math.sign(item.alarm_longitude) : 0)).sort()).toEqual([-1, -1, 1, 1, 1]);
    const europe = await locations({ south: 35, west: -10, north: 60, east: 20, zoom: 5, layer: 'heat' });
    expect(europe.total).toBe(600);
    expect(europe.data.every((item) => item.kind === 'cluster')).toBe(true);
  });

  it('applies the time window on the server', async () => {
    // London: one event an hour back from 2024-06-30 12:00 for 600 hours (25 days).
    const day = await locations({ ...WORLD, zoom: 3, from: '2024-06-29T12:00:00Z', to: '2024-06-30T12:00:01Z' });
    expect(day.total).toBe(25);
    const week = await locations({ ...WORLD, zoom: 3, from: '2024-06-23T12:00:00.000+00:00', to: '2024-07-01T00:00:00Z' });
    expect(week.total).toBe(169);
    const since = await locations({ ...WORLD, zoom: 3, from: '2024-06-30T00:00:00Z' });
    expect(since.total).toBe(13);
    const before = await locations({ ...WORLD, zoom: 3, to: '2024-03-02T00:00:00Z' });
    expect(before.data).toEqual([expect.objectContaining({ kind: 'marker', alert_unique_id: 'hm-1' })]);
  });

  type View = { bounds: typeof WORLD; zoom: number; window: { from?: string; to?: string } };
  /**
   * Each view at both layers counted from the stored cells and from the events themselves: the two must agree.
   * Returns how many cells each stored answer had, named by its view and layer.
   */
  async function storedAgreesWithDirect(views: View[]): Promise<{ at: string; cells: number }[]> {
    const counts: { at: string; cells: number }[] = [];
    for (const view of views) {
      for (const layer of ['clusters', 'heat'] as const) {
        const area = gridArea(view.bounds, gridExponent(view.zoom, layer));
        const window = { from: view.window.from ? new Date(view.window.from) : undefined, to: view.window.to ? new Date(view.window.to) : undefined };
        const stored = await countCells(test.ctx.db, area, window);
        const direct = await countCells(test.ctx.db, area, window, { useStoredCells: false });
        expect(unmatched(stored, direct), JSON.stringify({ view, layer })).toEqual([]);
        counts.push({ at: JSON.stringify({ view, layer }), cells: stored.length });
      }
    }
    return counts;
  }

  it('answers the same from stored day cells as from the events themselves', async () => {
    await test.ctx.db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, latitude, longitude, created_at)
      select 'rnd-' || i, ${userId}, 'map.user', 'Map User', 1, -60 + abs(hashint4(i)) % 12000 / 100.0, -180 + abs(hashint4(i + 7)) % 36000 / 100.0,
             timestamptz '2024-01-01' + (abs(hashint4(i + 13)) % 86400000) * interval '1 second' / 1000
      from generate_series(1, 3000) as i`);
    const views = [
      { bounds: WORLD, zoom: 2, window: {} },
      { bounds: { south: 10, west: -30, north: 60, east: 40 }, zoom: 5, window: { from: '2024-01-10T07:30:00Z', to: '2024-01-20T18:00:00Z' } },
      { bounds: { south: -40, west: 150, north: 0, east: 210 }, zoom: 7, window: { from: '2024-01-15T00:00:00Z' } },
      { bounds: { south: 0, west: 0, north: 5, east: 8 }, zoom: 9, window: { to: '2024-01-31T23:00:00Z' } },
    ];
    const cells = await storedAgreesWithDirect(views);
    expect(cells.reduce((sum, { cells: count }) => sum + count, 0)).toBeGreaterThan(400);
  });

  it('answers the same from stored month cells at city zooms (levels 13 and 15) and over several months', async () => {
    await test.ctx.db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, latitude, longitude, created_at)
      select 'city-' || i, ${userId}, 'map.user', 'Map User', 1, 19.0 + abs(hashint4(i)) % 4000 / 10000.0, 72.8 + abs(hashint4(i + 3)) % 4000 / 10000.0,
             timestamptz '2023-10-01' + (abs(hashint4(i + 5)) % 200) * interval '1 day' + (abs(hashint4(i + 9)) % 86400) * interval '1 second'
      from generate_series(1, 2000) as i`);
    const mumbai = { south: 19.0, west: 72.8, north: 19.4, east: 73.2 };
    const views = [
      { bounds: mumbai, zoom: 10, window: {} },
      { bounds: mumbai, zoom: 12, window: { from: '2023-11-14T10:00:00Z', to: '2024-03-03T05:00:00Z' } },
      { bounds: { south: 19.1, west: 72.9, north: 19.2, east: 73.0 }, zoom: 13, window: { from: '2023-12-01T00:00:00Z' } },
      { bounds: WORLD, zoom: 3, window: { from: '2023-10-20T00:00:00Z', to: '2024-04-01T00:00:00Z' } },
    ];
    // Every view has cells at both layers: a comparison of two empty answers would prove nothing.
    for (const { at, cells } of await storedAgreesWithDirect(views)) expect(cells, at).toBeGreaterThan(0);
  });

  it('counts every event in the box, at world zoom and at city zoom alike', async () => {
    const box = { south: 19.05, west: 72.85, north: 19.35, east: 73.15 };
    const [expected] = await queryRows<{ n: number }>(
      test.ctx.db,
      sql`
      select count(*)::int as n from panic_events where latitude >= ${box.south} and latitude < ${box.north} and longitude >= ${box.west} and longitude < ${box.east}`,
    );
    expect(expected?.n).toBeGreaterThan(500);
    for (const zoom of [10, 11, 12, 13]) {
      const answer = await locations({ ...box, zoom, layer: 'heat' });
      // Whole cells touching the box: never fewer than the events inside it, and they add up to the total.
      expect(answer.total, `zoom ${zoom}`).toBeGreaterThanOrEqual(expected?.n ?? 0);
      expect(answer.data.reduce((sum, item) => sum + item.count, 0)).toBe(answer.total);
    }
    // Zoomed out to the world the same events are one or two clusters with their counts, not outlines only.
    const world = await locations({ ...WORLD, zoom: 2 });
    const near = world.data.filter((item) => item.kind === 'cluster' && Math.abs(item.latitude - 19.2) < 6 && Math.abs(item.longitude - 73) < 6);
    expect(near.reduce((sum, item) => sum + item.count, 0)).toBeGreaterThanOrEqual(expected?.n ?? 0);
    expect(world.data.reduce((sum, item) => sum + item.count, 0)).toBe(world.total);
  });

  it('counts the same cells afresh as the triggers kept (the seed loads without them, then rebuilds)', async () => {
    const snapshot = (table: 'panic_event_cells' | 'panic_event_month_cells') =>
      queryRows(
        test.ctx.db,
        sql`select level, cell_y, cell_x, ${sql.identifier(table === 'panic_event_cells' ? 'day' : 'month')}::text as period,
        event_count, round(sum_latitude::numeric, 6)::text as lat, round(sum_longitude::numeric, 6)::text as lng
        from ${sql.identifier(table)} order by 1, 2, 3, 4`,
      );
    const days = await snapshot('panic_event_cells');
    const months = await snapshot('panic_event_month_cells');
    expect(months.length).toBeGreaterThan(1000);
    await rebuildCells(test.ctx.db);
    expect(await snapshot('panic_event_cells')).toEqual(days);
    expect(await snapshot('panic_event_month_cells')).toEqual(months);
  });

  it('keeps the stored cells in step when events move or are deleted', async () => {
    const sydney = { south: -34.5, west: 150.5, north: -33.5, east: 151.5, zoom: 8 };
    const other = await createAccount(test.ctx, { roleId: 6 });
    await test.ctx.db.insert(panicEvents).values(
      [1, 2, 3].map((n) => ({
        alertUniqueId: `syd-${n}`,
        userId: other.id,
        userName: 'syd',
        userFullName: 'Syd',
        alertType: 1,
        latitude: -33.87,
        longitude: 151.21,
      })),
    );
    expect((await locations({ ...sydney, layer: 'heat' })).total).toBe(3);
    await test.ctx.db.update(panicEvents).set({ latitude: 48.85, longitude: 2.35 }).where(eq(panicEvents.alertUniqueId, 'syd-1'));
    expect((await locations({ ...sydney, layer: 'heat' })).total).toBe(2);
    expect((await locations({ south: 48, west: 2, north: 49, east: 3, zoom: 3, layer: 'heat' })).total).toBe(1);
    await test.ctx.db.delete(accounts).where(eq(accounts.id, other.id));
    expect((await locations({ ...sydney, layer: 'heat' })).total).toBe(0);
    const leftover = await queryRows<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from panic_event_cells where event_count <= 0`);
    expect(leftover).toEqual([{ n: 0 }]);
    const leftoverMonths = await queryRows<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from panic_event_month_cells where event_count <= 0`);
    expect(leftoverMonths).toEqual([{ n: 0 }]);
  });

  it.each([
    [{ south: 50, north: 40 }, 'south must not be greater than north, nor west greater than east.'],
    [{ south: -95 }, 'south must be a latitude between -90 and 90.'],
    [{ east: 'x' }, 'east must be a longitude between -540 and 540.'],
    [{ zoom: 25 }, 'zoom must be a whole number from 0 to 20.'],
    [{ layer: 'dots' }, "layer must be 'clusters' or 'heat'."],
    [{ from: 'yesterday' }, 'from must be an ISO 8601 date and time, e.g. 2024-05-01T00:00:00Z.'],
    [{ from: '2024-02-01T00:00:00Z', to: '2024-01-01T00:00:00Z' }, 'from must be before to.'],
    [{ zoom: 18 }, 'The map area is too large for this zoom level.'],
  ])('refuses %j with a clear message', async (params, message) => {
    const response = await requestRaw(call, heatMapEndpoints.listPanicEventLocations, { query: { ...WORLD, zoom: 3, ...params } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('offers no tile layer unless one is configured', async () => {
    const response = await request(call, heatMapEndpoints.getMapConfig);
    expect(response.json().data).toEqual({ tileUrl: null });
  });
});
