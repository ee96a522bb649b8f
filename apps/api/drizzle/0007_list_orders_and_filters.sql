-- The lists' sortable columns and filters (issue 13, decision 025). The user list's orders by name and e-mail
-- carry role_id (INCLUDE, which drizzle cannot declare) so the list's role scope is read from the index.
CREATE INDEX "accounts_full_name_idx" ON "accounts" USING btree ("full_name","id") INCLUDE ("role_id");--> statement-breakpoint
CREATE INDEX "accounts_email_idx" ON "accounts" USING btree ("email","id") INCLUDE ("role_id");--> statement-breakpoint
CREATE INDEX "devices_name_idx" ON "devices" USING btree ("device_name","id");--> statement-breakpoint
CREATE INDEX "emergency_contacts_name_idx" ON "emergency_contacts" USING btree ("contact_name","id");--> statement-breakpoint
CREATE INDEX "emergency_contacts_created_idx" ON "emergency_contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "panic_events_type_idx" ON "panic_events" USING btree ("alert_type","created_at","id");--> statement-breakpoint
CREATE INDEX "panic_events_source_idx" ON "panic_events" USING btree ("is_alert_started_from_device","created_at","id");
