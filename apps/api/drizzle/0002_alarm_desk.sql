CREATE TABLE "alarm_feed" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_feed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"panic_event_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_key_usage" (
	"api_key_id" bigint NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_usage_api_key_id_window_start_pk" PRIMARY KEY("api_key_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "status" text DEFAULT 'resolved' NOT NULL;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "acknowledged_by" bigint;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "resolved_by" bigint;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "resolution_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "last_latitude" double precision;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "last_longitude" double precision;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "located_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "api_key_id" bigint;--> statement-breakpoint
ALTER TABLE "alarm_feed" ADD CONSTRAINT "alarm_feed_panic_event_id_panic_events_id_fk" FOREIGN KEY ("panic_event_id") REFERENCES "public"."panic_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_feed_created_idx" ON "alarm_feed" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "alarm_feed_event_idx" ON "alarm_feed" USING btree ("panic_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
ALTER TABLE "panic_events" ADD CONSTRAINT "panic_events_acknowledged_by_accounts_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panic_events" ADD CONSTRAINT "panic_events_resolved_by_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "panic_events_unresolved_idx" ON "panic_events" USING btree ("created_at","id") WHERE "panic_events"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "panic_events_status_idx" ON "panic_events" USING btree ("status","created_at","id");