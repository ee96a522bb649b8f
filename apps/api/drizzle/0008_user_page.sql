-- The user page (issue 13, decision 031): one person's panic events newest first, and the audit entries about
-- one account. The (user_id) index is replaced by (user_id, created_at, id), which serves its lookups too.
DROP INDEX "panic_events_user_idx";--> statement-breakpoint
CREATE INDEX "panic_events_user_created_idx" ON "panic_events" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at","id");
