ALTER TABLE "comments" DROP CONSTRAINT "comments_commentable_type_check";
--> statement-breakpoint
ALTER TABLE "likes" DROP CONSTRAINT "likes_likable_type_check";
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "has_comments" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "has_comments" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "has_comments" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "articles_has_comments_id_idx" ON "articles" USING btree ("has_comments","id");
--> statement-breakpoint
CREATE INDEX "articles_comments_count_id_idx" ON "articles" USING btree ("comments_count","id");
--> statement-breakpoint
CREATE INDEX "articles_likes_count_id_idx" ON "articles" USING btree ("likes_count","id");
--> statement-breakpoint
CREATE INDEX "blog_posts_has_comments_id_idx" ON "blog_posts" USING btree ("has_comments","id");
--> statement-breakpoint
CREATE INDEX "blog_posts_comments_count_id_idx" ON "blog_posts" USING btree ("comments_count","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_has_comments_id_idx" ON "calendar_events" USING btree ("has_comments","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_comments_count_id_idx" ON "calendar_events" USING btree ("comments_count","id");
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_commentable_type_check" CHECK (("commentable_type" is null and "commentable_id" is null) or ("commentable_type" is not null and "commentable_type" in ('forum-subjects', 'forum-subject-messages', 'articles', 'blog-posts', 'calendar-events') and "commentable_id" is not null));
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_likable_type_check" CHECK (("likable_type" is null and "likable_id" is null) or ("likable_type" is not null and "likable_type" in ('forum-subjects', 'forum-subject-messages', 'articles', 'blog-posts', 'calendar-events', 'training-resources', 'training-resource-requests') and "likable_id" is not null));
