CREATE TABLE "users_organizations" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "users_organizations_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "user_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "secondary_email_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secondary_email_addresses_email_unique" UNIQUE("email")
);

--> statement-breakpoint
CREATE TABLE "validation_request_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "validation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text,
	"attached_organization_id" uuid,
	"status_id" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "admin_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_tags_name_unique" UNIQUE("name")
);

--> statement-breakpoint
CREATE TABLE "organization_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_only_note" text,
	"name" text NOT NULL,
	"unit_name" text,
	"slug" text,
	"longitude" numeric(14, 4),
	"latitude" numeric(14, 4),
	"country" text,
	"eqlaat_departments" jsonb,
	"eqlaat_invoicing_id" text,
	"short_description" jsonb,
	"description" jsonb,
	"contact_email" text,
	"contact_phone" text,
	"contact_address" text,
	"external_url" text,
	"repository_items_count" integer DEFAULT 0 NOT NULL,
	"records_count" integer DEFAULT 0 NOT NULL,
	"validated_member_at" timestamp with time zone,
	"access_level_id" text,
	"organization_type_id" uuid,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_slug_unique" UNIQUE("slug")
);

--> statement-breakpoint
CREATE TABLE "organizations_admin_tags" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organizations_admin_tags_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "organizations_administrators" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organizations_administrators_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "acting_as_organization_id" uuid;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_id" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_category_id" uuid;
--> statement-breakpoint
ALTER TABLE "users_organizations" ADD CONSTRAINT "users_organizations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users_organizations" ADD CONSTRAINT "users_organizations_related_id_organizations_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "secondary_email_addresses" ADD CONSTRAINT "secondary_email_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "validation_requests" ADD CONSTRAINT "validation_requests_attached_organization_id_organizations_id_fk" FOREIGN KEY ("attached_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "validation_requests" ADD CONSTRAINT "validation_requests_status_id_validation_request_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."validation_request_statuses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "validation_requests" ADD CONSTRAINT "validation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_organization_type_id_organization_types_id_fk" FOREIGN KEY ("organization_type_id") REFERENCES "public"."organization_types"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organizations_admin_tags" ADD CONSTRAINT "organizations_admin_tags_owner_id_organizations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organizations_admin_tags" ADD CONSTRAINT "organizations_admin_tags_related_id_admin_tags_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."admin_tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organizations_administrators" ADD CONSTRAINT "organizations_administrators_owner_id_organizations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organizations_administrators" ADD CONSTRAINT "organizations_administrators_related_id_users_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "users_organizations_related_idx" ON "users_organizations" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "secondary_email_addresses_user_id_idx" ON "secondary_email_addresses" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "validation_requests_attached_organization_id_idx" ON "validation_requests" USING btree ("attached_organization_id");
--> statement-breakpoint
CREATE INDEX "validation_requests_status_id_idx" ON "validation_requests" USING btree ("status_id");
--> statement-breakpoint
CREATE INDEX "validation_requests_user_id_idx" ON "validation_requests" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "organizations_access_level_id_idx" ON "organizations" USING btree ("access_level_id");
--> statement-breakpoint
CREATE INDEX "organizations_organization_type_id_idx" ON "organizations" USING btree ("organization_type_id");
--> statement-breakpoint
CREATE INDEX "organizations_image_id_idx" ON "organizations" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "organizations_admin_tags_related_idx" ON "organizations_admin_tags" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "organizations_administrators_related_idx" ON "organizations_administrators" USING btree ("related_id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_acting_as_organization_id_organizations_id_fk" FOREIGN KEY ("acting_as_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_category_id_user_categories_id_fk" FOREIGN KEY ("user_category_id") REFERENCES "public"."user_categories"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "users_acting_as_organization_id_idx" ON "users" USING btree ("acting_as_organization_id");
--> statement-breakpoint
CREATE INDEX "users_job_id_idx" ON "users" USING btree ("job_id");
--> statement-breakpoint
CREATE INDEX "users_user_category_id_idx" ON "users" USING btree ("user_category_id");
