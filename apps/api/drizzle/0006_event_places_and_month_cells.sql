CREATE TABLE "panic_event_month_cells" (
	"level" smallint NOT NULL,
	"cell_y" integer NOT NULL,
	"cell_x" integer NOT NULL,
	"month" date NOT NULL,
	"event_count" integer NOT NULL,
	"sum_latitude" double precision NOT NULL,
	"sum_longitude" double precision NOT NULL,
	CONSTRAINT "panic_event_month_cells_level_cell_y_cell_x_month_pk" PRIMARY KEY("level","cell_y","cell_x","month")
);
--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "place_name" text;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "country_code" text;--> statement-breakpoint
CREATE INDEX "panic_events_place_unresolved_idx" ON "panic_events" USING btree ("id") WHERE "panic_events"."place_name" is null;--> statement-breakpoint
-- panic_event_month_cells follows panic_events as panic_event_cells does (0001_heat_map), per UTC month and at two
-- finer levels (13, 15); the levels must match MONTH_LEVELS in src/modules/heat-map/grid.ts. Decision 029.
CREATE FUNCTION "panic_event_month_cells_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
	INSERT INTO "panic_event_month_cells" AS c ("level", "cell_y", "cell_x", "month", "event_count", "sum_latitude", "sum_longitude")
	SELECT l.level, floor((r.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((r.longitude + 180) / (360::float8 / (1 << l.level)))::int,
	       date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date, delta * count(*), delta * sum(r.latitude), delta * sum(r.longitude)
	FROM changed_rows r CROSS JOIN unnest(ARRAY[3, 5, 7, 9, 11, 13, 15]) AS l(level)
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
			FROM changed_rows r CROSS JOIN unnest(ARRAY[3, 5, 7, 9, 11, 13, 15]) AS l(level));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "panic_event_month_cells_insert" AFTER INSERT ON "panic_events" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_month_cells_apply"();
--> statement-breakpoint
CREATE TRIGGER "panic_event_month_cells_delete" AFTER DELETE ON "panic_events" REFERENCING OLD TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_month_cells_apply"();
--> statement-breakpoint
CREATE FUNCTION "panic_event_month_cells_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE TRIGGER "panic_event_month_cells_move" AFTER UPDATE OF "latitude", "longitude", "created_at" ON "panic_events" FOR EACH ROW
	WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude OR OLD.created_at IS DISTINCT FROM NEW.created_at)
	EXECUTE FUNCTION "panic_event_month_cells_move"();
--> statement-breakpoint
CREATE FUNCTION "panic_event_month_cells_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "panic_event_month_cells";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "panic_event_month_cells_truncate" AFTER TRUNCATE ON "panic_events" FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_month_cells_clear"();
--> statement-breakpoint
-- Existing events: the coarse levels from the day cells (a few rows per event at most), the fine ones in one pass
-- over the events. Places are not resolved here (the gazetteer lives in the application): housekeeping fills them.
INSERT INTO "panic_event_month_cells" ("level", "cell_y", "cell_x", "month", "event_count", "sum_latitude", "sum_longitude")
SELECT "level", "cell_y", "cell_x", date_trunc('month', "day")::date, sum("event_count"), sum("sum_latitude"), sum("sum_longitude")
FROM "panic_event_cells"
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "panic_event_month_cells" ("level", "cell_y", "cell_x", "month", "event_count", "sum_latitude", "sum_longitude")
SELECT l.level, floor((e.latitude + 90) / (360::float8 / (1 << l.level)))::int, floor((e.longitude + 180) / (360::float8 / (1 << l.level)))::int,
       date_trunc('month', e.created_at AT TIME ZONE 'UTC')::date, count(*), sum(e.latitude), sum(e.longitude)
FROM "panic_events" e CROSS JOIN unnest(ARRAY[13, 15]) AS l(level)
GROUP BY 1, 2, 3, 4;
