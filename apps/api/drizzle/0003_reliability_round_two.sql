CREATE TABLE "sign_in_addresses" (
	"account_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"first_success_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_addresses_account_id_ip_pk" PRIMARY KEY("account_id","ip")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
-- Mail from before the sender: it was sent in the request (sent_at set) or kept without SMTP_URL; neither is sent again.
UPDATE "mail_outbox" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' ELSE 'kept' END;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_addresses_last_idx" ON "sign_in_addresses" USING btree ("last_success_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_ip_idx" ON "auth_attempts" USING btree ("kind","ip","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");