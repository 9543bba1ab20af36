-- History actions are also kept for articles, blog posts and calendar events (docs/decisions.md,
-- "Public kit: history, likes page and author names"): the item types the polymorphic CHECK allows.
ALTER TABLE "history_actions" DROP CONSTRAINT "history_actions_item_type_check";
--> statement-breakpoint
ALTER TABLE "history_actions" ADD CONSTRAINT "history_actions_item_type_check" CHECK (("item_type" is null and "item_id" is null) or ("item_type" is not null and "item_type" in ('forum-subjects', 'forum-subject-messages', 'comments', 'articles', 'blog-posts', 'calendar-events') and "item_id" is not null));
