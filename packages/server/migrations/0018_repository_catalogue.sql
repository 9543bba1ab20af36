CREATE TABLE "admin_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"file_container" text,
	"file_id" uuid NOT NULL,
	"organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "repository_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"short_description" jsonb,
	"repository_items_count" integer DEFAULT 0 NOT NULL,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "repository_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"printer_settings_description" jsonb,
	"records_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"lc_default_config_id" uuid,
	"lc_default_mobile_config_id" uuid,
	"image_id" uuid,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "repository_items_additional_images" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "repository_items_additional_images_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "repository_items_tags" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "repository_items_tags_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "repository_items_categories" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "repository_items_categories_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "repository_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"repository_item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "external_repository_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"external_url" text,
	"status" text NOT NULL,
	"repository_type" text NOT NULL,
	"repository_item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_access_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"note" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_access_integration_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"note" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" jsonb,
	"icon_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_keyboard_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"note" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_pictogram_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"note" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_conjugation_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"note" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"product_type" text DEFAULT 'software' NOT NULL,
	"description" jsonb,
	"note" jsonb,
	"website" text,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_products_systems" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aac_products_systems_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "aac_products_access_types" (
	"owner_id" uuid NOT NULL,
	"related_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aac_products_access_types_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "aac_products_access_integration_types" (
	"owner_id" uuid NOT NULL,
	"related_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aac_products_access_integration_types_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "aac_products_keyboard_types" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aac_products_keyboard_types_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "aac_products_pictogram_types" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aac_products_pictogram_types_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "aac_products_conjugation_types" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aac_products_conjugation_types_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "aac_sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" jsonb,
	"website" text,
	"logo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_sellers_products" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aac_sellers_products_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
ALTER TABLE "admin_files" ADD CONSTRAINT "admin_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "admin_files" ADD CONSTRAINT "admin_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_categories" ADD CONSTRAINT "repository_categories_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items" ADD CONSTRAINT "repository_items_lc_default_config_id_files_id_fk" FOREIGN KEY ("lc_default_config_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items" ADD CONSTRAINT "repository_items_lc_default_mobile_config_id_files_id_fk" FOREIGN KEY ("lc_default_mobile_config_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items" ADD CONSTRAINT "repository_items_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items" ADD CONSTRAINT "repository_items_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items" ADD CONSTRAINT "repository_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items" ADD CONSTRAINT "repository_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items_additional_images" ADD CONSTRAINT "repository_items_additional_images_owner_id_repository_items_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."repository_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items_additional_images" ADD CONSTRAINT "repository_items_additional_images_related_id_files_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items_tags" ADD CONSTRAINT "repository_items_tags_owner_id_repository_items_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."repository_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items_tags" ADD CONSTRAINT "repository_items_tags_related_id_tags_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items_categories" ADD CONSTRAINT "repository_items_categories_owner_id_repository_items_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."repository_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_items_categories" ADD CONSTRAINT "repository_items_categories_related_id_repository_categories_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."repository_categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_attachments" ADD CONSTRAINT "repository_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repository_attachments" ADD CONSTRAINT "repository_attachments_repository_item_id_repository_items_id_fk" FOREIGN KEY ("repository_item_id") REFERENCES "public"."repository_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "external_repository_interactions" ADD CONSTRAINT "external_repository_interactions_repository_item_id_repository_items_id_fk" FOREIGN KEY ("repository_item_id") REFERENCES "public"."repository_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_systems" ADD CONSTRAINT "aac_systems_icon_id_files_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products" ADD CONSTRAINT "aac_products_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_systems" ADD CONSTRAINT "aac_products_systems_owner_id_aac_products_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_systems" ADD CONSTRAINT "aac_products_systems_related_id_aac_systems_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."aac_systems"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_access_types" ADD CONSTRAINT "aac_products_access_types_owner_id_aac_products_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_access_types" ADD CONSTRAINT "aac_products_access_types_related_id_aac_access_types_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."aac_access_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_access_integration_types" ADD CONSTRAINT "aac_products_access_integration_types_owner_id_aac_products_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_access_integration_types" ADD CONSTRAINT "aac_products_access_integration_types_related_id_aac_access_integration_types_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."aac_access_integration_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_keyboard_types" ADD CONSTRAINT "aac_products_keyboard_types_owner_id_aac_products_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_keyboard_types" ADD CONSTRAINT "aac_products_keyboard_types_related_id_aac_keyboard_types_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."aac_keyboard_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_pictogram_types" ADD CONSTRAINT "aac_products_pictogram_types_owner_id_aac_products_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_pictogram_types" ADD CONSTRAINT "aac_products_pictogram_types_related_id_aac_pictogram_types_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."aac_pictogram_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_conjugation_types" ADD CONSTRAINT "aac_products_conjugation_types_owner_id_aac_products_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_products_conjugation_types" ADD CONSTRAINT "aac_products_conjugation_types_related_id_aac_conjugation_types_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."aac_conjugation_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_sellers" ADD CONSTRAINT "aac_sellers_logo_id_files_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_sellers_products" ADD CONSTRAINT "aac_sellers_products_owner_id_aac_sellers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aac_sellers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_sellers_products" ADD CONSTRAINT "aac_sellers_products_related_id_aac_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "admin_files_file_id_idx" ON "admin_files" USING btree ("file_id");
--> statement-breakpoint
CREATE INDEX "admin_files_organization_id_idx" ON "admin_files" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "admin_files_path_id_idx" ON "admin_files" USING btree ("path","id");
--> statement-breakpoint
CREATE INDEX "admin_files_file_container_id_idx" ON "admin_files" USING btree ("file_container","id");
--> statement-breakpoint
CREATE INDEX "admin_files_created_at_id_idx" ON "admin_files" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "admin_files_updated_at_id_idx" ON "admin_files" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "repository_categories_image_id_idx" ON "repository_categories" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "repository_categories_created_at_id_idx" ON "repository_categories" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "repository_categories_name_en_id_idx" ON "repository_categories" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_categories_name_fr_id_idx" ON "repository_categories" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_categories_name_it_id_idx" ON "repository_categories" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_categories_name_es_id_idx" ON "repository_categories" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_categories_name_ca_id_idx" ON "repository_categories" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_categories_name_da_id_idx" ON "repository_categories" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_categories_name_ro_id_idx" ON "repository_categories" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_categories_repository_items_count_id_idx" ON "repository_categories" USING btree ("repository_items_count","id");
--> statement-breakpoint
CREATE INDEX "repository_categories_updated_at_id_idx" ON "repository_categories" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "repository_items_lc_default_config_id_idx" ON "repository_items" USING btree ("lc_default_config_id");
--> statement-breakpoint
CREATE INDEX "repository_items_lc_default_mobile_config_id_idx" ON "repository_items" USING btree ("lc_default_mobile_config_id");
--> statement-breakpoint
CREATE INDEX "repository_items_image_id_idx" ON "repository_items" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "repository_items_created_by_id_idx" ON "repository_items" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "repository_items_updated_by_id_idx" ON "repository_items" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "repository_items_organization_id_idx" ON "repository_items" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "repository_items_created_at_id_idx" ON "repository_items" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "repository_items_title_en_id_idx" ON "repository_items" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_items_title_fr_id_idx" ON "repository_items" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_items_title_it_id_idx" ON "repository_items" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_items_title_es_id_idx" ON "repository_items" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_items_title_ca_id_idx" ON "repository_items" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_items_title_da_id_idx" ON "repository_items" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_items_title_ro_id_idx" ON "repository_items" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "repository_items_records_count_id_idx" ON "repository_items" USING btree ("records_count","id");
--> statement-breakpoint
CREATE INDEX "repository_items_likes_count_id_idx" ON "repository_items" USING btree ("likes_count","id");
--> statement-breakpoint
CREATE INDEX "repository_items_updated_at_id_idx" ON "repository_items" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "repository_items_additional_images_related_idx" ON "repository_items_additional_images" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "repository_items_tags_related_idx" ON "repository_items_tags" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "repository_items_categories_related_idx" ON "repository_items_categories" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "repository_attachments_file_id_idx" ON "repository_attachments" USING btree ("file_id");
--> statement-breakpoint
CREATE INDEX "repository_attachments_repository_item_id_idx" ON "repository_attachments" USING btree ("repository_item_id");
--> statement-breakpoint
CREATE INDEX "repository_attachments_created_at_id_idx" ON "repository_attachments" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "repository_attachments_updated_at_id_idx" ON "repository_attachments" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "external_repository_interactions_repository_item_id_idx" ON "external_repository_interactions" USING btree ("repository_item_id");
--> statement-breakpoint
CREATE INDEX "external_repository_interactions_created_at_id_idx" ON "external_repository_interactions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "external_repository_interactions_external_id_id_idx" ON "external_repository_interactions" USING btree ("external_id","id");
--> statement-breakpoint
CREATE INDEX "external_repository_interactions_status_id_idx" ON "external_repository_interactions" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "external_repository_interactions_repository_type_id_idx" ON "external_repository_interactions" USING btree ("repository_type","id");
--> statement-breakpoint
CREATE INDEX "external_repository_interactions_updated_at_id_idx" ON "external_repository_interactions" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_access_types_created_at_id_idx" ON "aac_access_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_access_types_name_en_id_idx" ON "aac_access_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_types_name_fr_id_idx" ON "aac_access_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_types_name_it_id_idx" ON "aac_access_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_types_name_es_id_idx" ON "aac_access_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_types_name_ca_id_idx" ON "aac_access_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_types_name_da_id_idx" ON "aac_access_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_types_name_ro_id_idx" ON "aac_access_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_types_updated_at_id_idx" ON "aac_access_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_access_integration_types_created_at_id_idx" ON "aac_access_integration_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_access_integration_types_name_en_id_idx" ON "aac_access_integration_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_integration_types_name_fr_id_idx" ON "aac_access_integration_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_integration_types_name_it_id_idx" ON "aac_access_integration_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_integration_types_name_es_id_idx" ON "aac_access_integration_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_integration_types_name_ca_id_idx" ON "aac_access_integration_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_integration_types_name_da_id_idx" ON "aac_access_integration_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_integration_types_name_ro_id_idx" ON "aac_access_integration_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_access_integration_types_updated_at_id_idx" ON "aac_access_integration_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_systems_icon_id_idx" ON "aac_systems" USING btree ("icon_id");
--> statement-breakpoint
CREATE INDEX "aac_systems_name_id_idx" ON "aac_systems" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "aac_systems_created_at_id_idx" ON "aac_systems" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_systems_updated_at_id_idx" ON "aac_systems" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_keyboard_types_created_at_id_idx" ON "aac_keyboard_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_keyboard_types_name_en_id_idx" ON "aac_keyboard_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_keyboard_types_name_fr_id_idx" ON "aac_keyboard_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_keyboard_types_name_it_id_idx" ON "aac_keyboard_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_keyboard_types_name_es_id_idx" ON "aac_keyboard_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_keyboard_types_name_ca_id_idx" ON "aac_keyboard_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_keyboard_types_name_da_id_idx" ON "aac_keyboard_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_keyboard_types_name_ro_id_idx" ON "aac_keyboard_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_keyboard_types_updated_at_id_idx" ON "aac_keyboard_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_pictogram_types_created_at_id_idx" ON "aac_pictogram_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_pictogram_types_name_en_id_idx" ON "aac_pictogram_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_pictogram_types_name_fr_id_idx" ON "aac_pictogram_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_pictogram_types_name_it_id_idx" ON "aac_pictogram_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_pictogram_types_name_es_id_idx" ON "aac_pictogram_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_pictogram_types_name_ca_id_idx" ON "aac_pictogram_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_pictogram_types_name_da_id_idx" ON "aac_pictogram_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_pictogram_types_name_ro_id_idx" ON "aac_pictogram_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_pictogram_types_updated_at_id_idx" ON "aac_pictogram_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_conjugation_types_created_at_id_idx" ON "aac_conjugation_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_conjugation_types_name_en_id_idx" ON "aac_conjugation_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_conjugation_types_name_fr_id_idx" ON "aac_conjugation_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_conjugation_types_name_it_id_idx" ON "aac_conjugation_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_conjugation_types_name_es_id_idx" ON "aac_conjugation_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_conjugation_types_name_ca_id_idx" ON "aac_conjugation_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_conjugation_types_name_da_id_idx" ON "aac_conjugation_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_conjugation_types_name_ro_id_idx" ON "aac_conjugation_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "aac_conjugation_types_updated_at_id_idx" ON "aac_conjugation_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_products_image_id_idx" ON "aac_products" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "aac_products_name_id_idx" ON "aac_products" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "aac_products_product_type_id_idx" ON "aac_products" USING btree ("product_type","id");
--> statement-breakpoint
CREATE INDEX "aac_products_created_at_id_idx" ON "aac_products" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_products_updated_at_id_idx" ON "aac_products" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_products_systems_related_idx" ON "aac_products_systems" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "aac_products_access_types_related_idx" ON "aac_products_access_types" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "aac_products_access_integration_types_related_idx" ON "aac_products_access_integration_types" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "aac_products_keyboard_types_related_idx" ON "aac_products_keyboard_types" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "aac_products_pictogram_types_related_idx" ON "aac_products_pictogram_types" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "aac_products_conjugation_types_related_idx" ON "aac_products_conjugation_types" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "aac_sellers_logo_id_idx" ON "aac_sellers" USING btree ("logo_id");
--> statement-breakpoint
CREATE INDEX "aac_sellers_name_id_idx" ON "aac_sellers" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "aac_sellers_created_at_id_idx" ON "aac_sellers" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_sellers_updated_at_id_idx" ON "aac_sellers" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_sellers_products_related_idx" ON "aac_sellers_products" USING btree ("related_id");
