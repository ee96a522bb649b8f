CREATE TABLE "alarm_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"panic_event_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_steps" (
	"panic_event_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"required" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"done_by" bigint,
	"done_at" timestamp with time zone,
	CONSTRAINT "alarm_steps_panic_event_id_position_pk" PRIMARY KEY("panic_event_id","position")
);
--> statement-breakpoint
CREATE TABLE "response_plans" (
	"kind" text PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "panic_events" ADD COLUMN "owner_id" bigint;--> statement-breakpoint
ALTER TABLE "alarm_actions" ADD CONSTRAINT "alarm_actions_panic_event_id_panic_events_id_fk" FOREIGN KEY ("panic_event_id") REFERENCES "public"."panic_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_actions" ADD CONSTRAINT "alarm_actions_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_steps" ADD CONSTRAINT "alarm_steps_panic_event_id_panic_events_id_fk" FOREIGN KEY ("panic_event_id") REFERENCES "public"."panic_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_steps" ADD CONSTRAINT "alarm_steps_done_by_accounts_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_plans" ADD CONSTRAINT "response_plans_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_actions_event_idx" ON "alarm_actions" USING btree ("panic_event_id","id");--> statement-breakpoint
ALTER TABLE "panic_events" ADD CONSTRAINT "panic_events_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Alarms acknowledged before ownership existed are owned by whoever acknowledged them.
UPDATE "panic_events" SET "owner_id" = "acknowledged_by" WHERE "acknowledged_by" IS NOT NULL;
--> statement-breakpoint
-- The plans shipped with the product; super admins edit them (PUT /v1/admin/response-plans/{kind}).
INSERT INTO "response_plans" ("kind", "steps") VALUES
('app_emergency', '[{"text":"Call the person back","required":true},{"text":"If they do not answer, call their approved emergency contacts in order until one answers","required":true},{"text":"If the person is in danger or cannot be reached, call the emergency services","required":false},{"text":"Record what happened","required":true}]'),
('app_warning', '[{"text":"Call the person back","required":true},{"text":"If they do not answer, call their approved emergency contacts in order until one answers","required":true},{"text":"If the person is in danger or cannot be reached, call the emergency services","required":false},{"text":"Record what happened","required":true}]'),
('wearable', '[{"text":"Call the person back on their phone","required":true},{"text":"If they do not answer, call their approved emergency contacts in order until one answers","required":true},{"text":"If the person is in danger or cannot be reached, call the emergency services","required":false},{"text":"Record what happened","required":true}]'),
('default', '[{"text":"Call the person back","required":true},{"text":"If they do not answer, call their approved emergency contacts in order until one answers","required":true},{"text":"If the person is in danger or cannot be reached, call the emergency services","required":false},{"text":"Record what happened","required":true}]');
