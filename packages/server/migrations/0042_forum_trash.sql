-- Forum subjects and messages go to the trash when deleted (soft delete): a moderator restores them.
ALTER TABLE "forum_subjects" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "forum_subject_messages" ADD COLUMN "deleted_at" timestamp with time zone;
