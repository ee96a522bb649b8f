import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryOne, queryRows } from '../db/query';
import { placesRelation } from '../lib/gazetteer/event-places';
import { withCellsRebuiltAfter } from '../modules/heat-map/cells-rebuild';
import { mobilePrefix, VARIED_DIGITS } from './demo-phones';
import { ALERT_LOG_STEPS, CITIES, DEVICE_LOG_EVENTS, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from './reference-data';
import { numberArray, textArray } from './sql-literals';

/**
 * Bulk demo data generated inside the database with generate_series, one batch per statement, so that a
 * million users or ten million events take minutes, not hours. Every value is derived from the row number
 * through hashint8, so two runs at the same size produce the same data (ids of public links excepted).
 */
export type Progress = (label: string, done: number, total: number) => void;

const BATCH = 50_000;

/** A stable pseudo-random non-negative integer for row i and a salt. */
const h = (expr: string, salt: number) => sql.raw(`abs(hashint8((${expr})::bigint * 31 + ${salt}))`);

const cityLat = numberArray(CITIES.map((c) => c[2]));
const cityLng = numberArray(CITIES.map((c) => c[3]));
const cityCode = textArray(CITIES.map((c) => c[1]));
// Demo phone numbers pass the phone rule of the user form (a real mobile prefix of the city's country).
const cityPhonePrefix = textArray(
  CITIES.map(([city, code]) => {
    const prefix = mobilePrefix(code);
    if (prefix === null) throw new Error(`No mobile number example for ${code} (${city}): choose another city for the demo data.`);
    return prefix;
  }),
);
/** A demo phone number for the city in `k`: its prefix and VARIED_DIGITS digits from the row's hash. */
const phoneNumber = (hash: ReturnType<typeof h>) => sql`(${cityPhonePrefix})[k] || lpad((${hash} % ${10 ** VARIED_DIGITS})::text, ${VARIED_DIGITS}, '0')`;
const firsts = textArray(FIRST_NAMES);
const lasts = textArray(LAST_NAMES);
const domains = textArray(EMAIL_DOMAINS);

async function inBatches(total: number, label: string, progress: Progress, run: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await run(from, to);
    progress(label, to, total);
  }
}

export async function seedUsers(db: Db, count: number, passwordHash: string, progress: Progress) {
  const row = await queryOne<{ n: number }>(db, sql`select coalesce(max(id), 0)::int as n from accounts`);
  const offset = row?.n ?? 0;
  await inBatches(count, 'users', progress, (from, to) =>
    db.execute(sql`
      insert into accounts (role_id, first_name, last_name, full_name, user_name, email, password_hash, country_code,
                            phone_number, red_alert_setting, status, created_at, updated_at)
      select 6, f, l, f || ' ' || l, handle, handle || '@' || (${domains})[1 + ${h('i', 5)} % ${EMAIL_DOMAINS.length}],
             ${passwordHash}, (${cityCode})[k],
             ${phoneNumber(h('i', 7))},
             ${h('i', 8)} % 3 = 0, case when ${h('i', 9)} % 12 = 0 then 0 else 1 end, created, created
      from generate_series(${from + offset}::bigint, ${to + offset}::bigint) as i,
      lateral (select (${firsts})[1 + ${h('i', 1)} % ${FIRST_NAMES.length}] as f,
                      (${lasts})[1 + ${h('i', 2)} % ${LAST_NAMES.length}] as l,
                      1 + ${h('i', 3)} % ${CITIES.length} as k,
                      now() - (${h('i', 4)} % 31536000) * interval '1 second' as created) as pick,
      lateral (select lower(replace(f, ' ', '')) || '.' || lower(replace(l, ' ', '')) || i as handle) as names
    `),
  );
}

/** Row numbers for the end users, so other tables can pick "user number n" with one index lookup. */
export async function buildUserMap(db: Db): Promise<number> {
  await db.execute(sql`drop table if exists seed_user_map`);
  await db.execute(sql`create unlogged table seed_user_map as
    select row_number() over (order by id) as rn, id, user_name, full_name from accounts where role_id = 6`);
  await db.execute(sql`alter table seed_user_map add primary key (rn)`);
  const row = await queryOne<{ n: number }>(db, sql`select count(*)::int as n from seed_user_map`);
  return row?.n ?? 0;
}

export async function dropUserMap(db: Db) {
  await db.execute(sql`drop table if exists seed_user_map`);
}

/**
 * An event's time within the last year: each batch has its own stretch of it, in order, and its events fall at
 * random within that stretch. Inserted in time order, the table then lies in time order on disk, as live alerts
 * leave it (each appended as it happens): an export or a page newest first reads the table's pages in turn.
 * With a random time per event across the whole year, a COPY of a million events newest first read one page
 * per row: 3.4 s, against 1.15 s in time order (measured 2026-11-25, 81e9a92).
 */
const batchTime = (from: number, to: number, count: number) => {
  const eventsIn = sql`(${from - 1} + (${h('i', 16)} % 1000000) / 1000000.0 * ${to - from + 1})`;
  return sql`now() - interval '365 days' + ${eventsIn} * ${31_536_000 / count} * interval '1 second'`;
};

/**
 * Each batch is generated into a scratch table first, so its positions can be given their nearest place (the
 * gazetteer is in this process, not in the database) and every event is written once, place included.
 */
export async function seedPanicEvents(db: Db, count: number, userCount: number, progress: Progress) {
  if (userCount === 0) return;
  const row = await queryOne<{ n: number }>(db, sql`select coalesce(max(id), 0)::int as n from panic_events`);
  const offset = row?.n ?? 0;
  const load = () =>
    inBatches(count, 'panic events', progress, async (from, to) => {
      await db.execute(sql`drop table if exists seed_event_batch`);
      await db.execute(sql`
      create temp table seed_event_batch as
      select i, md5('alert-' || i)::uuid::text as alert_unique_id, u.id as user_id, u.user_name, u.full_name as user_full_name,
             case when ${h('i', 11)} % 3 = 0 then 2 else 1 end as alert_type,
             case when ${h('i', 12)} % 4 = 0 then 2 else 1 end as is_alert_started_from_device,
             (${cityLat})[k] + ((${h('i', 13)} % 2001) - 1000) / 2500.0 as latitude,
             (${cityLng})[k] + ((${h('i', 14)} % 2001) - 1000) / 2500.0 as longitude,
             1 + ${h('i', 15)} % 5 as notifications_sent,
             ${batchTime(from, to, count)} as created_at
      from generate_series(${from + offset}::bigint, ${to + offset}::bigint) as i
      join seed_user_map u on u.rn = 1 + ${h('i', 10)} % ${userCount},
      lateral (select 1 + ${h('u.rn', 3)} % ${CITIES.length} as k) as city
    `);
      // Without statistics the planner takes the scratch table for a few rows and loops over it once per place.
      await db.execute(sql`analyze seed_event_batch`);
      const positions = await queryRows<{ key: string | number; latitude: number; longitude: number }>(
        db,
        sql`select i as key, latitude, longitude from seed_event_batch`,
      );
      await db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, is_alert_started_from_device,
                                latitude, longitude, notifications_sent, created_at, place_name, country_code)
      select b.alert_unique_id, b.user_id, b.user_name, b.user_full_name, b.alert_type, b.is_alert_started_from_device,
             b.latitude, b.longitude, b.notifications_sent, b.created_at, places.place_name, places.country_code
      from seed_event_batch b join ${placesRelation(positions)} on places.key = b.i
      order by b.created_at
    `);
      await db.execute(sql`drop table seed_event_batch`);
    });
  // Into an empty table the heat map's cells are counted once at the end rather than upserted per batch.
  const empty = (await queryOne<{ any: boolean }>(db, sql`select exists (select 1 from panic_events) as any`))?.any === false;
  if (empty) await withCellsRebuiltAfter(db, load);
  else await load();
  await db.execute(sql`update accounts a set panic_event_count = c.n
    from (select user_id, count(*)::int as n from panic_events group by user_id) c where a.id = c.user_id`);
}

/** Log lines for every `every`-th event (every event in demo data; a sample at benchmark scale). */
export async function seedAlertLogs(db: Db, every: number, progress: Progress) {
  const row = await queryOne<{ n: number }>(db, sql`select coalesce(max(id), 0)::int as n from panic_events`);
  const maxId = row?.n ?? 0;
  const types = textArray(ALERT_LOG_STEPS.map((s) => s[0]));
  const texts = textArray(ALERT_LOG_STEPS.map((s) => s[1]));
  await inBatches(maxId, 'alert logs', progress, (from, to) =>
    db.execute(sql`
      insert into alert_logs (panic_event_id, event_type, event_message, time_stamp)
      select e.id, (${types})[s], (${texts})[s], e.created_at + (s - 1) * interval '17 seconds'
      from panic_events e, generate_series(1, 3 + (e.id % 3)::int) as s
      where e.id between ${from} and ${to} and e.id % ${every} = 0
    `),
  );
}

const DESCRIPTIONS = [
  'Someone followed me from the station. Sharing so my contacts can see where I am.',
  'Car would not start in an empty car park late at night.',
  'Walking home, a group was shouting at me. Recording just in case.',
  'Felt unsafe in a taxi that took a different route.',
  'Got lost on a hiking trail after dark, battery low.',
  'Stranger kept knocking on the door of my flat.',
];

/** One shared photo or video for every `every`-th event, linked as the event's recording. */
export async function seedExperiences(db: Db, every: number, media: { image: string; video: string }, progress: Progress) {
  const row = await queryOne<{ n: number }>(db, sql`select coalesce(max(id), 0)::int as n from panic_events`);
  const maxId = row?.n ?? 0;
  const descriptions = textArray(DESCRIPTIONS);
  await inBatches(maxId, 'experiences', progress, (from, to) =>
    db.execute(sql`
      with src as materialized (
        select id as event_id, user_id, created_at, replace(gen_random_uuid()::text, '-', '') as experience_id
        from panic_events where id between ${from} and ${to} and id % ${every} = 0 and experience_id is null
      ), added as (
        insert into experiences (id, owner_id, experience_type, media_file, description, created_at)
        select experience_id, user_id, case when event_id % 2 = 0 then 2 else 1 end,
               case when event_id % 2 = 0 then ${media.video} else ${media.image} end,
               (${descriptions})[1 + (event_id % ${DESCRIPTIONS.length})::int], created_at + interval '40 seconds'
        from src returning id
      )
      -- A data-modifying CTE always runs once, so every experience exists before the foreign keys are checked.
      update panic_events p set experience_id = src.experience_id
      from src where p.id = src.event_id and (select count(*) from added) >= 0
    `),
  );
}

export async function seedEmergencyContacts(db: Db, userCount: number, progress: Progress) {
  await inBatches(userCount, 'emergency contacts', progress, (from, to) =>
    db.execute(sql`
      insert into emergency_contacts (user_id, contact_name, contact_email, country_code, contact_number, consent_status,
                                      is_active, is_deleted, created_at)
      select u.id, f || ' ' || l, lower(f) || '.' || lower(replace(l, ' ', '')) || u.rn || s || '@example.com',
             (${cityCode})[k], ${phoneNumber(h('u.rn * 5 + s', 23))},
             (${h('u.rn * 5 + s', 24)} % 4)::int,
             ${h('u.rn * 5 + s', 25)} % 4 <> 0, ${h('u.rn * 5 + s', 26)} % 25 = 0,
             now() - (${h('u.rn * 5 + s', 27)} % 31536000) * interval '1 second'
      from seed_user_map u, generate_series(1, 1 + (${h('u.rn', 20)} % 3)::int) as s,
      lateral (select (${firsts})[1 + ${h('u.rn * 5 + s', 21)} % ${FIRST_NAMES.length}] as f,
                      (${lasts})[1 + ${h('u.rn * 5 + s', 28)} % ${LAST_NAMES.length}] as l,
                      1 + ${h('u.rn', 3)} % ${CITIES.length} as k) as pick
      where u.rn between ${from} and ${to}
    `),
  );
}

export async function seedSubscriptions(db: Db, userCount: number, plans: { monthly: number; yearly: number }, progress: Progress) {
  await inBatches(userCount, 'subscriptions', progress, async (from, to) => {
    await db.execute(sql`
      with src as materialized (
        select u.id as user_id, u.rn, ${h('u.rn', 31)} % 3 <> 0 as monthly, 1 + (${h('u.rn', 32)} % 4)::int as periods,
               case when ${h('u.rn', 33)} % 2 = 0 then 'ios' else 'android' end as device_type,
               now() - (${h('u.rn', 34)} % 500) * interval '1 day' as started
        from seed_user_map u where u.rn between ${from} and ${to} and ${h('u.rn', 30)} % 5 < 2
      ), subs as (
        insert into subscriptions (user_id, subscription_plan_id, type, device_type, created_at, end_date)
        select user_id, case when monthly then ${plans.monthly}::bigint else ${plans.yearly}::bigint end, 'in-app purchase', device_type, started,
               started + periods * case when monthly then interval '1 month' else interval '1 year' end
        from src returning id, user_id, subscription_plan_id, device_type, created_at
      )
      insert into subscription_transactions (subscription_id, user_id, subscription_plan_id, transaction_ref, amount_cents, currency,
                                             device_type, start_date, end_date, created_at)
      select subs.id, subs.user_id, subs.subscription_plan_id,
             case when subs.device_type = 'ios' then 'APL-' else 'GPA-' end || upper(substr(md5(subs.id || '-' || k), 1, 16)),
             case when src.monthly then 499 else 4999 end, 'USD', subs.device_type,
             subs.created_at + k * p.step, subs.created_at + (k + 1) * p.step, subs.created_at + k * p.step
      from subs join src on src.user_id = subs.user_id,
      lateral (select case when src.monthly then interval '1 month' else interval '1 year' end as step) as p,
      generate_series(0, src.periods - 1) as k
    `);
  });
}

export async function seedDevices(db: Db, count: number, userCount: number, logEvery: number, progress: Progress) {
  const row = await queryOne<{ n: number }>(db, sql`select coalesce(max(id), 0)::int as n from devices`);
  const offset = row?.n ?? 0;
  const models = textArray(['Guardian Band', 'Guardian Band Pro', 'Guardian Pendant', 'Guardian Clip']);
  const logTypes = textArray(DEVICE_LOG_EVENTS.map((e) => e[0]));
  const logTexts = textArray(DEVICE_LOG_EVENTS.map((e) => e[1]));
  await inBatches(count, 'devices', progress, async (from, to) => {
    await db.execute(sql`
      insert into devices (device_name, device_id, mac_address, is_active, created_at, updated_at)
      select (${models})[1 + (${h('i', 40)} % 4)::int] || ' ' || lpad(i::text, 6, '0'), 'GRD-' || lpad(i::text, 8, '0'),
             case when ${h('i', 41)} % 13 = 0 then null
                  else upper(regexp_replace(substr(md5('mac-' || i), 1, 12), '(..)(?!$)', '\\1:', 'g')) end,
             ${h('i', 42)} % 9 <> 0, now() - (${h('i', 43)} % 31536000) * interval '1 second', now()
      from generate_series(${from + offset}::bigint, ${to + offset}::bigint) as i
    `);
    if (userCount > 0) {
      await db.execute(sql`
        insert into device_allocations (device_id, user_id, allocated_at)
        select d.id, u.id, d.created_at + interval '2 days'
        from devices d join seed_user_map u on u.rn = 1 + ${h('d.id', 44)} % ${userCount}
        where d.id between ${from + offset} and ${to + offset} and d.id % 3 <> 0
      `);
      await db.execute(sql`update devices set is_allocated = true
        where id between ${from + offset} and ${to + offset} and id % 3 <> 0`);
    }
    await db.execute(sql`
      insert into device_logs (device_id, event_type, event_message, time_stamp)
      select d.id, (${logTypes})[1 + (${h('d.id * 7 + s', 45)} % ${DEVICE_LOG_EVENTS.length})::int],
             (${logTexts})[1 + (${h('d.id * 7 + s', 45)} % ${DEVICE_LOG_EVENTS.length})::int],
             now() - (${h('d.id * 7 + s', 46)} % 2592000) * interval '1 second'
      from devices d, generate_series(1, 4) as s
      where d.id between ${from + offset} and ${to + offset} and d.id % ${logEvery} = 0
    `);
  });
}
