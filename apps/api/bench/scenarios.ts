import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  emergencyContactsQuery,
  listDevicesQuery,
  listUsersQuery,
  panicEventLocationsQuery,
  panicEventsQuery,
  responseReportQuery,
  subscriptionsQuery,
} from '@guardian/contracts';
import type { AppContext } from '../src/context';
import { queryOne } from '../src/db/query';
import { listDevices } from '../src/modules/devices/devices.service';
import { listEmergencyContacts } from '../src/modules/emergency-contacts/emergency-contacts.service';
import { panicEventLocations } from '../src/modules/heat-map/heat-map.service';
import { listPanicEvents } from '../src/modules/panic-events/panic-events.service';
import { directResponseReportSql } from '../src/modules/reports/reports.repository';
import { getResponseReport } from '../src/modules/reports/reports.service';
import { listSubscriptions } from '../src/modules/subscriptions/subscriptions.service';
import { listUsers } from '../src/modules/users/users.service';

/**
 * One measured request: its HTTP path and query, the same page asked of the service directly (no HTTP:
 * the limit) and, for lists, the naive implementation (OFFSET, exact COUNT(*), ILIKE that no index serves).
 */
export type Scenario = {
  name: string;
  path: string;
  query: Record<string, string>;
  raw: (ctx: AppContext) => Promise<unknown>;
  naive?: SQL[];
};

export type Scale = { users: number; events: number; devices: number };

const through =
  <S extends z.ZodType, Q>(schema: S, service: (ctx: AppContext, query: Q) => Promise<unknown>) =>
  (query: Record<string, string>) =>
  (ctx: AppContext) =>
    service(ctx, schema.parse(query) as Q);

/** Page n of a list, kept inside what the data holds (page 40,000 needs 400,000 rows). */
const deepPage = (rows: number, wanted = 40_000, limit = 10) => String(Math.max(1, Math.min(wanted, Math.floor((rows / limit) * 0.8))));

/**
 * Terms for search: one that matches a handful of users, one that matches about 5% of them ('ana'), and one
 * between them ('kaur', about 1.7% of the seed's users: past the exact count, under the sample's cap).
 */
export async function searchTerms(ctx: AppContext) {
  const rare = await queryOne<{ user_name: string }>(ctx.db, sql`select user_name from accounts where role_id = 6 order by id desc limit 1`);
  const rareEvent = await queryOne<{ user_name: string }>(ctx.db, sql`select user_name from panic_events order by id desc limit 1`);
  return { rare: rare?.user_name ?? 'nobody', common: 'ana', mid: 'kaur', rareEvent: rareEvent?.user_name ?? 'nobody' };
}

export type SearchTerms = Awaited<ReturnType<typeof searchTerms>>;

const ilikeAny = (columns: string[], term: string) => sql.raw(`(${columns.map((c) => `(${c} || '') ilike '%${term.replace(/'/g, "''")}%'`).join(' or ')})`);

/** Zooms the heat map rows measure: the world, a continent, a country, a region, a city, districts, streets. */
export const MAP_ZOOMS = [2, 3, 5, 8, 10, 12, 14] as const;

/**
 * The viewport of the 1366 x 580 map at a zoom, centred on Mumbai (a seeded city), so each heat map row reads
 * the cells or events a browser at that zoom would ask for; `cell` is the answer's grid (clusters) in degrees.
 */
export function mapView(zoom: number, centre = { lat: 19.076, lng: 72.8777 }) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfWidth = (1366 / 2) * degreesPerPixel;
  const halfHeight = Math.min(85, (580 / 2) * degreesPerPixel * 0.95); // Mercator near 19° N, roughly
  const box = {
    south: String(Math.max(-85, centre.lat - halfHeight)),
    north: String(Math.min(85, centre.lat + halfHeight)),
    west: String(Math.max(-180, centre.lng - halfWidth)),
    east: String(Math.min(180, centre.lng + halfWidth)),
    zoom: String(zoom),
  };
  return { box, cell: 360 / 2 ** (zoom + 2) };
}

export function buildScenarios(scale: Scale, terms: SearchTerms): Scenario[] {
  const users = through(listUsersQuery, listUsers);
  const events = through(panicEventsQuery, listPanicEvents);
  const subscriptions = through(subscriptionsQuery, listSubscriptions);
  const devices = through(listDevicesQuery, listDevices);
  const map = through(panicEventLocationsQuery, panicEventLocations);
  const userDeep = deepPage(scale.users);
  const eventDeep = deepPage(scale.events);
  // The last pages a person can ask for (the pager's last page): the deepest jump, served from a page mark
  // (decision 032). No naive row: OFFSET over the whole table is the 'page 40,000' row's naive figure, only longer.
  const userLast = String(Math.ceil(scale.users / 10));
  const eventLast = String(Math.ceil(scale.events / 10));

  const naiveUsers = (offset: number, where = sql`true`) => [
    sql`select id, full_name, email, user_name, phone_number, status from accounts where role_id = 6 and ${where} order by id desc offset ${offset} limit 10`,
    sql`select count(*) from accounts where role_id = 6 and ${where}`,
  ];
  const naiveEvents = (column: string, offset: number) => [
    sql.raw(
      `select e.id, e.created_at, a.user_name, a.full_name from panic_events e join accounts a on a.id = e.user_id order by ${column} desc, e.id desc offset ${offset} limit 10`,
    ),
    sql`select count(*) from panic_events e join accounts a on a.id = e.user_id`,
  ];

  const list: Scenario[] = [
    {
      name: 'users: page 1',
      path: '/v1/user/admin/list-all-users',
      query: { limit: '10', page_no: '1', role_id: '6' },
      raw: users({ limit: '10', page_no: '1' }),
      naive: naiveUsers(0),
    },
    {
      name: `users: page ${userDeep}`,
      path: '/v1/user/admin/list-all-users',
      query: { limit: '10', page_no: userDeep, role_id: '6' },
      raw: users({ limit: '10', page_no: userDeep }),
      naive: naiveUsers((Number(userDeep) - 1) * 10),
    },
    {
      name: `users: last page (${userLast})`,
      path: '/v1/user/admin/list-all-users',
      query: { limit: '10', page_no: userLast, role_id: '6' },
      raw: users({ limit: '10', page_no: userLast }),
    },
    {
      name: 'users: search, rare term',
      path: '/v1/user/admin/list-all-users',
      query: { limit: '10', page_no: '1', role_id: '6', search: terms.rare },
      raw: users({ limit: '10', page_no: '1', search: terms.rare }),
      naive: naiveUsers(0, ilikeAny(['full_name', 'email', "coalesce(user_name, '')"], terms.rare)),
    },
    {
      name: 'users: search, common term',
      path: '/v1/user/admin/list-all-users',
      query: { limit: '10', page_no: '1', role_id: '6', search: terms.common },
      raw: users({ limit: '10', page_no: '1', search: terms.common }),
      naive: naiveUsers(0, ilikeAny(['full_name', 'email', "coalesce(user_name, '')"], terms.common)),
    },
    {
      name: 'users: search, mid term',
      path: '/v1/user/admin/list-all-users',
      query: { limit: '10', page_no: '1', role_id: '6', search: terms.mid },
      raw: users({ limit: '10', page_no: '1', search: terms.mid }),
      naive: naiveUsers(0, ilikeAny(['full_name', 'email', "coalesce(user_name, '')"], terms.mid)),
    },
  ];
  for (const [label, keyword] of [
    ['rare', terms.rareEvent],
    ['common', terms.common],
  ] as const) {
    const query = { limit: '10', page_no: '1', keyword };
    list.push({
      name: `panic events: search, ${label} term`,
      path: '/v1/admin/list-panic-events',
      query,
      raw: events(query),
      naive: [
        sql`select e.id, e.created_at, e.user_name, e.user_full_name from panic_events e where ${ilikeAny(['e.user_name', 'e.user_full_name'], keyword)}
            order by e.created_at desc, e.id desc limit 10`,
        sql`select count(*) from panic_events e where ${ilikeAny(['e.user_name', 'e.user_full_name'], keyword)}`,
      ],
    });
  }
  for (const [orderBy, column] of [
    ['createdAt', 'e.created_at'],
    ['userName', 'a.user_name'],
    ['fullName', 'a.full_name'],
  ] as const) {
    for (const page of ['1', eventDeep]) {
      const query = { limit: '10', page_no: page, order_by: orderBy, order: 'DESC' };
      list.push({
        name: `panic events by ${orderBy}: page ${page}`,
        path: '/v1/admin/list-panic-events',
        query,
        raw: events(query),
        naive: naiveEvents(column, (Number(page) - 1) * 10),
      });
    }
  }
  const lastQuery = { limit: '10', page_no: eventLast, order_by: 'createdAt', order: 'DESC' };
  list.push({ name: `panic events by createdAt: last page (${eventLast})`, path: '/v1/admin/list-panic-events', query: lastQuery, raw: events(lastQuery) });
  const activeSubs = { limit: '10', page_no: '1', status: 'true' };
  list.push({
    name: 'subscriptions: active',
    path: '/v1/subscription/admin/users',
    query: activeSubs,
    raw: subscriptions(activeSubs),
    naive: [
      sql`select s.id, a.user_name, a.email, s.end_date from subscriptions s join accounts a on a.id = s.user_id where s.end_date > now() order by s.created_at desc offset 0 limit 10`,
      sql`select count(*) from subscriptions s join accounts a on a.id = s.user_id where s.end_date > now()`,
    ],
  });
  list.push(...contactAndSubscriptionRows(scale, terms));
  list.push(responseReportRow(scale));
  const deviceFilter = { limit: '10', page_no: '1', active_status: '3', allocation_status: '2' };
  list.push({
    name: 'devices: active and allocated',
    path: '/v1/device-inventory',
    query: deviceFilter,
    raw: devices(deviceFilter),
    naive: [
      sql`select d.* from devices d where d.is_active and exists (select 1 from device_allocations x where x.device_id = d.id and x.released_at is null) order by d.id desc offset 0 limit 10`,
      sql`select count(*) from devices d where d.is_active and exists (select 1 from device_allocations x where x.device_id = d.id and x.released_at is null)`,
    ],
  });
  // The heat map at every zoom (issue 15); the naive build groups the raw points of the box on the answer's grid.
  for (const zoom of MAP_ZOOMS) {
    const { box, cell } = mapView(zoom);
    list.push({
      name: `heat map: zoom ${zoom}`,
      path: '/v1/alarm/panic-event-locations',
      query: box,
      raw: map(box),
      // Naive: group the raw points of the viewport on every request, with no pre-aggregated cells.
      naive: [
        sql`select count(*), avg(latitude), avg(longitude) from panic_events
            where latitude between ${Number(box.south)} and ${Number(box.north)} and longitude between ${Number(box.west)} and ${Number(box.east)}
            group by floor(latitude / ${cell}), floor(longitude / ${cell})`,
      ],
    });
  }
  return list;
}

/**
 * The response report over the last year (issue 32: at most 1 s over a year of 10M events). It reads the daily
 * rollup (decision 065), which the fill writes as a year of `scale.events` desk-era alarms would leave it
 * (response-rollup-fill.ts: 10M on the full PostgreSQL run); the seeded events themselves are history, never on a
 * desk. The naive figure is the direct statement over every seeded event of the year, i.e. what grouping the
 * alarms themselves would cost at that size.
 */
function responseReportRow(scale: Scale): Scenario {
  const today = new Date().toISOString().slice(0, 10);
  const query = { from: new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10), to: today };
  const window = { start: new Date(`${query.from}T00:00:00Z`), end: new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000), includeTest: false };
  return {
    name: `reports: response, last 365 days (rollup of ${compact(scale.events)} alarms)`,
    path: '/v1/admin/reports/response',
    query,
    raw: through(responseReportQuery, getResponseReport)(query),
    naive: [directResponseReportSql(window, { everyEvent: true })],
  };
}

/** 10M, 1M, 250k: a count as a row's name says it. */
const compact = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));

/**
 * The emergency contacts (1 to 3 per user, bulk-seed.ts) and subscriptions (two users in five) lists, as users and
 * panic events are measured: a first page, a deep page (from its page marks), a common and a rare search, and a
 * deep page of a one-letter search (keyword=a, page 200: a walk that once read the tables through).
 */
function contactAndSubscriptionRows(scale: Scale, terms: SearchTerms): Scenario[] {
  const contacts = through(emergencyContactsQuery, listEmergencyContacts);
  const subscriptions = through(subscriptionsQuery, listSubscriptions);
  const lists = [
    { label: 'emergency contacts', path: '/v1/admin/list-emergency-contacts-data', rows: scale.users * 2, read: contacts },
    { label: 'subscriptions', path: '/v1/subscription/admin/users', rows: Math.round(scale.users * 0.4), read: subscriptions },
  ];
  return lists.flatMap(({ label, path, rows, read }) => {
    const deep = deepPage(rows);
    const queries: [string, Record<string, string>][] = [
      ['page 1', { limit: '10', page_no: '1' }],
      [`page ${deep}`, { limit: '10', page_no: deep }],
      [`search, common term (${terms.common})`, { limit: '10', page_no: '1', keyword: terms.common }],
      ['search, rare term', { limit: '10', page_no: '1', keyword: terms.rare }],
      ['search a, page 200', { limit: '10', page_no: '200', keyword: 'a' }],
    ];
    return queries.map(([name, query]) => ({ name: `${label}: ${name}`, path, query, raw: read(query) }));
  });
}

export const EXPORTS = [
  { name: 'users (CustomerList.csv)', path: '/v1/user/admin/export-users' },
  { name: 'panic events (PanicEvent.csv)', path: '/v1/admin/export-panic-event-data' },
  { name: 'devices (DeviceManagement.csv)', path: '/v1/device-inventory/export' },
];
