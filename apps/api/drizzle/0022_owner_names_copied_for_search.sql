-- Subscriptions and emergency contacts carry a copy of their owner's names, so that a search walking either list
-- in its order tests each row it passes on the row itself instead of looking its account up (decision 067).
--
-- A subscription carries its subscriber's search text (accounts.search_text: full name, e-mail and user name,
-- lower-cased, joined by chr(31)); a term of three characters or more is found through this table's own trigram
-- index. The database keeps the copy: a new or moved subscription takes
-- its account's text, and a change to an account's names or e-mail rewrites its subscriptions' copies.
ALTER TABLE "subscriptions" ADD COLUMN "subscriber_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "subscriptions" s SET "subscriber_search" = a."search_text" FROM "accounts" a WHERE a."id" = s."user_id";--> statement-breakpoint
CREATE INDEX "subscriptions_subscriber_trgm" ON "subscriptions" USING gin ("subscriber_search" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "subscriptions_subscriber_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."subscriber_search" := coalesce((SELECT a."search_text" FROM "accounts" a WHERE a."id" = NEW."user_id"), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_subscriber_copy" BEFORE INSERT OR UPDATE OF "user_id" ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "subscriptions_subscriber_copy"();--> statement-breakpoint
CREATE FUNCTION "accounts_subscriber_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "subscriptions" SET "subscriber_search" = NEW."search_text"
  WHERE "user_id" = NEW."id" AND "subscriber_search" IS DISTINCT FROM NEW."search_text";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_subscriber_rewrite" AFTER UPDATE OF "full_name", "email", "user_name" ON "accounts"
  FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text") EXECUTE FUNCTION "accounts_subscriber_rewrite"();
--> statement-breakpoint
-- An emergency contact carries its owner's user name (fixed once chosen, but kept the same way should it change).
ALTER TABLE "emergency_contacts" ADD COLUMN "owner_user_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "emergency_contacts" c SET "owner_user_name" = coalesce(a."user_name", '') FROM "accounts" a WHERE a."id" = c."user_id";--> statement-breakpoint
CREATE INDEX "emergency_contacts_owner_trgm" ON "emergency_contacts" USING gin ("owner_user_name" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "emergency_contacts_owner_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."owner_user_name" := coalesce((SELECT a."user_name" FROM "accounts" a WHERE a."id" = NEW."user_id"), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "emergency_contacts_owner_copy" BEFORE INSERT OR UPDATE OF "user_id" ON "emergency_contacts"
  FOR EACH ROW EXECUTE FUNCTION "emergency_contacts_owner_copy"();--> statement-breakpoint
CREATE FUNCTION "accounts_contact_owner_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "emergency_contacts" SET "owner_user_name" = coalesce(NEW."user_name", '') WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_contact_owner_rewrite" AFTER UPDATE OF "user_name" ON "accounts"
  FOR EACH ROW WHEN (OLD."user_name" IS DISTINCT FROM NEW."user_name") EXECUTE FUNCTION "accounts_contact_owner_rewrite"();
