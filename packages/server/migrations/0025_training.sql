CREATE TABLE "training_resource_themes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"resources_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "training_resource_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "training_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"records_count" integer DEFAULT 0 NOT NULL,
	"description" jsonb,
	"external_url" text,
	"source" jsonb,
	"usage_notes" jsonb,
	"updates" jsonb,
	"original_authors" text,
	"other_resource_type" text,
	"other_theme" text,
	"license_id" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"reviews_average_rating" numeric(14, 4),
	"access_level_id" text,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"organization_id" uuid,
	"image_id" uuid,
	"resource_type_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "training_resources_associated_organizations" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resources_associated_organizations_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resources_tags" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resources_tags_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resources_themes" (
	"owner_id" uuid NOT NULL,
	"related_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resources_themes_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resources_files" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resources_files_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resources_original_resources" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resources_original_resources_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resources_original_requests" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resources_original_requests_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resource_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"records_count" integer DEFAULT 0 NOT NULL,
	"description" jsonb,
	"inspiration_url" text,
	"other_resource_type" text,
	"other_theme" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"access_level_id" text,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"organization_id" uuid,
	"image_id" uuid,
	"resource_type_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "training_resource_requests_associated_organizations" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resource_requests_associated_organizations_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resource_requests_tags" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resource_requests_tags_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resource_requests_themes" (
	"owner_id" uuid NOT NULL,
	"related_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resource_requests_themes_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resource_requests_extended_resources" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_resource_requests_extended_resources_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "training_resource_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"objective" text NOT NULL,
	"objective_comment" text,
	"recipients_count" integer,
	"review_rating" integer,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"review_sent_at" timestamp with time zone,
	"resource_id" uuid NOT NULL,
	"file_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_resource_reviews_created_by_id_resource_id_unique" UNIQUE("created_by_id","resource_id")
);

--> statement-breakpoint
CREATE TABLE "training_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "training_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "training_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"short_description" jsonb,
	"description" jsonb,
	"duration" jsonb,
	"external_url" text,
	"category_id" uuid,
	"level_id" uuid,
	"training_type_id" uuid,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"training_id" uuid NOT NULL,
	"address_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "publication_requests" DROP CONSTRAINT "publication_requests_publishable_type_check";
--> statement-breakpoint
ALTER TABLE "likes" DROP CONSTRAINT "likes_likable_type_check";
--> statement-breakpoint
ALTER TABLE "training_resources" ADD CONSTRAINT "training_resources_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources" ADD CONSTRAINT "training_resources_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources" ADD CONSTRAINT "training_resources_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources" ADD CONSTRAINT "training_resources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources" ADD CONSTRAINT "training_resources_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources" ADD CONSTRAINT "training_resources_resource_type_id_training_resource_types_id_fk" FOREIGN KEY ("resource_type_id") REFERENCES "public"."training_resource_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_associated_organizations" ADD CONSTRAINT "training_resources_associated_organizations_owner_id_training_resources_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_associated_organizations" ADD CONSTRAINT "training_resources_associated_organizations_related_id_organizations_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_tags" ADD CONSTRAINT "training_resources_tags_owner_id_training_resources_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_tags" ADD CONSTRAINT "training_resources_tags_related_id_tags_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_themes" ADD CONSTRAINT "training_resources_themes_owner_id_training_resources_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_themes" ADD CONSTRAINT "training_resources_themes_related_id_training_resource_themes_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."training_resource_themes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_files" ADD CONSTRAINT "training_resources_files_owner_id_training_resources_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_files" ADD CONSTRAINT "training_resources_files_related_id_files_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_original_resources" ADD CONSTRAINT "training_resources_original_resources_owner_id_training_resources_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_original_resources" ADD CONSTRAINT "training_resources_original_resources_related_id_training_resources_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."training_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_original_requests" ADD CONSTRAINT "training_resources_original_requests_owner_id_training_resources_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resources_original_requests" ADD CONSTRAINT "training_resources_original_requests_related_id_training_resource_requests_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."training_resource_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests" ADD CONSTRAINT "training_resource_requests_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests" ADD CONSTRAINT "training_resource_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests" ADD CONSTRAINT "training_resource_requests_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests" ADD CONSTRAINT "training_resource_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests" ADD CONSTRAINT "training_resource_requests_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests" ADD CONSTRAINT "training_resource_requests_resource_type_id_training_resource_types_id_fk" FOREIGN KEY ("resource_type_id") REFERENCES "public"."training_resource_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests_associated_organizations" ADD CONSTRAINT "training_resource_requests_associated_organizations_owner_id_training_resource_requests_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resource_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests_associated_organizations" ADD CONSTRAINT "training_resource_requests_associated_organizations_related_id_organizations_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests_tags" ADD CONSTRAINT "training_resource_requests_tags_owner_id_training_resource_requests_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resource_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests_tags" ADD CONSTRAINT "training_resource_requests_tags_related_id_tags_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests_themes" ADD CONSTRAINT "training_resource_requests_themes_owner_id_training_resource_requests_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resource_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests_themes" ADD CONSTRAINT "training_resource_requests_themes_related_id_training_resource_themes_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."training_resource_themes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests_extended_resources" ADD CONSTRAINT "training_resource_requests_extended_resources_owner_id_training_resource_requests_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."training_resource_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_requests_extended_resources" ADD CONSTRAINT "training_resource_requests_extended_resources_related_id_training_resources_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."training_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_reviews" ADD CONSTRAINT "training_resource_reviews_resource_id_training_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."training_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_reviews" ADD CONSTRAINT "training_resource_reviews_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_resource_reviews" ADD CONSTRAINT "training_resource_reviews_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_category_id_training_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."training_categories"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_level_id_training_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."training_levels"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_training_type_id_training_types_id_fk" FOREIGN KEY ("training_type_id") REFERENCES "public"."training_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "training_resource_themes_created_at_id_idx" ON "training_resource_themes" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_resource_themes_name_en_id_idx" ON "training_resource_themes" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_themes_name_fr_id_idx" ON "training_resource_themes" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_themes_name_it_id_idx" ON "training_resource_themes" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_themes_name_es_id_idx" ON "training_resource_themes" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_themes_name_ca_id_idx" ON "training_resource_themes" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_themes_name_da_id_idx" ON "training_resource_themes" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_themes_name_ro_id_idx" ON "training_resource_themes" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_themes_resources_count_id_idx" ON "training_resource_themes" USING btree ("resources_count","id");
--> statement-breakpoint
CREATE INDEX "training_resource_themes_updated_at_id_idx" ON "training_resource_themes" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "training_resource_types_created_at_id_idx" ON "training_resource_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_resource_types_name_en_id_idx" ON "training_resource_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_types_name_fr_id_idx" ON "training_resource_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_types_name_it_id_idx" ON "training_resource_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_types_name_es_id_idx" ON "training_resource_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_types_name_ca_id_idx" ON "training_resource_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_types_name_da_id_idx" ON "training_resource_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_types_name_ro_id_idx" ON "training_resource_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_types_updated_at_id_idx" ON "training_resource_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "training_resources_access_level_id_idx" ON "training_resources" USING btree ("access_level_id");
--> statement-breakpoint
CREATE INDEX "training_resources_created_by_id_idx" ON "training_resources" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "training_resources_updated_by_id_idx" ON "training_resources" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "training_resources_organization_id_idx" ON "training_resources" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "training_resources_image_id_idx" ON "training_resources" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "training_resources_resource_type_id_idx" ON "training_resources" USING btree ("resource_type_id");
--> statement-breakpoint
CREATE INDEX "training_resources_published_at_id_idx" ON "training_resources" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "training_resources_title_en_id_idx" ON "training_resources" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resources_title_fr_id_idx" ON "training_resources" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resources_title_it_id_idx" ON "training_resources" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resources_title_es_id_idx" ON "training_resources" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resources_title_ca_id_idx" ON "training_resources" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resources_title_da_id_idx" ON "training_resources" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resources_title_ro_id_idx" ON "training_resources" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resources_records_count_id_idx" ON "training_resources" USING btree ("records_count","id");
--> statement-breakpoint
CREATE INDEX "training_resources_other_resource_type_id_idx" ON "training_resources" USING btree ("other_resource_type","id");
--> statement-breakpoint
CREATE INDEX "training_resources_other_theme_id_idx" ON "training_resources" USING btree ("other_theme","id");
--> statement-breakpoint
CREATE INDEX "training_resources_license_id_id_idx" ON "training_resources" USING btree ("license_id","id");
--> statement-breakpoint
CREATE INDEX "training_resources_likes_count_id_idx" ON "training_resources" USING btree ("likes_count","id");
--> statement-breakpoint
CREATE INDEX "training_resources_reviews_count_id_idx" ON "training_resources" USING btree ("reviews_count","id");
--> statement-breakpoint
CREATE INDEX "training_resources_reviews_average_rating_id_idx" ON "training_resources" USING btree ("reviews_average_rating","id");
--> statement-breakpoint
CREATE INDEX "training_resources_created_at_id_idx" ON "training_resources" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_resources_updated_at_id_idx" ON "training_resources" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "training_resources_associated_organizations_related_idx" ON "training_resources_associated_organizations" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resources_tags_related_idx" ON "training_resources_tags" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resources_themes_related_idx" ON "training_resources_themes" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resources_files_related_idx" ON "training_resources_files" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resources_original_resources_related_idx" ON "training_resources_original_resources" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resources_original_requests_related_idx" ON "training_resources_original_requests" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_access_level_id_idx" ON "training_resource_requests" USING btree ("access_level_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_created_by_id_idx" ON "training_resource_requests" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_updated_by_id_idx" ON "training_resource_requests" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_organization_id_idx" ON "training_resource_requests" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_image_id_idx" ON "training_resource_requests" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_resource_type_id_idx" ON "training_resource_requests" USING btree ("resource_type_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_published_at_id_idx" ON "training_resource_requests" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_title_en_id_idx" ON "training_resource_requests" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_title_fr_id_idx" ON "training_resource_requests" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_title_it_id_idx" ON "training_resource_requests" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_title_es_id_idx" ON "training_resource_requests" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_title_ca_id_idx" ON "training_resource_requests" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_title_da_id_idx" ON "training_resource_requests" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_title_ro_id_idx" ON "training_resource_requests" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_records_count_id_idx" ON "training_resource_requests" USING btree ("records_count","id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_other_resource_type_id_idx" ON "training_resource_requests" USING btree ("other_resource_type","id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_other_theme_id_idx" ON "training_resource_requests" USING btree ("other_theme","id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_likes_count_id_idx" ON "training_resource_requests" USING btree ("likes_count","id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_created_at_id_idx" ON "training_resource_requests" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_updated_at_id_idx" ON "training_resource_requests" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_associated_organizations_related_idx" ON "training_resource_requests_associated_organizations" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_tags_related_idx" ON "training_resource_requests_tags" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_themes_related_idx" ON "training_resource_requests_themes" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resource_requests_extended_resources_related_idx" ON "training_resource_requests_extended_resources" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_resource_id_idx" ON "training_resource_reviews" USING btree ("resource_id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_file_id_idx" ON "training_resource_reviews" USING btree ("file_id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_created_by_id_idx" ON "training_resource_reviews" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_resource_id_created_at_idx" ON "training_resource_reviews" USING btree ("resource_id","created_at");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_created_at_id_idx" ON "training_resource_reviews" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_objective_id_idx" ON "training_resource_reviews" USING btree ("objective","id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_recipients_count_id_idx" ON "training_resource_reviews" USING btree ("recipients_count","id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_review_rating_id_idx" ON "training_resource_reviews" USING btree ("review_rating","id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_reviewed_at_id_idx" ON "training_resource_reviews" USING btree ("reviewed_at","id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_review_sent_at_id_idx" ON "training_resource_reviews" USING btree ("review_sent_at","id");
--> statement-breakpoint
CREATE INDEX "training_resource_reviews_updated_at_id_idx" ON "training_resource_reviews" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "training_categories_created_at_id_idx" ON "training_categories" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_categories_name_en_id_idx" ON "training_categories" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_categories_name_fr_id_idx" ON "training_categories" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_categories_name_it_id_idx" ON "training_categories" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_categories_name_es_id_idx" ON "training_categories" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_categories_name_ca_id_idx" ON "training_categories" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_categories_name_da_id_idx" ON "training_categories" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_categories_name_ro_id_idx" ON "training_categories" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_categories_updated_at_id_idx" ON "training_categories" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "training_levels_created_at_id_idx" ON "training_levels" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_levels_name_en_id_idx" ON "training_levels" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_levels_name_fr_id_idx" ON "training_levels" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_levels_name_it_id_idx" ON "training_levels" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_levels_name_es_id_idx" ON "training_levels" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_levels_name_ca_id_idx" ON "training_levels" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_levels_name_da_id_idx" ON "training_levels" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_levels_name_ro_id_idx" ON "training_levels" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_levels_updated_at_id_idx" ON "training_levels" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "training_types_created_at_id_idx" ON "training_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_types_name_en_id_idx" ON "training_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_types_name_fr_id_idx" ON "training_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_types_name_it_id_idx" ON "training_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_types_name_es_id_idx" ON "training_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_types_name_ca_id_idx" ON "training_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_types_name_da_id_idx" ON "training_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_types_name_ro_id_idx" ON "training_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "training_types_updated_at_id_idx" ON "training_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "trainings_category_id_idx" ON "trainings" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX "trainings_level_id_idx" ON "trainings" USING btree ("level_id");
--> statement-breakpoint
CREATE INDEX "trainings_training_type_id_idx" ON "trainings" USING btree ("training_type_id");
--> statement-breakpoint
CREATE INDEX "trainings_image_id_idx" ON "trainings" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "trainings_created_at_id_idx" ON "trainings" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "trainings_title_en_id_idx" ON "trainings" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_title_fr_id_idx" ON "trainings" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_title_it_id_idx" ON "trainings" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_title_es_id_idx" ON "trainings" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_title_ca_id_idx" ON "trainings" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_title_da_id_idx" ON "trainings" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_title_ro_id_idx" ON "trainings" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_duration_en_id_idx" ON "trainings" USING btree (coalesce(nullif("duration" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_duration_fr_id_idx" ON "trainings" USING btree (coalesce(nullif("duration" ->> 'fr', ''), nullif("duration" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_duration_it_id_idx" ON "trainings" USING btree (coalesce(nullif("duration" ->> 'it', ''), nullif("duration" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_duration_es_id_idx" ON "trainings" USING btree (coalesce(nullif("duration" ->> 'es', ''), nullif("duration" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_duration_ca_id_idx" ON "trainings" USING btree (coalesce(nullif("duration" ->> 'ca', ''), nullif("duration" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_duration_da_id_idx" ON "trainings" USING btree (coalesce(nullif("duration" ->> 'da', ''), nullif("duration" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_duration_ro_id_idx" ON "trainings" USING btree (coalesce(nullif("duration" ->> 'ro', ''), nullif("duration" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "trainings_updated_at_id_idx" ON "trainings" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "training_sessions_training_id_idx" ON "training_sessions" USING btree ("training_id");
--> statement-breakpoint
CREATE INDEX "training_sessions_address_id_idx" ON "training_sessions" USING btree ("address_id");
--> statement-breakpoint
CREATE INDEX "training_sessions_training_id_start_at_idx" ON "training_sessions" USING btree ("training_id","start_at");
--> statement-breakpoint
CREATE INDEX "training_sessions_start_at_id_idx" ON "training_sessions" USING btree ("start_at","id");
--> statement-breakpoint
CREATE INDEX "training_sessions_end_at_id_idx" ON "training_sessions" USING btree ("end_at","id");
--> statement-breakpoint
CREATE INDEX "training_sessions_created_at_id_idx" ON "training_sessions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_sessions_updated_at_id_idx" ON "training_sessions" USING btree ("updated_at","id");
--> statement-breakpoint
ALTER TABLE "publication_requests" ADD CONSTRAINT "publication_requests_publishable_type_check" CHECK (("publishable_type" is null and "publishable_id" is null) or ("publishable_type" is not null and "publishable_type" in ('articles', 'blog-posts', 'calendar-events', 'training-resources', 'training-resource-requests') and "publishable_id" is not null));
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_likable_type_check" CHECK (("likable_type" is null and "likable_id" is null) or ("likable_type" is not null and "likable_type" in ('forum-subjects', 'forum-subject-messages', 'training-resources', 'training-resource-requests') and "likable_id" is not null));
