-- The user list's search text (issue 15, decision 035): full name, e-mail and user name lower-cased once at write
-- time, so a search reads one trigram index and tests one LIKE per row. Adding a stored column rewrites the table
-- (about half a minute at a million accounts).
ALTER TABLE "accounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(full_name || chr(31) || email || chr(31) || coalesce(user_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "accounts_search_trgm" ON "accounts" USING gin ("search_text" gin_trgm_ops);