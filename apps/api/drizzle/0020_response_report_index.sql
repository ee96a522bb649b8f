-- The response report and the dashboard's response figures read only alarms of the desk era (raised through the
-- ingest API or acknowledged by an operator) in a created_at window: this index holds just those, so a year of
-- seeded or older events is not read to be thrown away. Decision 061.
CREATE INDEX "panic_events_desk_era_idx" ON "panic_events" USING btree ("created_at") WHERE ("panic_events"."api_key_id" is not null or "panic_events"."acknowledged_at" is not null);
