-- The emergency contacts and subscriptions lists keep page marks too (decision 032): a deep page of either starts
-- from the nearest mark. As for events and accounts (migration 0011), whatever moves rows between marks (a row
-- leaving, a sort column changing, a TRUNCATE) moves the table's version on, so older marks are not used.
CREATE TRIGGER "emergency_contacts_page_marks_delete" AFTER DELETE OR TRUNCATE ON "emergency_contacts"
	FOR EACH STATEMENT EXECUTE FUNCTION "page_mark_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "emergency_contacts_page_marks_update" AFTER UPDATE OF "contact_name" ON "emergency_contacts"
	FOR EACH ROW WHEN (OLD."contact_name" IS DISTINCT FROM NEW."contact_name")
	EXECUTE FUNCTION "page_mark_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_page_marks_delete" AFTER DELETE OR TRUNCATE ON "subscriptions"
	FOR EACH STATEMENT EXECUTE FUNCTION "page_mark_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_page_marks_update" AFTER UPDATE OF "created_at", "end_date" ON "subscriptions"
	FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."end_date" IS DISTINCT FROM NEW."end_date")
	EXECUTE FUNCTION "page_mark_versions_bump"();
