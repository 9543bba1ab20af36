CREATE TABLE "forum_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"is_parent" boolean DEFAULT false NOT NULL,
	"name" jsonb NOT NULL,
	"short_description" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"subjects_count" integer DEFAULT 0 NOT NULL,
	"image_id" uuid,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "forum_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"limit_to_admin" boolean DEFAULT false NOT NULL,
	"pinned_on_home_at" timestamp with time zone,
	"pinned_on_category_at" timestamp with time zone,
	"has_comments" boolean DEFAULT true NOT NULL,
	"messages_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"records_count" integer DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"latest_message_id" uuid,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "forum_subject_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" jsonb NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"subject_id" uuid NOT NULL,
	"parent_message_id" uuid,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" jsonb NOT NULL,
	"author_id" uuid,
	"commentable_type" text NOT NULL,
	"commentable_id" uuid NOT NULL,
	"parent_comment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_commentable_type_check" CHECK (("commentable_type" is null and "commentable_id" is null) or ("commentable_type" is not null and "commentable_type" in ('forum-subjects', 'forum-subject-messages') and "commentable_id" is not null))
);

--> statement-breakpoint
CREATE TABLE "likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"likable_type" text NOT NULL,
	"likable_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_likable_type_likable_id_unique" UNIQUE("user_id","likable_type","likable_id"),
	CONSTRAINT "likes_likable_type_check" CHECK (("likable_type" is null and "likable_id" is null) or ("likable_type" is not null and "likable_type" in ('forum-subjects', 'forum-subject-messages') and "likable_id" is not null))
);

--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"url" text,
	"reportable_type" text NOT NULL,
	"reportable_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reportable_type_check" CHECK (("reportable_type" is null and "reportable_id" is null) or ("reportable_type" is not null and "reportable_type" in ('forum-subjects', 'forum-subject-messages', 'comments', 'users', 'organizations') and "reportable_id" is not null))
);

--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_type" text NOT NULL,
	"message" text NOT NULL,
	"details" text,
	"action_url" text,
	"read_at" timestamp with time zone,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message" text,
	"remind_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"user_id" uuid,
	"remindable_type" text,
	"remindable_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_remindable_type_check" CHECK (("remindable_type" is null and "remindable_id" is null) or ("remindable_type" is not null and "remindable_type" in ('forum-subjects', 'organizations') and "remindable_id" is not null))
);

--> statement-breakpoint
CREATE TABLE "history_action_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "history_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"action_type_id" text NOT NULL,
	"author_id" uuid,
	"organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_actions_item_type_check" CHECK (("item_type" is null and "item_id" is null) or ("item_type" is not null and "item_type" in ('forum-subjects', 'forum-subject-messages', 'comments') and "item_id" is not null))
);

--> statement-breakpoint
ALTER TABLE "forum_categories" ADD CONSTRAINT "forum_categories_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_categories" ADD CONSTRAINT "forum_categories_parent_id_forum_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forum_categories"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subjects" ADD CONSTRAINT "forum_subjects_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subjects" ADD CONSTRAINT "forum_subjects_latest_message_id_forum_subject_messages_id_fk" FOREIGN KEY ("latest_message_id") REFERENCES "public"."forum_subject_messages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subjects" ADD CONSTRAINT "forum_subjects_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subjects" ADD CONSTRAINT "forum_subjects_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subjects" ADD CONSTRAINT "forum_subjects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subject_messages" ADD CONSTRAINT "forum_subject_messages_subject_id_forum_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."forum_subjects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subject_messages" ADD CONSTRAINT "forum_subject_messages_parent_message_id_forum_subject_messages_id_fk" FOREIGN KEY ("parent_message_id") REFERENCES "public"."forum_subject_messages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subject_messages" ADD CONSTRAINT "forum_subject_messages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_subject_messages" ADD CONSTRAINT "forum_subject_messages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_comment_id_comments_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "history_actions" ADD CONSTRAINT "history_actions_action_type_id_history_action_types_id_fk" FOREIGN KEY ("action_type_id") REFERENCES "public"."history_action_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "history_actions" ADD CONSTRAINT "history_actions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "history_actions" ADD CONSTRAINT "history_actions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "forum_categories_image_id_idx" ON "forum_categories" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "forum_categories_parent_id_idx" ON "forum_categories" USING btree ("parent_id");
--> statement-breakpoint
CREATE INDEX "forum_categories_position_created_at_id_idx" ON "forum_categories" USING btree ("position","created_at","id");
--> statement-breakpoint
CREATE INDEX "forum_categories_is_parent_id_idx" ON "forum_categories" USING btree ("is_parent","id");
--> statement-breakpoint
CREATE INDEX "forum_categories_name_en_id_idx" ON "forum_categories" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_categories_name_fr_id_idx" ON "forum_categories" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_categories_name_it_id_idx" ON "forum_categories" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_categories_name_es_id_idx" ON "forum_categories" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_categories_name_ca_id_idx" ON "forum_categories" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_categories_name_da_id_idx" ON "forum_categories" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_categories_name_ro_id_idx" ON "forum_categories" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_categories_position_id_idx" ON "forum_categories" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "forum_categories_subjects_count_id_idx" ON "forum_categories" USING btree ("subjects_count","id");
--> statement-breakpoint
CREATE INDEX "forum_categories_created_at_id_idx" ON "forum_categories" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "forum_categories_updated_at_id_idx" ON "forum_categories" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_category_id_idx" ON "forum_subjects" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_latest_message_id_idx" ON "forum_subjects" USING btree ("latest_message_id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_created_by_id_idx" ON "forum_subjects" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_updated_by_id_idx" ON "forum_subjects" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_organization_id_idx" ON "forum_subjects" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_category_id_updated_at_idx" ON "forum_subjects" USING btree ("category_id","updated_at");
--> statement-breakpoint
CREATE INDEX "forum_subjects_pinned_on_category_at_updated_at_id_idx" ON "forum_subjects" USING btree ("pinned_on_category_at","updated_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_title_en_id_idx" ON "forum_subjects" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_title_fr_id_idx" ON "forum_subjects" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_title_it_id_idx" ON "forum_subjects" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_title_es_id_idx" ON "forum_subjects" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_title_ca_id_idx" ON "forum_subjects" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_title_da_id_idx" ON "forum_subjects" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_title_ro_id_idx" ON "forum_subjects" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_published_at_id_idx" ON "forum_subjects" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_limit_to_admin_id_idx" ON "forum_subjects" USING btree ("limit_to_admin","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_pinned_on_home_at_id_idx" ON "forum_subjects" USING btree ("pinned_on_home_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_pinned_on_category_at_id_idx" ON "forum_subjects" USING btree ("pinned_on_category_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_has_comments_id_idx" ON "forum_subjects" USING btree ("has_comments","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_messages_count_id_idx" ON "forum_subjects" USING btree ("messages_count","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_likes_count_id_idx" ON "forum_subjects" USING btree ("likes_count","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_comments_count_id_idx" ON "forum_subjects" USING btree ("comments_count","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_records_count_id_idx" ON "forum_subjects" USING btree ("records_count","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_created_at_id_idx" ON "forum_subjects" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subjects_updated_at_id_idx" ON "forum_subjects" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subject_messages_subject_id_idx" ON "forum_subject_messages" USING btree ("subject_id");
--> statement-breakpoint
CREATE INDEX "forum_subject_messages_parent_message_id_idx" ON "forum_subject_messages" USING btree ("parent_message_id");
--> statement-breakpoint
CREATE INDEX "forum_subject_messages_created_by_id_idx" ON "forum_subject_messages" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "forum_subject_messages_updated_by_id_idx" ON "forum_subject_messages" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "forum_subject_messages_subject_id_created_at_idx" ON "forum_subject_messages" USING btree ("subject_id","created_at");
--> statement-breakpoint
CREATE INDEX "forum_subject_messages_created_at_id_idx" ON "forum_subject_messages" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "forum_subject_messages_likes_count_id_idx" ON "forum_subject_messages" USING btree ("likes_count","id");
--> statement-breakpoint
CREATE INDEX "forum_subject_messages_updated_at_id_idx" ON "forum_subject_messages" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "comments_author_id_idx" ON "comments" USING btree ("author_id");
--> statement-breakpoint
CREATE INDEX "comments_parent_comment_id_idx" ON "comments" USING btree ("parent_comment_id");
--> statement-breakpoint
CREATE INDEX "comments_commentable_idx" ON "comments" USING btree ("commentable_type","commentable_id");
--> statement-breakpoint
CREATE INDEX "comments_created_at_id_idx" ON "comments" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "comments_updated_at_id_idx" ON "comments" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "likes_user_id_idx" ON "likes" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "likes_likable_idx" ON "likes" USING btree ("likable_type","likable_id");
--> statement-breakpoint
CREATE INDEX "likes_created_at_id_idx" ON "likes" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "likes_updated_at_id_idx" ON "likes" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "reports_created_by_id_idx" ON "reports" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "reports_reportable_idx" ON "reports" USING btree ("reportable_type","reportable_id");
--> statement-breakpoint
CREATE INDEX "reports_created_at_id_idx" ON "reports" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "reports_reason_id_idx" ON "reports" USING btree ("reason","id");
--> statement-breakpoint
CREATE INDEX "reports_updated_at_id_idx" ON "reports" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "notifications_created_at_id_idx" ON "notifications" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "notifications_notification_type_id_idx" ON "notifications" USING btree ("notification_type","id");
--> statement-breakpoint
CREATE INDEX "notifications_read_at_id_idx" ON "notifications" USING btree ("read_at","id");
--> statement-breakpoint
CREATE INDEX "notifications_updated_at_id_idx" ON "notifications" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "reminders_user_id_idx" ON "reminders" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "reminders_remindable_idx" ON "reminders" USING btree ("remindable_type","remindable_id");
--> statement-breakpoint
CREATE INDEX "reminders_user_id_remind_at_idx" ON "reminders" USING btree ("user_id","remind_at");
--> statement-breakpoint
CREATE INDEX "reminders_remind_at_id_idx" ON "reminders" USING btree ("remind_at","id");
--> statement-breakpoint
CREATE INDEX "reminders_title_id_idx" ON "reminders" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "reminders_sent_at_id_idx" ON "reminders" USING btree ("sent_at","id");
--> statement-breakpoint
CREATE INDEX "reminders_created_at_id_idx" ON "reminders" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "reminders_updated_at_id_idx" ON "reminders" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "history_action_types_created_at_id_idx" ON "history_action_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "history_action_types_name_en_id_idx" ON "history_action_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "history_action_types_name_fr_id_idx" ON "history_action_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "history_action_types_name_it_id_idx" ON "history_action_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "history_action_types_name_es_id_idx" ON "history_action_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "history_action_types_name_ca_id_idx" ON "history_action_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "history_action_types_name_da_id_idx" ON "history_action_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "history_action_types_name_ro_id_idx" ON "history_action_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "history_action_types_updated_at_id_idx" ON "history_action_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "history_actions_action_type_id_idx" ON "history_actions" USING btree ("action_type_id");
--> statement-breakpoint
CREATE INDEX "history_actions_author_id_idx" ON "history_actions" USING btree ("author_id");
--> statement-breakpoint
CREATE INDEX "history_actions_organization_id_idx" ON "history_actions" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "history_actions_item_idx" ON "history_actions" USING btree ("item_type","item_id");
--> statement-breakpoint
CREATE INDEX "history_actions_created_at_id_idx" ON "history_actions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "history_actions_updated_at_id_idx" ON "history_actions" USING btree ("updated_at","id");
