-- The subscriptions list walks subscriptions_created_idx (its default order, newest first) and tests the search
-- on each subscription it passes. A short keyword paged deep passes many: page 200 of "a" passes about 26,000 at
-- a million users, and each one was a heap page read. With the subscriber's search text in the index, the walk
-- reads the index alone (an index-only scan) wherever the table is vacuumed (decision 071). Same name and keys,
-- so every plan that used the index still does; drizzle cannot declare INCLUDE (schema/operations.ts).
DROP INDEX "subscriptions_created_idx";--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at","id") INCLUDE ("subscriber_search");
