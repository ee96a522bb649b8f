CREATE TABLE "alarm_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"escalation_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stale_minutes" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "alarm_settings_single_row" CHECK ("alarm_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "alert_logs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "alert_logs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "alert_logs" ADD COLUMN "accuracy_m" double precision;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "kind" text DEFAULT 'panic' NOT NULL;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "stale_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarm_settings" ADD CONSTRAINT "alarm_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The settings row exists from the start; super admins change it (PUT /v1/admin/alarm-settings).
INSERT INTO "alarm_settings" ("id") VALUES (1);
