-- Test alarms (kind 'test') are left out of every figure fed by the panic_events triggers: the heat map's day and
-- month cells, the dashboard's days and countries. An alarm's kind is set when it is raised and never changes, so
-- each function skips test rows as they come (decision 060). No test alarm exists before this migration (ingest
-- takes `kind` from now on), so nothing is counted again.
CREATE OR REPLACE FUNCTION "panic_event_cells_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
	INSERT INTO "panic_event_cells" AS c ("level", "cell_y", "cell_x", "day", "event_count", "sum_latitude", "sum_longitude")
	SELECT l.level, floor((r.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((r.longitude + 180) / (360::float8 / (1 << l.level)))::int,
	       (r.created_at AT TIME ZONE 'UTC')::date, delta * count(*), delta * sum(r.latitude), delta * sum(r.longitude)
	FROM changed_rows r CROSS JOIN unnest(ARRAY[3, 5, 7, 9, 11]) AS l(level) WHERE r.kind <> 'test'
	GROUP BY 1, 2, 3, 4
	ON CONFLICT ("level", "cell_y", "cell_x", "day") DO UPDATE SET
		"event_count" = c."event_count" + excluded."event_count",
		"sum_latitude" = c."sum_latitude" + excluded."sum_latitude",
		"sum_longitude" = c."sum_longitude" + excluded."sum_longitude";
	IF delta < 0 THEN
		DELETE FROM "panic_event_cells" c
		WHERE c."event_count" <= 0 AND (c."level", c."cell_y", c."cell_x", c."day") IN (
			SELECT l.level, floor((r.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((r.longitude + 180) / (360::float8 / (1 << l.level)))::int,
			       (r.created_at AT TIME ZONE 'UTC')::date
			FROM changed_rows r CROSS JOIN unnest(ARRAY[3, 5, 7, 9, 11]) AS l(level) WHERE r.kind <> 'test');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "panic_event_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
	INSERT INTO "panic_event_days" AS d ("day", "alert_type", "source", "event_count")
	SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.alert_type, r.is_alert_started_from_device, delta * count(*)
	FROM changed_rows r WHERE r.kind <> 'test'
	GROUP BY 1, 2, 3
	ON CONFLICT ("day", "alert_type", "source") DO UPDATE SET "event_count" = d."event_count" + excluded."event_count";
	IF delta < 0 THEN
		DELETE FROM "panic_event_days" d
		WHERE d."event_count" <= 0 AND d."day" IN (SELECT (r.created_at AT TIME ZONE 'UTC')::date FROM changed_rows r);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "panic_event_month_cells_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
	INSERT INTO "panic_event_month_cells" AS c ("level", "cell_y", "cell_x", "month", "event_count", "sum_latitude", "sum_longitude")
	SELECT l.level, floor((r.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((r.longitude + 180) / (360::float8 / (1 << l.level)))::int,
	       date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date, delta * count(*), delta * sum(r.latitude), delta * sum(r.longitude)
	FROM changed_rows r CROSS JOIN unnest(ARRAY[3, 5, 7, 9, 11, 13, 15]) AS l(level) WHERE r.kind <> 'test'
	GROUP BY 1, 2, 3, 4
	ON CONFLICT ("level", "cell_y", "cell_x", "month") DO UPDATE SET
		"event_count" = c."event_count" + excluded."event_count",
		"sum_latitude" = c."sum_latitude" + excluded."sum_latitude",
		"sum_longitude" = c."sum_longitude" + excluded."sum_longitude";
	IF delta < 0 THEN
		DELETE FROM "panic_event_month_cells" c
		WHERE c."event_count" <= 0 AND (c."level", c."cell_y", c."cell_x", c."month") IN (
			SELECT l.level, floor((r.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((r.longitude + 180) / (360::float8 / (1 << l.level)))::int,
			       date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date
			FROM changed_rows r CROSS JOIN unnest(ARRAY[3, 5, 7, 9, 11, 13, 15]) AS l(level) WHERE r.kind <> 'test');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "panic_event_country_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
	INSERT INTO "panic_event_country_days" AS d ("day", "country_code", "event_count")
	SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.country_code, delta * count(*)
	FROM changed_rows r WHERE r.country_code IS NOT NULL AND r.kind <> 'test'
	GROUP BY 1, 2
	ON CONFLICT ("day", "country_code") DO UPDATE SET "event_count" = d."event_count" + excluded."event_count";
	IF delta < 0 THEN
		DELETE FROM "panic_event_country_days" d
		WHERE d."event_count" <= 0 AND d."day" IN (SELECT (r.created_at AT TIME ZONE 'UTC')::date FROM changed_rows r);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "panic_event_cells_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.kind = 'test' THEN
		RETURN NULL;
	END IF;
	INSERT INTO "panic_event_cells" AS c ("level", "cell_y", "cell_x", "day", "event_count", "sum_latitude", "sum_longitude")
	SELECT l.level, floor((r.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((r.longitude + 180) / (360::float8 / (1 << l.level)))::int,
	       (r.created_at AT TIME ZONE 'UTC')::date, sum(r.delta), sum(r.delta * r.latitude), sum(r.delta * r.longitude)
	FROM (VALUES (OLD.latitude, OLD.longitude, OLD.created_at, -1), (NEW.latitude, NEW.longitude, NEW.created_at, 1))
	     AS r(latitude, longitude, created_at, delta)
	CROSS JOIN unnest(ARRAY[3, 5, 7, 9, 11]) AS l(level)
	GROUP BY 1, 2, 3, 4
	ON CONFLICT ("level", "cell_y", "cell_x", "day") DO UPDATE SET
		"event_count" = c."event_count" + excluded."event_count",
		"sum_latitude" = c."sum_latitude" + excluded."sum_latitude",
		"sum_longitude" = c."sum_longitude" + excluded."sum_longitude";
	DELETE FROM "panic_event_cells" c
	WHERE c."event_count" <= 0 AND (c."level", c."cell_y", c."cell_x", c."day") IN (
		SELECT l.level, floor((OLD.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((OLD.longitude + 180) / (360::float8 / (1 << l.level)))::int,
		       (OLD.created_at AT TIME ZONE 'UTC')::date
		FROM unnest(ARRAY[3, 5, 7, 9, 11]) AS l(level));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "panic_event_days_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.kind = 'test' THEN
		RETURN NULL;
	END IF;
	INSERT INTO "panic_event_days" AS d ("day", "alert_type", "source", "event_count")
	VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.alert_type, OLD.is_alert_started_from_device, -1),
	       ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.alert_type, NEW.is_alert_started_from_device, 1)
	ON CONFLICT ("day", "alert_type", "source") DO UPDATE SET "event_count" = d."event_count" + excluded."event_count";
	DELETE FROM "panic_event_days" d
	WHERE d."event_count" <= 0 AND d."day" = (OLD.created_at AT TIME ZONE 'UTC')::date
	  AND d."alert_type" = OLD.alert_type AND d."source" = OLD.is_alert_started_from_device;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "panic_event_month_cells_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.kind = 'test' THEN
		RETURN NULL;
	END IF;
	INSERT INTO "panic_event_month_cells" AS c ("level", "cell_y", "cell_x", "month", "event_count", "sum_latitude", "sum_longitude")
	SELECT l.level, floor((r.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((r.longitude + 180) / (360::float8 / (1 << l.level)))::int,
	       date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date, sum(r.delta), sum(r.delta * r.latitude), sum(r.delta * r.longitude)
	FROM (VALUES (OLD.latitude, OLD.longitude, OLD.created_at, -1), (NEW.latitude, NEW.longitude, NEW.created_at, 1))
	     AS r(latitude, longitude, created_at, delta)
	CROSS JOIN unnest(ARRAY[3, 5, 7, 9, 11, 13, 15]) AS l(level)
	GROUP BY 1, 2, 3, 4
	ON CONFLICT ("level", "cell_y", "cell_x", "month") DO UPDATE SET
		"event_count" = c."event_count" + excluded."event_count",
		"sum_latitude" = c."sum_latitude" + excluded."sum_latitude",
		"sum_longitude" = c."sum_longitude" + excluded."sum_longitude";
	DELETE FROM "panic_event_month_cells" c
	WHERE c."event_count" <= 0 AND (c."level", c."cell_y", c."cell_x", c."month") IN (
		SELECT l.level, floor((OLD.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((OLD.longitude + 180) / (360::float8 / (1 << l.level)))::int,
		       date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date
		FROM unnest(ARRAY[3, 5, 7, 9, 11, 13, 15]) AS l(level));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "panic_event_country_days_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH moved AS (
		SELECT o.created_at AS old_at, o.country_code AS old_country, n.created_at AS new_at, n.country_code AS new_country
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE n.kind <> 'test' AND (o.country_code IS DISTINCT FROM n.country_code OR o.created_at IS DISTINCT FROM n.created_at)
	), changes AS (
		SELECT (old_at AT TIME ZONE 'UTC')::date AS day, old_country AS country_code, -1 AS delta FROM moved WHERE old_country IS NOT NULL
		UNION ALL
		SELECT (new_at AT TIME ZONE 'UTC')::date, new_country, 1 FROM moved WHERE new_country IS NOT NULL
	)
	INSERT INTO "panic_event_country_days" AS d ("day", "country_code", "event_count")
	SELECT day, country_code, sum(delta) FROM changes GROUP BY 1, 2 HAVING sum(delta) <> 0
	ON CONFLICT ("day", "country_code") DO UPDATE SET "event_count" = d."event_count" + excluded."event_count";
	DELETE FROM "panic_event_country_days" d
	WHERE d."event_count" <= 0 AND d."day" IN (SELECT (o.created_at AT TIME ZONE 'UTC')::date FROM old_rows o);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The list's kind filter, newest first; the dashboard's total subtracts the test alarms counted from it.
CREATE INDEX "panic_events_kind_idx" ON "panic_events" USING btree ("kind","created_at","id");
--> statement-breakpoint
-- A duress alarm (the person may be forced to cancel) has its own plan; super admins edit it.
INSERT INTO "response_plans" ("kind", "steps") VALUES
('duress', '[{"text":"Do not trust a cancel: treat the person as in danger","required":true},{"text":"Call the person back and listen for the agreed code word","required":true},{"text":"If they cannot speak freely or do not answer, call the emergency services","required":true},{"text":"Call their approved emergency contacts in order until one answers","required":false},{"text":"Record what happened","required":true}]')
ON CONFLICT ("kind") DO NOTHING;
