-- The stale time is the server's ALARM_STALE_MINUTES until a super admin saves one on the Alarm settings page:
-- NULL means "never saved". The row 0018 created keeps its 10 only if someone saved the settings (the row names
-- who, or the audit log holds the change).
ALTER TABLE "alarm_settings" ALTER COLUMN "stale_minutes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "alarm_settings" ALTER COLUMN "stale_minutes" DROP NOT NULL;--> statement-breakpoint
UPDATE "alarm_settings" SET "stale_minutes" = NULL
WHERE "updated_by" IS NULL AND NOT EXISTS (SELECT 1 FROM "audit_log" WHERE "action" = 'alarm_settings.updated');
