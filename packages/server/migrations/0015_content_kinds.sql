CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"has_external_url" boolean DEFAULT false NOT NULL,
	"has_image" boolean DEFAULT true NOT NULL,
	"has_source" boolean DEFAULT false NOT NULL,
	"has_associated_organizations" boolean DEFAULT false NOT NULL,
	"allow_contributions" boolean DEFAULT false NOT NULL,
	"alert_text" jsonb,
	"alert_link_text" jsonb,
	"alert_link_url" text,
	"default_layout_id" text DEFAULT 'pagination' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"records_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"short_description" jsonb,
	"content" jsonb,
	"external_url" text,
	"source" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"access_level_id" text,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"organization_id" uuid,
	"category_id" uuid NOT NULL,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "articles_associated_organizations" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "articles_associated_organizations_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"records_count" integer DEFAULT 0 NOT NULL,
	"slug" text,
	"short_description" jsonb,
	"content" jsonb,
	"external_url" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"access_level_id" text,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"organization_id" uuid,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);

--> statement-breakpoint
CREATE TABLE "blog_posts_associated_organizations" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_posts_associated_organizations_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"records_count" integer DEFAULT 0 NOT NULL,
	"description" jsonb,
	"external_url" text,
	"is_real_location" boolean DEFAULT false NOT NULL,
	"location" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"access_level_id" text,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"organization_id" uuid,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "calendar_events_associated_organizations" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_events_associated_organizations_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "publication_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text,
	"targeted_published_at" timestamp with time zone,
	"refuse_reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"publishable_type" text NOT NULL,
	"publishable_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_requests_publishable_type_check" CHECK (("publishable_type" is null and "publishable_id" is null) or ("publishable_type" is not null and "publishable_type" in ('articles', 'blog-posts', 'calendar-events') and "publishable_id" is not null))
);

--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articles_associated_organizations" ADD CONSTRAINT "articles_associated_organizations_owner_id_articles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articles_associated_organizations" ADD CONSTRAINT "articles_associated_organizations_related_id_organizations_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_posts_associated_organizations" ADD CONSTRAINT "blog_posts_associated_organizations_owner_id_blog_posts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_posts_associated_organizations" ADD CONSTRAINT "blog_posts_associated_organizations_related_id_organizations_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_events_associated_organizations" ADD CONSTRAINT "calendar_events_associated_organizations_owner_id_calendar_events_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_events_associated_organizations" ADD CONSTRAINT "calendar_events_associated_organizations_related_id_organizations_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publication_requests" ADD CONSTRAINT "publication_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publication_requests" ADD CONSTRAINT "publication_requests_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "tags_created_at_id_idx" ON "tags" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "tags_name_en_id_idx" ON "tags" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "tags_name_fr_id_idx" ON "tags" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "tags_name_it_id_idx" ON "tags" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "tags_name_es_id_idx" ON "tags" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "tags_name_ca_id_idx" ON "tags" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "tags_name_da_id_idx" ON "tags" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "tags_name_ro_id_idx" ON "tags" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "tags_updated_at_id_idx" ON "tags" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "categories_created_at_id_idx" ON "categories" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "categories_name_en_id_idx" ON "categories" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_name_fr_id_idx" ON "categories" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_name_it_id_idx" ON "categories" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_name_es_id_idx" ON "categories" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_name_ca_id_idx" ON "categories" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_name_da_id_idx" ON "categories" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_name_ro_id_idx" ON "categories" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_has_external_url_id_idx" ON "categories" USING btree ("has_external_url","id");
--> statement-breakpoint
CREATE INDEX "categories_has_image_id_idx" ON "categories" USING btree ("has_image","id");
--> statement-breakpoint
CREATE INDEX "categories_has_source_id_idx" ON "categories" USING btree ("has_source","id");
--> statement-breakpoint
CREATE INDEX "categories_has_associated_organizations_id_idx" ON "categories" USING btree ("has_associated_organizations","id");
--> statement-breakpoint
CREATE INDEX "categories_allow_contributions_id_idx" ON "categories" USING btree ("allow_contributions","id");
--> statement-breakpoint
CREATE INDEX "categories_alert_link_text_en_id_idx" ON "categories" USING btree (coalesce(nullif("alert_link_text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_alert_link_text_fr_id_idx" ON "categories" USING btree (coalesce(nullif("alert_link_text" ->> 'fr', ''), nullif("alert_link_text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_alert_link_text_it_id_idx" ON "categories" USING btree (coalesce(nullif("alert_link_text" ->> 'it', ''), nullif("alert_link_text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_alert_link_text_es_id_idx" ON "categories" USING btree (coalesce(nullif("alert_link_text" ->> 'es', ''), nullif("alert_link_text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_alert_link_text_ca_id_idx" ON "categories" USING btree (coalesce(nullif("alert_link_text" ->> 'ca', ''), nullif("alert_link_text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_alert_link_text_da_id_idx" ON "categories" USING btree (coalesce(nullif("alert_link_text" ->> 'da', ''), nullif("alert_link_text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_alert_link_text_ro_id_idx" ON "categories" USING btree (coalesce(nullif("alert_link_text" ->> 'ro', ''), nullif("alert_link_text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "categories_default_layout_id_id_idx" ON "categories" USING btree ("default_layout_id","id");
--> statement-breakpoint
CREATE INDEX "categories_updated_at_id_idx" ON "categories" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "articles_access_level_id_idx" ON "articles" USING btree ("access_level_id");
--> statement-breakpoint
CREATE INDEX "articles_created_by_id_idx" ON "articles" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "articles_updated_by_id_idx" ON "articles" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "articles_organization_id_idx" ON "articles" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "articles_category_id_idx" ON "articles" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX "articles_image_id_idx" ON "articles" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "articles_category_id_status_published_at_idx" ON "articles" USING btree ("category_id","status","published_at");
--> statement-breakpoint
CREATE INDEX "articles_published_at_id_idx" ON "articles" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "articles_title_en_id_idx" ON "articles" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "articles_title_fr_id_idx" ON "articles" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "articles_title_it_id_idx" ON "articles" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "articles_title_es_id_idx" ON "articles" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "articles_title_ca_id_idx" ON "articles" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "articles_title_da_id_idx" ON "articles" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "articles_title_ro_id_idx" ON "articles" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "articles_records_count_id_idx" ON "articles" USING btree ("records_count","id");
--> statement-breakpoint
CREATE INDEX "articles_status_id_idx" ON "articles" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "articles_position_id_idx" ON "articles" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "articles_created_at_id_idx" ON "articles" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "articles_updated_at_id_idx" ON "articles" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "articles_associated_organizations_related_idx" ON "articles_associated_organizations" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "blog_posts_access_level_id_idx" ON "blog_posts" USING btree ("access_level_id");
--> statement-breakpoint
CREATE INDEX "blog_posts_created_by_id_idx" ON "blog_posts" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "blog_posts_updated_by_id_idx" ON "blog_posts" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "blog_posts_organization_id_idx" ON "blog_posts" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "blog_posts_image_id_idx" ON "blog_posts" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "blog_posts_published_at_id_idx" ON "blog_posts" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "blog_posts_title_en_id_idx" ON "blog_posts" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "blog_posts_title_fr_id_idx" ON "blog_posts" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "blog_posts_title_it_id_idx" ON "blog_posts" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "blog_posts_title_es_id_idx" ON "blog_posts" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "blog_posts_title_ca_id_idx" ON "blog_posts" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "blog_posts_title_da_id_idx" ON "blog_posts" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "blog_posts_title_ro_id_idx" ON "blog_posts" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "blog_posts_records_count_id_idx" ON "blog_posts" USING btree ("records_count","id");
--> statement-breakpoint
CREATE INDEX "blog_posts_likes_count_id_idx" ON "blog_posts" USING btree ("likes_count","id");
--> statement-breakpoint
CREATE INDEX "blog_posts_created_at_id_idx" ON "blog_posts" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "blog_posts_updated_at_id_idx" ON "blog_posts" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "blog_posts_associated_organizations_related_idx" ON "blog_posts_associated_organizations" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "calendar_events_access_level_id_idx" ON "calendar_events" USING btree ("access_level_id");
--> statement-breakpoint
CREATE INDEX "calendar_events_created_by_id_idx" ON "calendar_events" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "calendar_events_updated_by_id_idx" ON "calendar_events" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "calendar_events_organization_id_idx" ON "calendar_events" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "calendar_events_creator_id_idx" ON "calendar_events" USING btree ("creator_id");
--> statement-breakpoint
CREATE INDEX "calendar_events_start_at_id_idx" ON "calendar_events" USING btree ("start_at","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_title_en_id_idx" ON "calendar_events" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "calendar_events_title_fr_id_idx" ON "calendar_events" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "calendar_events_title_it_id_idx" ON "calendar_events" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "calendar_events_title_es_id_idx" ON "calendar_events" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "calendar_events_title_ca_id_idx" ON "calendar_events" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "calendar_events_title_da_id_idx" ON "calendar_events" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "calendar_events_title_ro_id_idx" ON "calendar_events" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "calendar_events_published_at_id_idx" ON "calendar_events" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_records_count_id_idx" ON "calendar_events" USING btree ("records_count","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_is_real_location_id_idx" ON "calendar_events" USING btree ("is_real_location","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_end_at_id_idx" ON "calendar_events" USING btree ("end_at","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_likes_count_id_idx" ON "calendar_events" USING btree ("likes_count","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_created_at_id_idx" ON "calendar_events" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_updated_at_id_idx" ON "calendar_events" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "calendar_events_associated_organizations_related_idx" ON "calendar_events_associated_organizations" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "publication_requests_created_by_id_idx" ON "publication_requests" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "publication_requests_updated_by_id_idx" ON "publication_requests" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "publication_requests_publishable_idx" ON "publication_requests" USING btree ("publishable_type","publishable_id");
--> statement-breakpoint
CREATE INDEX "publication_requests_status_created_at_idx" ON "publication_requests" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "publication_requests_created_at_id_idx" ON "publication_requests" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "publication_requests_targeted_published_at_id_idx" ON "publication_requests" USING btree ("targeted_published_at","id");
--> statement-breakpoint
CREATE INDEX "publication_requests_status_id_idx" ON "publication_requests" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "publication_requests_updated_at_id_idx" ON "publication_requests" USING btree ("updated_at","id");
