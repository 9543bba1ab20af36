ALTER TABLE "reports" DROP CONSTRAINT "reports_reportable_type_check";
--> statement-breakpoint
ALTER TABLE "open_badge_assertions" ADD COLUMN "status_list_index" integer;
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_status_list_index_id_idx" ON "open_badge_assertions" USING btree ("status_list_index","id");
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reportable_type_check" CHECK (("reportable_type" is null and "reportable_id" is null) or ("reportable_type" is not null and "reportable_type" in ('forum-subjects', 'forum-subject-messages', 'comments', 'users', 'organizations', 'repository-items', 'training-resources') and "reportable_id" is not null));
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "open_badge_status_list_index_seq" AS integer MINVALUE 0 START WITH 0;
--> statement-breakpoint
UPDATE "open_badge_assertions" AS a SET "status_list_index" = n.position FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") - 1 AS position FROM "open_badge_assertions") AS n WHERE a."id" = n."id";
--> statement-breakpoint
SELECT setval('"open_badge_status_list_index_seq"', (SELECT count(*) FROM "open_badge_assertions"), false);
