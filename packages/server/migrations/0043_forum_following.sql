-- Forum following: one reading per (member, subject) — when they last read it, whether they follow it, when their last grouped mail was queued.
CREATE TABLE "forum_subject_readers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"last_read_at" timestamp with time zone,
	"is_following" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"user_id" uuid,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_subject_readers_user_id_subject_id_unique" UNIQUE("user_id","subject_id")
);

--> statement-breakpoint
ALTER TABLE "forum_subject_readers" ADD CONSTRAINT "forum_subject_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subject_readers" ADD CONSTRAINT "forum_subject_readers_subject_id_forum_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."forum_subjects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "forum_subject_readers_user_id_idx" ON "forum_subject_readers" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "forum_subject_readers_subject_id_idx" ON "forum_subject_readers" USING btree ("subject_id");
--> statement-breakpoint
CREATE INDEX "forum_subject_readers_subject_id_is_following_idx" ON "forum_subject_readers" USING btree ("subject_id","is_following");
--> statement-breakpoint
CREATE INDEX "forum_subject_readers_created_at_id_idx" ON "forum_subject_readers" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subject_readers_last_read_at_id_idx" ON "forum_subject_readers" USING btree ("last_read_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subject_readers_is_following_idx" ON "forum_subject_readers" USING btree ("is_following");
