CREATE TABLE "forum_subjects_tags" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"owner_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_subjects_tags_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
DROP INDEX "forum_subjects_category_id_updated_at_idx";
--> statement-breakpoint
DROP INDEX "forum_subjects_pinned_on_category_at_updated_at_id_idx";
--> statement-breakpoint
ALTER TABLE "forum_subjects" ADD COLUMN "last_activity_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "forum_subject_messages" ADD COLUMN "lang" text;
--> statement-breakpoint
ALTER TABLE "forum_subjects_tags" ADD CONSTRAINT "forum_subjects_tags_owner_id_forum_subjects_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."forum_subjects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subjects_tags" ADD CONSTRAINT "forum_subjects_tags_related_id_tags_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "forum_subjects_tags_related_created_idx" ON "forum_subjects_tags" USING btree ("related_id","owner_created_at","owner_id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_category_id_last_activity_at_idx" ON "forum_subjects" USING btree ("category_id","last_activity_at");
--> statement-breakpoint
CREATE INDEX "forum_subjects_last_activity_at_idx" ON "forum_subjects" USING btree ("last_activity_at");
--> statement-breakpoint
CREATE INDEX "forum_subjects_last_activity_at_id_idx" ON "forum_subjects" USING btree ("last_activity_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subject_messages_lang_id_idx" ON "forum_subject_messages" USING btree ("lang","id");
--> statement-breakpoint
UPDATE "forum_subjects" s SET "last_activity_at" = coalesce((SELECT max(m."created_at") FROM "forum_subject_messages" m WHERE m."subject_id" = s."id"), s."created_at");
