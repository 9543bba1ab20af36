CREATE TABLE "open_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"validity_duration" integer,
	"published_at" timestamp with time zone,
	"assertions_count" integer DEFAULT 0 NOT NULL,
	"image_id" uuid,
	"criteria_file_id" uuid,
	"previous_badge_id" uuid,
	"newest_badge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "open_badge_training_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb,
	"badge_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "open_badge_assertions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"revocation_reason" text,
	"issued_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"image_url" text,
	"json_url" text,
	"badge_id" uuid NOT NULL,
	"issuer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "open_badge_assertions_evidences" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "open_badge_assertions_evidences_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "open_badge_training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"refused_reason" text,
	"badge_id" uuid NOT NULL,
	"issuer_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "open_badge_training_session_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "organization_year_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"achievements" text,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_year_states_organization_id_year_unique" UNIQUE("organization_id","year")
);

--> statement-breakpoint
CREATE TABLE "account_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount" integer NOT NULL,
	"operation" text NOT NULL,
	"comment" text,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "account_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_type" text NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"account_id" uuid NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "newsletter_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "mailing_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" jsonb NOT NULL,
	"intro_text" jsonb,
	"outro_text" jsonb,
	"last_sent_at" timestamp with time zone,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "mailing_templates_articles" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mailing_templates_articles_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "mailing_templates_attachments" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mailing_templates_attachments_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
ALTER TABLE "open_badges" ADD CONSTRAINT "open_badges_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badges" ADD CONSTRAINT "open_badges_criteria_file_id_files_id_fk" FOREIGN KEY ("criteria_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badges" ADD CONSTRAINT "open_badges_previous_badge_id_open_badges_id_fk" FOREIGN KEY ("previous_badge_id") REFERENCES "public"."open_badges"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badges" ADD CONSTRAINT "open_badges_newest_badge_id_open_badges_id_fk" FOREIGN KEY ("newest_badge_id") REFERENCES "public"."open_badges"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badge_training_modules" ADD CONSTRAINT "open_badge_training_modules_badge_id_open_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."open_badges"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badge_assertions" ADD CONSTRAINT "open_badge_assertions_badge_id_open_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."open_badges"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badge_assertions" ADD CONSTRAINT "open_badge_assertions_issuer_id_organizations_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badge_assertions_evidences" ADD CONSTRAINT "open_badge_assertions_evidences_owner_id_open_badge_assertions_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."open_badge_assertions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badge_assertions_evidences" ADD CONSTRAINT "open_badge_assertions_evidences_related_id_files_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badge_training_sessions" ADD CONSTRAINT "open_badge_training_sessions_badge_id_open_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."open_badges"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badge_training_sessions" ADD CONSTRAINT "open_badge_training_sessions_issuer_id_organizations_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badge_training_sessions" ADD CONSTRAINT "open_badge_training_sessions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "open_badge_training_session_modules" ADD CONSTRAINT "open_badge_training_session_modules_session_id_open_badge_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."open_badge_training_sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organization_year_states" ADD CONSTRAINT "organization_year_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_file_id_secured_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."secured_files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mailing_templates" ADD CONSTRAINT "mailing_templates_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mailing_templates_articles" ADD CONSTRAINT "mailing_templates_articles_owner_id_mailing_templates_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."mailing_templates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mailing_templates_articles" ADD CONSTRAINT "mailing_templates_articles_related_id_articles_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mailing_templates_attachments" ADD CONSTRAINT "mailing_templates_attachments_owner_id_mailing_templates_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."mailing_templates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mailing_templates_attachments" ADD CONSTRAINT "mailing_templates_attachments_related_id_files_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "open_badges_image_id_idx" ON "open_badges" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "open_badges_criteria_file_id_idx" ON "open_badges" USING btree ("criteria_file_id");
--> statement-breakpoint
CREATE INDEX "open_badges_previous_badge_id_idx" ON "open_badges" USING btree ("previous_badge_id");
--> statement-breakpoint
CREATE INDEX "open_badges_newest_badge_id_idx" ON "open_badges" USING btree ("newest_badge_id");
--> statement-breakpoint
CREATE INDEX "open_badges_created_at_id_idx" ON "open_badges" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "open_badges_title_en_id_idx" ON "open_badges" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badges_title_fr_id_idx" ON "open_badges" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badges_title_it_id_idx" ON "open_badges" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badges_title_es_id_idx" ON "open_badges" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badges_title_ca_id_idx" ON "open_badges" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badges_title_da_id_idx" ON "open_badges" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badges_title_ro_id_idx" ON "open_badges" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badges_version_id_idx" ON "open_badges" USING btree ("version","id");
--> statement-breakpoint
CREATE INDEX "open_badges_validity_duration_id_idx" ON "open_badges" USING btree ("validity_duration","id");
--> statement-breakpoint
CREATE INDEX "open_badges_published_at_id_idx" ON "open_badges" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "open_badges_assertions_count_id_idx" ON "open_badges" USING btree ("assertions_count","id");
--> statement-breakpoint
CREATE INDEX "open_badges_updated_at_id_idx" ON "open_badges" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_badge_id_idx" ON "open_badge_training_modules" USING btree ("badge_id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_position_id_idx" ON "open_badge_training_modules" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_title_en_id_idx" ON "open_badge_training_modules" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_title_fr_id_idx" ON "open_badge_training_modules" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_title_it_id_idx" ON "open_badge_training_modules" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_title_es_id_idx" ON "open_badge_training_modules" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_title_ca_id_idx" ON "open_badge_training_modules" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_title_da_id_idx" ON "open_badge_training_modules" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_title_ro_id_idx" ON "open_badge_training_modules" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_created_at_id_idx" ON "open_badge_training_modules" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_modules_updated_at_id_idx" ON "open_badge_training_modules" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_badge_id_idx" ON "open_badge_assertions" USING btree ("badge_id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_issuer_id_idx" ON "open_badge_assertions" USING btree ("issuer_id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_issued_at_id_idx" ON "open_badge_assertions" USING btree ("issued_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_recipient_name_id_idx" ON "open_badge_assertions" USING btree ("recipient_name","id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_recipient_email_id_idx" ON "open_badge_assertions" USING btree ("recipient_email","id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_expires_at_id_idx" ON "open_badge_assertions" USING btree ("expires_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_revoked_at_id_idx" ON "open_badge_assertions" USING btree ("revoked_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_created_at_id_idx" ON "open_badge_assertions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_updated_at_id_idx" ON "open_badge_assertions" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_assertions_evidences_related_idx" ON "open_badge_assertions_evidences" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_badge_id_idx" ON "open_badge_training_sessions" USING btree ("badge_id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_issuer_id_idx" ON "open_badge_training_sessions" USING btree ("issuer_id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_created_by_id_idx" ON "open_badge_training_sessions" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_created_at_id_idx" ON "open_badge_training_sessions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_started_at_id_idx" ON "open_badge_training_sessions" USING btree ("started_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_finished_at_id_idx" ON "open_badge_training_sessions" USING btree ("finished_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_requested_at_id_idx" ON "open_badge_training_sessions" USING btree ("requested_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_accepted_at_id_idx" ON "open_badge_training_sessions" USING btree ("accepted_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_refused_at_id_idx" ON "open_badge_training_sessions" USING btree ("refused_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_sessions_updated_at_id_idx" ON "open_badge_training_sessions" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_session_modules_session_id_idx" ON "open_badge_training_session_modules" USING btree ("session_id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_session_modules_position_id_idx" ON "open_badge_training_session_modules" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_session_modules_started_at_id_idx" ON "open_badge_training_session_modules" USING btree ("started_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_session_modules_finished_at_id_idx" ON "open_badge_training_session_modules" USING btree ("finished_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_session_modules_created_at_id_idx" ON "open_badge_training_session_modules" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "open_badge_training_session_modules_updated_at_id_idx" ON "open_badge_training_session_modules" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "organization_year_states_organization_id_idx" ON "organization_year_states" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "organization_year_states_year_id_idx" ON "organization_year_states" USING btree ("year","id");
--> statement-breakpoint
CREATE INDEX "organization_year_states_created_at_id_idx" ON "organization_year_states" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "organization_year_states_updated_at_id_idx" ON "organization_year_states" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "account_transactions_account_id_idx" ON "account_transactions" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "account_transactions_created_at_id_idx" ON "account_transactions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "account_transactions_amount_id_idx" ON "account_transactions" USING btree ("amount","id");
--> statement-breakpoint
CREATE INDEX "account_transactions_operation_id_idx" ON "account_transactions" USING btree ("operation","id");
--> statement-breakpoint
CREATE INDEX "account_transactions_updated_at_id_idx" ON "account_transactions" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "account_documents_account_id_idx" ON "account_documents" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "account_documents_file_id_idx" ON "account_documents" USING btree ("file_id");
--> statement-breakpoint
CREATE INDEX "account_documents_created_at_id_idx" ON "account_documents" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "account_documents_document_type_id_idx" ON "account_documents" USING btree ("document_type","id");
--> statement-breakpoint
CREATE INDEX "account_documents_name_id_idx" ON "account_documents" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "account_documents_updated_at_id_idx" ON "account_documents" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "newsletter_types_created_at_id_idx" ON "newsletter_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "newsletter_types_name_en_id_idx" ON "newsletter_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_types_name_fr_id_idx" ON "newsletter_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_types_name_it_id_idx" ON "newsletter_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_types_name_es_id_idx" ON "newsletter_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_types_name_ca_id_idx" ON "newsletter_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_types_name_da_id_idx" ON "newsletter_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_types_name_ro_id_idx" ON "newsletter_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_types_updated_at_id_idx" ON "newsletter_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_image_id_idx" ON "mailing_templates" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_created_at_id_idx" ON "mailing_templates" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_subject_en_id_idx" ON "mailing_templates" USING btree (coalesce(nullif("subject" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_subject_fr_id_idx" ON "mailing_templates" USING btree (coalesce(nullif("subject" ->> 'fr', ''), nullif("subject" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_subject_it_id_idx" ON "mailing_templates" USING btree (coalesce(nullif("subject" ->> 'it', ''), nullif("subject" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_subject_es_id_idx" ON "mailing_templates" USING btree (coalesce(nullif("subject" ->> 'es', ''), nullif("subject" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_subject_ca_id_idx" ON "mailing_templates" USING btree (coalesce(nullif("subject" ->> 'ca', ''), nullif("subject" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_subject_da_id_idx" ON "mailing_templates" USING btree (coalesce(nullif("subject" ->> 'da', ''), nullif("subject" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_subject_ro_id_idx" ON "mailing_templates" USING btree (coalesce(nullif("subject" ->> 'ro', ''), nullif("subject" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_last_sent_at_id_idx" ON "mailing_templates" USING btree ("last_sent_at","id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_updated_at_id_idx" ON "mailing_templates" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_articles_related_idx" ON "mailing_templates_articles" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "mailing_templates_attachments_related_idx" ON "mailing_templates_attachments" USING btree ("related_id");
