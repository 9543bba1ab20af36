ALTER TABLE "comments" DROP CONSTRAINT "comments_commentable_type_check";
--> statement-breakpoint
ALTER TABLE "likes" DROP CONSTRAINT "likes_likable_type_check";
--> statement-breakpoint
ALTER TABLE "repository_items" ADD COLUMN "has_comments" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "repository_items" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "repository_items_has_comments_id_idx" ON "repository_items" USING btree ("has_comments","id");
--> statement-breakpoint
CREATE INDEX "repository_items_comments_count_id_idx" ON "repository_items" USING btree ("comments_count","id");
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_commentable_type_check" CHECK (("commentable_type" is null and "commentable_id" is null) or ("commentable_type" is not null and "commentable_type" in ('forum-subjects', 'forum-subject-messages', 'articles', 'blog-posts', 'calendar-events', 'repository-items') and "commentable_id" is not null));
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_likable_type_check" CHECK (("likable_type" is null and "likable_id" is null) or ("likable_type" is not null and "likable_type" in ('forum-subjects', 'forum-subject-messages', 'articles', 'blog-posts', 'calendar-events', 'training-resources', 'training-resource-requests', 'repository-items') and "likable_id" is not null));
