ALTER TABLE "comments" DROP CONSTRAINT "comments_commentable_type_check";
--> statement-breakpoint
DROP INDEX "training_resources_themes_related_idx";
--> statement-breakpoint
DROP INDEX "training_resources_original_requests_related_idx";
--> statement-breakpoint
DROP INDEX "training_resource_requests_themes_related_idx";
--> statement-breakpoint
ALTER TABLE "training_resources" ADD COLUMN "has_comments" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_resources" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_resources_themes" ADD COLUMN "owner_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "training_resources_themes" SET "owner_created_at" = "training_resources"."created_at" FROM "training_resources" WHERE "training_resources"."id" = "training_resources_themes"."owner_id";
--> statement-breakpoint
ALTER TABLE "training_resources_themes" ALTER COLUMN "owner_created_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_resources_original_requests" ADD COLUMN "owner_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "training_resources_original_requests" SET "owner_created_at" = "training_resources"."created_at" FROM "training_resources" WHERE "training_resources"."id" = "training_resources_original_requests"."owner_id";
--> statement-breakpoint
ALTER TABLE "training_resources_original_requests" ALTER COLUMN "owner_created_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_resource_requests_themes" ADD COLUMN "owner_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "training_resource_requests_themes" SET "owner_created_at" = "training_resource_requests"."created_at" FROM "training_resource_requests" WHERE "training_resource_requests"."id" = "training_resource_requests_themes"."owner_id";
--> statement-breakpoint
ALTER TABLE "training_resource_requests_themes" ALTER COLUMN "owner_created_at" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "training_resources_has_comments_id_idx" ON "training_resources" USING btree ("has_comments","id");
--> statement-breakpoint
CREATE INDEX "training_resources_comments_count_id_idx" ON "training_resources" USING btree ("comments_count","id");
--> statement-breakpoint
CREATE INDEX "training_resources_themes_related_created_idx" ON "training_resources_themes" USING btree ("related_id","owner_created_at","owner_id");
--> statement-breakpoint
CREATE INDEX "training_resources_original_requests_related_created_idx" ON "training_resources_original_requests" USING btree ("related_id","owner_created_at","owner_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_themes_related_created_idx" ON "training_resource_requests_themes" USING btree ("related_id","owner_created_at","owner_id");
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_commentable_type_check" CHECK (("commentable_type" is null and "commentable_id" is null) or ("commentable_type" is not null and "commentable_type" in ('forum-subjects', 'forum-subject-messages', 'articles', 'blog-posts', 'calendar-events', 'repository-items', 'training-resources') and "commentable_id" is not null));
