DROP INDEX "repository_items_tags_related_idx";
--> statement-breakpoint
DROP INDEX "repository_items_categories_related_idx";
--> statement-breakpoint
ALTER TABLE "repository_items_tags" ADD COLUMN "owner_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "repository_items_tags" SET "owner_created_at" = "repository_items"."created_at" FROM "repository_items" WHERE "repository_items"."id" = "repository_items_tags"."owner_id";
--> statement-breakpoint
ALTER TABLE "repository_items_tags" ALTER COLUMN "owner_created_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "repository_items_categories" ADD COLUMN "owner_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "repository_items_categories" SET "owner_created_at" = "repository_items"."created_at" FROM "repository_items" WHERE "repository_items"."id" = "repository_items_categories"."owner_id";
--> statement-breakpoint
ALTER TABLE "repository_items_categories" ALTER COLUMN "owner_created_at" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "repository_items_tags_related_created_idx" ON "repository_items_tags" USING btree ("related_id","owner_created_at","owner_id");
--> statement-breakpoint
CREATE INDEX "repository_items_categories_related_created_idx" ON "repository_items_categories" USING btree ("related_id","owner_created_at","owner_id");
