-- A panic-event search finds the accounts whose names match (their trigram indexes hold a tenth of the rows),
-- then their events through panic_events_user_created_idx; a walk tests the copied names on each row it passes
-- (decision 038). Nothing reads the events' own trigram indexes any more, and every alert's insert paid for them.
DROP INDEX IF EXISTS "panic_events_user_name_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "panic_events_full_name_trgm";
