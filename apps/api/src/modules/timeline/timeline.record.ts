import { sql } from 'drizzle-orm';

/** An entry's entity id as the bigint id of its table; null if it is not one (nothing then matches). */
const entityKey = sql`case when l.entity_id ~ '^[0-9]{1,18}$' then l.entity_id::bigint end`;

/**
 * The current name of the record an entry is about, one primary-key look-up for the page's rows only (the
 * engine joins after it has chosen the page). CASE runs only the branch of the entry's type.
 */
export const recordNameJoin = sql`left join lateral (
  select case l.entity_type
    when 'account' then (select full_name from accounts where id = ${entityKey})
    when 'device' then (select device_name from devices where id = ${entityKey})
    when 'warning_audio' then (select name from warning_audios where id = ${entityKey})
    when 'cms_template' then (select name from cms_templates where id = ${entityKey})
    when 'api_key' then (select name from api_keys where id = ${entityKey})
    when 'panic_event' then (select user_full_name from panic_events where id = ${entityKey})
    when 'mail' then (select subject from mail_outbox where id = ${entityKey})
  end as name
) record on true`;

/** A name the entry itself kept, for a record that is gone (a deleted device) or has no row (an import's file). */
const KEPT_NAME_FIELDS = ['name', 'deviceName', 'fileName', 'subject', 'slug', 'email'];
const keptName = sql.join(
  KEPT_NAME_FIELDS.map((field) => sql`case when jsonb_typeof(l.summary -> ${field}) = 'string' then l.summary ->> ${field} end`),
  sql`, `,
);

/** The columns the timeline's rows add: "recordName" and "recordExists". */
export const recordColumns = sql`coalesce(record.name, ${keptName}) as "recordName", record.name is not null as "recordExists"`;
