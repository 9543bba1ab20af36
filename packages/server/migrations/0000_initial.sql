CREATE TABLE "app_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"impersonator_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "app_envs" (
	"id" text PRIMARY KEY NOT NULL,
	"initialized" boolean DEFAULT false NOT NULL,
	"description" jsonb,
	"styles" text,
	"become_member_url" text,
	"evolve_member_url" text,
	"rl_charter_url" text,
	"rl_charter_translator_name" text,
	"rl_charter_translator_url" text,
	"rental_duration_multiple" integer,
	"rental_min_duration" integer,
	"rental_max_duration" integer,
	"rental_before_start_duration" integer,
	"rental_max_items" integer,
	"rental_max_models" integer,
	"rental_max_pending_commands" integer,
	"rental_booking_expiration_delay" integer,
	"rental_organization_tax" numeric(14, 4),
	"rental_retrieval_address" jsonb,
	"document_header" jsonb,
	"document_footer" jsonb,
	"document_rental_conditions" jsonb,
	"logo_id" uuid,
	"document_logo_id" uuid,
	"social_preview_id" uuid,
	"open_badge_issuer_access_level_id" text,
	"rl_projects_access_level_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "app_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"path" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"styles" text,
	"requires_auth" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"access_level_id" text,
	"draft_of_page_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "app_pages_roles" (
	"owner_id" uuid NOT NULL,
	"related_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_pages_roles_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "app_page_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"internal_vue_id" text,
	"view_id" text,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"props" jsonb,
	"page_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "app_menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"url" text,
	"blank" boolean DEFAULT false NOT NULL,
	"color" text,
	"aligns_next_right" boolean DEFAULT false NOT NULL,
	"requires_auth" boolean DEFAULT false NOT NULL,
	"page_id" uuid,
	"parent_id" uuid,
	"access_level_id" text,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "app_menu_items_roles" (
	"owner_id" uuid NOT NULL,
	"related_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_menu_items_roles_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "app_redirections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_redirections_from_path_unique" UNIQUE("from_path")
);

--> statement-breakpoint
CREATE TABLE "app_short_urls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"url" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_short_urls_token_unique" UNIQUE("token")
);

--> statement-breakpoint
CREATE TABLE "language_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" text NOT NULL,
	"key" text NOT NULL,
	"text" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "language_lines_group_key_unique" UNIQUE("group","key")
);

--> statement-breakpoint
CREATE TABLE "languages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"original_name" text,
	"description" jsonb,
	"mime_type" text,
	"hash" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"size" integer,
	"is_uploaded" boolean DEFAULT false NOT NULL,
	"metadata" jsonb,
	"storage_path" text,
	"records_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_slug_unique" UNIQUE("slug")
);

--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password" text,
	"two_factor_strategy" text,
	"two_factor_secret" text,
	"two_factor_recovery_codes" jsonb,
	"avatar_url" text,
	"description" text,
	"organization_name" text,
	"notifications_preferences" jsonb,
	"locale" text,
	"edition_locale" text,
	"timezone" text DEFAULT 'Europe/Paris' NOT NULL,
	"can_use_transactions" boolean DEFAULT false NOT NULL,
	"rental_monthly_invoicing" boolean DEFAULT false NOT NULL,
	"job_other" text,
	"email_verified_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"last_initialization_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"access_level_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);

--> statement-breakpoint
CREATE TABLE "users_roles" (
	"owner_id" uuid NOT NULL,
	"related_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "users_roles_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "access_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "app_envs" ADD CONSTRAINT "app_envs_logo_id_files_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_envs" ADD CONSTRAINT "app_envs_document_logo_id_files_id_fk" FOREIGN KEY ("document_logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_envs" ADD CONSTRAINT "app_envs_social_preview_id_files_id_fk" FOREIGN KEY ("social_preview_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_envs" ADD CONSTRAINT "app_envs_open_badge_issuer_access_level_id_access_levels_id_fk" FOREIGN KEY ("open_badge_issuer_access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_envs" ADD CONSTRAINT "app_envs_rl_projects_access_level_id_access_levels_id_fk" FOREIGN KEY ("rl_projects_access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_pages" ADD CONSTRAINT "app_pages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_pages" ADD CONSTRAINT "app_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_pages" ADD CONSTRAINT "app_pages_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_pages" ADD CONSTRAINT "app_pages_draft_of_page_id_app_pages_id_fk" FOREIGN KEY ("draft_of_page_id") REFERENCES "public"."app_pages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_pages_roles" ADD CONSTRAINT "app_pages_roles_owner_id_app_pages_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_pages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_pages_roles" ADD CONSTRAINT "app_pages_roles_related_id_roles_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_page_components" ADD CONSTRAINT "app_page_components_page_id_app_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."app_pages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_menu_items" ADD CONSTRAINT "app_menu_items_page_id_app_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."app_pages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_menu_items" ADD CONSTRAINT "app_menu_items_parent_id_app_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."app_menu_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_menu_items" ADD CONSTRAINT "app_menu_items_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_menu_items" ADD CONSTRAINT "app_menu_items_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_menu_items" ADD CONSTRAINT "app_menu_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_menu_items_roles" ADD CONSTRAINT "app_menu_items_roles_owner_id_app_menu_items_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_menu_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_menu_items_roles" ADD CONSTRAINT "app_menu_items_roles_related_id_roles_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_related_id_roles_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "app_envs_logo_id_idx" ON "app_envs" USING btree ("logo_id");
--> statement-breakpoint
CREATE INDEX "app_envs_document_logo_id_idx" ON "app_envs" USING btree ("document_logo_id");
--> statement-breakpoint
CREATE INDEX "app_envs_social_preview_id_idx" ON "app_envs" USING btree ("social_preview_id");
--> statement-breakpoint
CREATE INDEX "app_envs_open_badge_issuer_access_level_id_idx" ON "app_envs" USING btree ("open_badge_issuer_access_level_id");
--> statement-breakpoint
CREATE INDEX "app_envs_rl_projects_access_level_id_idx" ON "app_envs" USING btree ("rl_projects_access_level_id");
--> statement-breakpoint
CREATE INDEX "app_pages_created_by_id_idx" ON "app_pages" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "app_pages_updated_by_id_idx" ON "app_pages" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "app_pages_access_level_id_idx" ON "app_pages" USING btree ("access_level_id");
--> statement-breakpoint
CREATE INDEX "app_pages_draft_of_page_id_idx" ON "app_pages" USING btree ("draft_of_page_id");
--> statement-breakpoint
CREATE INDEX "app_pages_roles_related_idx" ON "app_pages_roles" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "app_page_components_page_id_idx" ON "app_page_components" USING btree ("page_id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_page_id_idx" ON "app_menu_items" USING btree ("page_id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_parent_id_idx" ON "app_menu_items" USING btree ("parent_id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_access_level_id_idx" ON "app_menu_items" USING btree ("access_level_id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_created_by_id_idx" ON "app_menu_items" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_updated_by_id_idx" ON "app_menu_items" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_roles_related_idx" ON "app_menu_items_roles" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "files_created_by_id_idx" ON "files" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "users_access_level_id_idx" ON "users" USING btree ("access_level_id");
--> statement-breakpoint
CREATE INDEX "users_roles_related_idx" ON "users_roles" USING btree ("related_id");
