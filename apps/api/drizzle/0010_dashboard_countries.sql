CREATE TABLE "panic_event_country_days" (
	"day" date NOT NULL,
	"country_code" text NOT NULL,
	"event_count" integer NOT NULL,
	CONSTRAINT "panic_event_country_days_day_country_code_pk" PRIMARY KEY("day","country_code")
);
--> statement-breakpoint
-- panic_event_country_days follows panic_events' country_code, which the gazetteer writes on insert, and which
-- later UPDATEs change: a log's position moves the place (ingest.repository.ts), housekeeping fills older events in
-- batches (event-places.ts). Statement-level triggers with transition tables count each statement once, so a
-- backfill batch of 50,000 events is one grouped upsert. Decision 026.
CREATE FUNCTION "panic_event_country_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
	INSERT INTO "panic_event_country_days" AS d ("day", "country_code", "event_count")
	SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.country_code, delta * count(*)
	FROM changed_rows r WHERE r.country_code IS NOT NULL
	GROUP BY 1, 2
	ON CONFLICT ("day", "country_code") DO UPDATE SET "event_count" = d."event_count" + excluded."event_count";
	IF delta < 0 THEN
		DELETE FROM "panic_event_country_days" d
		WHERE d."event_count" <= 0 AND d."day" IN (SELECT (r.created_at AT TIME ZONE 'UTC')::date FROM changed_rows r);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "panic_event_country_days_insert" AFTER INSERT ON "panic_events" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_country_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "panic_event_country_days_delete" AFTER DELETE ON "panic_events" REFERENCING OLD TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_country_days_apply"();
--> statement-breakpoint
-- An UPDATE trigger with transition tables cannot name its columns, so it fires for every update of panic_events
-- (acknowledging, resolving, renaming a user) and counts only the rows whose country or time changed.
CREATE FUNCTION "panic_event_country_days_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH moved AS (
		SELECT o.created_at AS old_at, o.country_code AS old_country, n.created_at AS new_at, n.country_code AS new_country
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE o.country_code IS DISTINCT FROM n.country_code OR o.created_at IS DISTINCT FROM n.created_at
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
CREATE TRIGGER "panic_event_country_days_update" AFTER UPDATE ON "panic_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_country_days_move"();
--> statement-breakpoint
CREATE FUNCTION "panic_event_country_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "panic_event_country_days";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "panic_event_country_days_truncate" AFTER TRUNCATE ON "panic_events" FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_country_days_clear"();
--> statement-breakpoint
-- Databases that already hold events with countries start with them counted.
INSERT INTO "panic_event_country_days" ("day", "country_code", "event_count")
SELECT (e.created_at AT TIME ZONE 'UTC')::date, e.country_code, count(*)
FROM "panic_events" e WHERE e.country_code IS NOT NULL
GROUP BY 1, 2;
