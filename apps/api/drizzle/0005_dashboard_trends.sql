CREATE TABLE "panic_event_days" (
	"day" date NOT NULL,
	"alert_type" smallint NOT NULL,
	"source" smallint NOT NULL,
	"event_count" integer NOT NULL,
	CONSTRAINT "panic_event_days_day_alert_type_source_pk" PRIMARY KEY("day","alert_type","source")
);
--> statement-breakpoint
CREATE INDEX "accounts_users_created_idx" ON "accounts" USING btree ("created_at") WHERE "accounts"."role_id" = 6;--> statement-breakpoint
-- panic_event_days follows panic_events as panic_event_cells does (0001_heat_map): statement-level triggers with
-- transition tables count a bulk insert or a cascaded delete once per statement. Decision 026.
CREATE FUNCTION "panic_event_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
	INSERT INTO "panic_event_days" AS d ("day", "alert_type", "source", "event_count")
	SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.alert_type, r.is_alert_started_from_device, delta * count(*)
	FROM changed_rows r
	GROUP BY 1, 2, 3
	ON CONFLICT ("day", "alert_type", "source") DO UPDATE SET "event_count" = d."event_count" + excluded."event_count";
	IF delta < 0 THEN
		DELETE FROM "panic_event_days" d
		WHERE d."event_count" <= 0 AND d."day" IN (SELECT (r.created_at AT TIME ZONE 'UTC')::date FROM changed_rows r);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "panic_event_days_insert" AFTER INSERT ON "panic_events" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "panic_event_days_delete" AFTER DELETE ON "panic_events" REFERENCING OLD TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_days_apply"();
--> statement-breakpoint
-- Time, type and source are not changed by the application; if they ever are, the event moves to its new row.
CREATE FUNCTION "panic_event_days_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE TRIGGER "panic_event_days_move" AFTER UPDATE OF "created_at", "alert_type", "is_alert_started_from_device" ON "panic_events" FOR EACH ROW
	WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.alert_type IS DISTINCT FROM NEW.alert_type
	      OR OLD.is_alert_started_from_device IS DISTINCT FROM NEW.is_alert_started_from_device)
	EXECUTE FUNCTION "panic_event_days_move"();
--> statement-breakpoint
CREATE FUNCTION "panic_event_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "panic_event_days";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "panic_event_days_truncate" AFTER TRUNCATE ON "panic_events" FOR EACH STATEMENT EXECUTE FUNCTION "panic_event_days_clear"();
--> statement-breakpoint
-- Databases that already hold events start with their days counted.
INSERT INTO "panic_event_days" ("day", "alert_type", "source", "event_count")
SELECT (e.created_at AT TIME ZONE 'UTC')::date, e.alert_type, e.is_alert_started_from_device, count(*)
FROM "panic_events" e
GROUP BY 1, 2, 3;
