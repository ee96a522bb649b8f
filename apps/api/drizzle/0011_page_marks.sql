CREATE TABLE "page_mark_sets" (
	"list" text NOT NULL,
	"sort_name" text NOT NULL,
	"table_version" bigint NOT NULL,
	"row_count" bigint NOT NULL,
	"max_id" bigint NOT NULL,
	"every" integer NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	CONSTRAINT "page_mark_sets_list_sort_name_pk" PRIMARY KEY("list","sort_name")
);
--> statement-breakpoint
CREATE TABLE "page_mark_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_marks" (
	"list" text NOT NULL,
	"sort_name" text NOT NULL,
	"mark_no" integer NOT NULL,
	"sort_value" text NOT NULL,
	"row_id" bigint NOT NULL,
	CONSTRAINT "page_marks_list_sort_name_mark_no_pk" PRIMARY KEY("list","sort_name","mark_no")
);
--> statement-breakpoint
-- Page marks (decision 032) stay right while rows are only added: a page counts the rows above the set's max_id.
-- Whatever else moves rows between marks (a row leaving, a sort or scope column changing, a TRUNCATE) moves the
-- table's version on, and marks of an older version are not used until they are built again.
CREATE FUNCTION "page_mark_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "page_mark_versions" AS v ("table_name", "version") VALUES (TG_TABLE_NAME, 1)
	ON CONFLICT ("table_name") DO UPDATE SET "version" = v."version" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "panic_events_page_marks_delete" AFTER DELETE OR TRUNCATE ON "panic_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "page_mark_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "panic_events_page_marks_update" AFTER UPDATE OF "created_at", "user_name", "user_full_name" ON "panic_events"
	FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."user_name" IS DISTINCT FROM NEW."user_name"
		OR OLD."user_full_name" IS DISTINCT FROM NEW."user_full_name")
	EXECUTE FUNCTION "page_mark_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "accounts_page_marks_delete" AFTER DELETE OR TRUNCATE ON "accounts"
	FOR EACH STATEMENT EXECUTE FUNCTION "page_mark_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "accounts_page_marks_update" AFTER UPDATE OF "full_name", "email", "role_id" ON "accounts"
	FOR EACH ROW WHEN (OLD."full_name" IS DISTINCT FROM NEW."full_name" OR OLD."email" IS DISTINCT FROM NEW."email"
		OR OLD."role_id" IS DISTINCT FROM NEW."role_id")
	EXECUTE FUNCTION "page_mark_versions_bump"();
