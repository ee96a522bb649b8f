-- The response report's daily rollup (decision 065): per UTC day and alarm kind, one row per group the report
-- shows (an alert type, a source, the acknowledging operator, an outcome) with its alarms, its escalations and
-- two histograms, times to acknowledge and to resolve. Only alarms of the desk era count (raised through the
-- ingest API or acknowledged: deskEraAlarm in response-figures.sql.ts); test alarms are kept, with their kind,
-- for include_test=1. Every alarm is in exactly one alert type row, so the total, the kinds and the days are sums
-- of those.
CREATE TABLE "panic_event_response_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"alarms" integer NOT NULL,
	"escalations" integer NOT NULL,
	"ack_seconds" numeric NOT NULL,
	"resolve_seconds" numeric NOT NULL,
	CONSTRAINT "panic_event_response_days_day_kind_dimension_value_pk" PRIMARY KEY("day","kind","dimension","value")
);
--> statement-breakpoint
-- An elapsed time as every response figure counts it: rounded up to the whole second up to a minute (so "within
-- 10 s" is exactly the values up to 10), then to 10 s up to 10 minutes, the minute up to an hour, 10 minutes up to
-- 6 hours, the hour up to a day, the day up to 30 days; never below 0, longer counts as 30 days. The dashboard's
-- panel and the wallboard take their percentiles over these values too: one float8 expression, which PostgreSQL
-- inlines into their statements.
CREATE FUNCTION "response_round_up"(seconds double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT (CASE
		WHEN seconds IS NULL THEN NULL
		WHEN seconds <= 0 THEN 0
		WHEN seconds <= 60 THEN ceil(seconds)
		WHEN seconds <= 600 THEN ceil(seconds / 10) * 10
		WHEN seconds <= 3600 THEN ceil(seconds / 60) * 60
		WHEN seconds <= 21600 THEN ceil(seconds / 600) * 600
		WHEN seconds <= 86400 THEN ceil(seconds / 3600) * 3600
		ELSE least(ceil(seconds / 86400), 30) * 86400
	END)::integer
$$;
--> statement-breakpoint
CREATE FUNCTION "response_rounded_seconds"(elapsed interval) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT response_round_up(date_part('epoch', elapsed))
$$;
--> statement-breakpoint
-- The histogram bucket of a rounded time, from 0: 0..60 are the seconds themselves, 241 is 30 days
-- (RESPONSE_BUCKET_SECONDS in response-histogram.ts lists each bucket's seconds).
CREATE FUNCTION "response_bucket"(rounded integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE
		WHEN rounded <= 60 THEN rounded
		WHEN rounded <= 600 THEN 54 + rounded / 10
		WHEN rounded <= 3600 THEN 104 + rounded / 60
		WHEN rounded <= 21600 THEN 158 + rounded / 600
		WHEN rounded <= 86400 THEN 188 + rounded / 3600
		ELSE 211 + rounded / 86400
	END
$$;
--> statement-breakpoint
-- A histogram is one exact number: the count of bucket b is its b-th group of ten decimal digits from the right.
-- sum() then adds whole histograms in one step, where adding arrays element by element (unnest and group) was
-- fifty times slower over a year of rows. This is the histogram of one alarm at `elapsed`, or 0 for none.
CREATE FUNCTION "response_histogram_of"(elapsed interval) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(trunc(10::numeric ^ (10 * response_bucket(response_rounded_seconds(elapsed)))), 0)
$$;
--> statement-breakpoint
-- What one alarm adds to the rollup (`sign` -1 takes it away): a row per group it belongs to, nothing for an
-- alarm outside the desk era. Time to resolve leaves out the person's own cancellations (resolvedByOperator).
-- PL/pgSQL keeps the plan between calls: as a SQL function, planned on every call, the triggers took 3-4 times as long.
CREATE FUNCTION "panic_event_response_parts"(e "panic_events", sign integer) RETURNS SETOF "panic_event_response_days" LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN QUERY
	SELECT (e.created_at AT TIME ZONE 'UTC')::date, e.kind, g.dimension, g.value, sign, sign * (e.escalated_at IS NOT NULL)::integer,
	       sign * response_histogram_of(e.acknowledged_at - e.created_at),
	       CASE WHEN e.resolved_at IS NOT NULL AND NOT (e.resolved_by IS NULL AND e.stop_reason = 'user_cancelled')
	            THEN sign * response_histogram_of(e.resolved_at - e.created_at) ELSE 0 END
	FROM (VALUES ('alert_type', e.alert_type::text), ('source', e.is_alert_started_from_device::text),
	             ('operator', e.acknowledged_by::text), ('outcome', e.outcome)) AS g(dimension, value)
	WHERE g.value IS NOT NULL AND (e.api_key_id IS NOT NULL OR e.acknowledged_at IS NOT NULL);
END $$;
--> statement-breakpoint
-- Adds the parts of one statement's changes (none for most: seeded history, a moved position) in one upsert in key
-- order, so two statements lock shared rows in the same order and cannot deadlock on them; then drops the groups
-- left with no alarm.
CREATE FUNCTION "panic_event_response_days_add"(deltas "panic_event_response_days"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(deltas) = 0 THEN
		RETURN;
	END IF;
	INSERT INTO "panic_event_response_days" AS d ("day", "kind", "dimension", "value", "alarms", "escalations", "ack_seconds", "resolve_seconds")
	SELECT c.day, c.kind, c.dimension, c.value, sum(c.alarms), sum(c.escalations), sum(c.ack_seconds), sum(c.resolve_seconds)
	FROM unnest(deltas) AS c
	GROUP BY 1, 2, 3, 4
	HAVING sum(c.alarms) <> 0 OR sum(c.escalations) <> 0 OR sum(c.ack_seconds) <> 0 OR sum(c.resolve_seconds) <> 0
	ORDER BY 1, 2, 3, 4
	ON CONFLICT ("day", "kind", "dimension", "value") DO UPDATE SET
		"alarms" = d."alarms" + excluded."alarms",
		"escalations" = d."escalations" + excluded."escalations",
		"ack_seconds" = d."ack_seconds" + excluded."ack_seconds",
		"resolve_seconds" = d."resolve_seconds" + excluded."resolve_seconds";
	DELETE FROM "panic_event_response_days" d
	USING unnest(deltas) AS c
	WHERE c.alarms < 0 AND d.alarms = 0 AND (d.day, d.kind, d.dimension, d.value) = (c.day, c.kind, c.dimension, c.value);
END $$;
--> statement-breakpoint
-- Statement-level triggers with transition tables, as panic_event_days (0005): a bulk insert of seeded history
-- (never on a desk) costs one filter over its rows; a raised alert, one upsert of two rows.
CREATE FUNCTION "panic_event_response_days_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM panic_event_response_days_add(ARRAY(
		SELECT panic_event_response_parts(r, 1) FROM new_rows r WHERE r.api_key_id IS NOT NULL OR r.acknowledged_at IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "panic_event_response_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM panic_event_response_days_add(ARRAY(
		SELECT panic_event_response_parts(r, -1) FROM old_rows r WHERE r.api_key_id IS NOT NULL OR r.acknowledged_at IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Alarms are acknowledged, resolved, escalated, re-classified after they are raised: each changed row moves from
-- its old groups to its new ones. A trigger with transition tables cannot name columns, so this one fires for
-- every update (a moved position, a filled place) and looks only at rows whose counted columns changed.
CREATE FUNCTION "panic_event_response_days_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	deltas "panic_event_response_days"[];
BEGIN
	WITH moved AS (
		SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE (o.created_at, o.kind, o.alert_type, o.is_alert_started_from_device, o.api_key_id, o.acknowledged_at, o.acknowledged_by,
		       o.resolved_at, o.resolved_by, o.stop_reason, o.outcome, o.escalated_at)
		      IS DISTINCT FROM
		      (n.created_at, n.kind, n.alert_type, n.is_alert_started_from_device, n.api_key_id, n.acknowledged_at, n.acknowledged_by,
		       n.resolved_at, n.resolved_by, n.stop_reason, n.outcome, n.escalated_at)
	)
	SELECT ARRAY(SELECT panic_event_response_parts(o, -1) FROM old_rows o WHERE o.id IN (SELECT id FROM moved)
	             UNION ALL
	             SELECT panic_event_response_parts(n, 1) FROM new_rows n WHERE n.id IN (SELECT id FROM moved)) INTO deltas;
	PERFORM panic_event_response_days_add(deltas);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "panic_event_response_days_insert" AFTER INSERT ON "panic_events" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_response_days_insert"();
--> statement-breakpoint
CREATE TRIGGER "panic_event_response_days_delete" AFTER DELETE ON "panic_events" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_response_days_delete"();
--> statement-breakpoint
CREATE TRIGGER "panic_event_response_days_update" AFTER UPDATE ON "panic_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_response_days_update"();
--> statement-breakpoint
CREATE FUNCTION "panic_event_response_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "panic_event_response_days";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "panic_event_response_days_truncate" AFTER TRUNCATE ON "panic_events" FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_response_days_clear"();
--> statement-breakpoint
-- Databases that already hold alarms start with them counted (read through the desk-era index of 0020).
INSERT INTO "panic_event_response_days" ("day", "kind", "dimension", "value", "alarms", "escalations", "ack_seconds", "resolve_seconds")
SELECT p.day, p.kind, p.dimension, p.value, sum(p.alarms), sum(p.escalations), sum(p.ack_seconds), sum(p.resolve_seconds)
FROM "panic_events" e CROSS JOIN LATERAL panic_event_response_parts(e, 1) AS p
WHERE e.api_key_id IS NOT NULL OR e.acknowledged_at IS NOT NULL
GROUP BY 1, 2, 3, 4;
