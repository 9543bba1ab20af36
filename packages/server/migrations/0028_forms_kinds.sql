CREATE TABLE "light_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_only_note" text,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"job_other" text,
	"locale" text,
	"has_mail_subscription" boolean DEFAULT false NOT NULL,
	"last_action_at" timestamp with time zone,
	"job_id" text,
	"organization_id" uuid,
	"pulled_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "light_users_admin_tags" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "light_users_admin_tags_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "light_user_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"query_string" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "light_user_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"token" text,
	"only_one_input" boolean DEFAULT false NOT NULL,
	"is_offline" boolean DEFAULT false NOT NULL,
	"is_captcha_protected" boolean DEFAULT false NOT NULL,
	"is_subscription_form" boolean DEFAULT false NOT NULL,
	"allow_no_organization" boolean DEFAULT false NOT NULL,
	"allow_message" boolean DEFAULT false NOT NULL,
	"country" text,
	"admin_only_note" text,
	"last_action_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"inputs_count" integer DEFAULT 0 NOT NULL,
	"default_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "light_user_forms_token_unique" UNIQUE("token")
);

--> statement-breakpoint
CREATE TABLE "light_user_forms_admin_tags" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "light_user_forms_admin_tags_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "light_user_forms_notified_users" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "light_user_forms_notified_users_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "light_user_form_inputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text,
	"locale" text,
	"utm" jsonb,
	"user_first_name" text,
	"user_last_name" text,
	"user_email" text NOT NULL,
	"user_phone" text,
	"user_has_mail_subscription" boolean DEFAULT false NOT NULL,
	"user_job_other" text,
	"organization_name" text,
	"organization_unit_name" text,
	"organization_contact_address" text,
	"message" text,
	"handled_at" timestamp with time zone,
	"form_id" uuid NOT NULL,
	"user_job_id" text,
	"organization_type_id" uuid,
	"created_light_user_id" uuid,
	"matching_light_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "advanced_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"is_captcha_protected" boolean DEFAULT true NOT NULL,
	"ended_responses_count" integer DEFAULT 0 NOT NULL,
	"open_at" timestamp with time zone,
	"close_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "form_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb,
	"description" jsonb,
	"required" boolean DEFAULT false NOT NULL,
	"config" jsonb,
	"field_type" text NOT NULL,
	"data_type" text,
	"form_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "form_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"config" jsonb,
	"workflow_type" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"form_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "form_workflow_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" text,
	"replacements" jsonb,
	"status" text NOT NULL,
	"workflow_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "light_users" ADD CONSTRAINT "light_users_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_users" ADD CONSTRAINT "light_users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_users" ADD CONSTRAINT "light_users_pulled_user_id_users_id_fk" FOREIGN KEY ("pulled_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_users_admin_tags" ADD CONSTRAINT "light_users_admin_tags_owner_id_light_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."light_users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_users_admin_tags" ADD CONSTRAINT "light_users_admin_tags_related_id_admin_tags_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."admin_tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_forms" ADD CONSTRAINT "light_user_forms_default_job_id_jobs_id_fk" FOREIGN KEY ("default_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_forms_admin_tags" ADD CONSTRAINT "light_user_forms_admin_tags_owner_id_light_user_forms_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."light_user_forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_forms_admin_tags" ADD CONSTRAINT "light_user_forms_admin_tags_related_id_admin_tags_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."admin_tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_forms_notified_users" ADD CONSTRAINT "light_user_forms_notified_users_owner_id_light_user_forms_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."light_user_forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_forms_notified_users" ADD CONSTRAINT "light_user_forms_notified_users_related_id_users_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_form_inputs" ADD CONSTRAINT "light_user_form_inputs_form_id_light_user_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."light_user_forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_form_inputs" ADD CONSTRAINT "light_user_form_inputs_user_job_id_jobs_id_fk" FOREIGN KEY ("user_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_form_inputs" ADD CONSTRAINT "light_user_form_inputs_organization_type_id_organization_types_id_fk" FOREIGN KEY ("organization_type_id") REFERENCES "public"."organization_types"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_form_inputs" ADD CONSTRAINT "light_user_form_inputs_created_light_user_id_light_users_id_fk" FOREIGN KEY ("created_light_user_id") REFERENCES "public"."light_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_form_inputs" ADD CONSTRAINT "light_user_form_inputs_matching_light_user_id_light_users_id_fk" FOREIGN KEY ("matching_light_user_id") REFERENCES "public"."light_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_form_id_advanced_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."advanced_forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_workflows" ADD CONSTRAINT "form_workflows_form_id_advanced_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."advanced_forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_workflow_runs" ADD CONSTRAINT "form_workflow_runs_workflow_id_form_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."form_workflows"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "light_users_job_id_idx" ON "light_users" USING btree ("job_id");
--> statement-breakpoint
CREATE INDEX "light_users_organization_id_idx" ON "light_users" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "light_users_pulled_user_id_idx" ON "light_users" USING btree ("pulled_user_id");
--> statement-breakpoint
CREATE INDEX "light_users_last_name_first_name_id_idx" ON "light_users" USING btree ("last_name","first_name","id");
--> statement-breakpoint
CREATE INDEX "light_users_first_name_id_idx" ON "light_users" USING btree ("first_name","id");
--> statement-breakpoint
CREATE INDEX "light_users_last_name_id_idx" ON "light_users" USING btree ("last_name","id");
--> statement-breakpoint
CREATE INDEX "light_users_email_id_idx" ON "light_users" USING btree ("email","id");
--> statement-breakpoint
CREATE INDEX "light_users_phone_id_idx" ON "light_users" USING btree ("phone","id");
--> statement-breakpoint
CREATE INDEX "light_users_job_other_id_idx" ON "light_users" USING btree ("job_other","id");
--> statement-breakpoint
CREATE INDEX "light_users_locale_id_idx" ON "light_users" USING btree ("locale","id");
--> statement-breakpoint
CREATE INDEX "light_users_has_mail_subscription_id_idx" ON "light_users" USING btree ("has_mail_subscription","id");
--> statement-breakpoint
CREATE INDEX "light_users_last_action_at_id_idx" ON "light_users" USING btree ("last_action_at","id");
--> statement-breakpoint
CREATE INDEX "light_users_created_at_id_idx" ON "light_users" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "light_users_updated_at_id_idx" ON "light_users" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "light_users_admin_tags_related_idx" ON "light_users_admin_tags" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "light_user_reports_name_id_idx" ON "light_user_reports" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "light_user_reports_created_at_id_idx" ON "light_user_reports" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "light_user_reports_updated_at_id_idx" ON "light_user_reports" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_default_job_id_idx" ON "light_user_forms" USING btree ("default_job_id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_created_at_id_idx" ON "light_user_forms" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_title_en_id_idx" ON "light_user_forms" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_title_fr_id_idx" ON "light_user_forms" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_title_it_id_idx" ON "light_user_forms" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_title_es_id_idx" ON "light_user_forms" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_title_ca_id_idx" ON "light_user_forms" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_title_da_id_idx" ON "light_user_forms" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_title_ro_id_idx" ON "light_user_forms" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_only_one_input_id_idx" ON "light_user_forms" USING btree ("only_one_input","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_is_offline_id_idx" ON "light_user_forms" USING btree ("is_offline","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_is_captcha_protected_id_idx" ON "light_user_forms" USING btree ("is_captcha_protected","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_is_subscription_form_id_idx" ON "light_user_forms" USING btree ("is_subscription_form","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_allow_no_organization_id_idx" ON "light_user_forms" USING btree ("allow_no_organization","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_allow_message_id_idx" ON "light_user_forms" USING btree ("allow_message","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_country_id_idx" ON "light_user_forms" USING btree ("country","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_last_action_at_id_idx" ON "light_user_forms" USING btree ("last_action_at","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_expires_at_id_idx" ON "light_user_forms" USING btree ("expires_at","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_inputs_count_id_idx" ON "light_user_forms" USING btree ("inputs_count","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_updated_at_id_idx" ON "light_user_forms" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_admin_tags_related_idx" ON "light_user_forms_admin_tags" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_notified_users_related_idx" ON "light_user_forms_notified_users" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_form_id_idx" ON "light_user_form_inputs" USING btree ("form_id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_user_job_id_idx" ON "light_user_form_inputs" USING btree ("user_job_id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_organization_type_id_idx" ON "light_user_form_inputs" USING btree ("organization_type_id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_created_light_user_id_idx" ON "light_user_form_inputs" USING btree ("created_light_user_id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_matching_light_user_id_idx" ON "light_user_form_inputs" USING btree ("matching_light_user_id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_form_id_created_at_idx" ON "light_user_form_inputs" USING btree ("form_id","created_at");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_form_id_user_email_idx" ON "light_user_form_inputs" USING btree ("form_id","user_email");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_created_at_id_idx" ON "light_user_form_inputs" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_token_id_idx" ON "light_user_form_inputs" USING btree ("token","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_locale_id_idx" ON "light_user_form_inputs" USING btree ("locale","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_user_first_name_id_idx" ON "light_user_form_inputs" USING btree ("user_first_name","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_user_last_name_id_idx" ON "light_user_form_inputs" USING btree ("user_last_name","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_user_email_id_idx" ON "light_user_form_inputs" USING btree ("user_email","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_user_phone_id_idx" ON "light_user_form_inputs" USING btree ("user_phone","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_user_has_mail_subscription_id_idx" ON "light_user_form_inputs" USING btree ("user_has_mail_subscription","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_user_job_other_id_idx" ON "light_user_form_inputs" USING btree ("user_job_other","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_organization_name_id_idx" ON "light_user_form_inputs" USING btree ("organization_name","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_organization_unit_name_id_idx" ON "light_user_form_inputs" USING btree ("organization_unit_name","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_handled_at_id_idx" ON "light_user_form_inputs" USING btree ("handled_at","id");
--> statement-breakpoint
CREATE INDEX "light_user_form_inputs_updated_at_id_idx" ON "light_user_form_inputs" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "advanced_forms_created_at_id_idx" ON "advanced_forms" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "advanced_forms_is_captcha_protected_id_idx" ON "advanced_forms" USING btree ("is_captcha_protected","id");
--> statement-breakpoint
CREATE INDEX "advanced_forms_ended_responses_count_id_idx" ON "advanced_forms" USING btree ("ended_responses_count","id");
--> statement-breakpoint
CREATE INDEX "advanced_forms_open_at_id_idx" ON "advanced_forms" USING btree ("open_at","id");
--> statement-breakpoint
CREATE INDEX "advanced_forms_close_at_id_idx" ON "advanced_forms" USING btree ("close_at","id");
--> statement-breakpoint
CREATE INDEX "advanced_forms_updated_at_id_idx" ON "advanced_forms" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "form_fields_form_id_idx" ON "form_fields" USING btree ("form_id");
--> statement-breakpoint
CREATE INDEX "form_fields_form_id_position_idx" ON "form_fields" USING btree ("form_id","position");
--> statement-breakpoint
CREATE INDEX "form_fields_position_created_at_id_idx" ON "form_fields" USING btree ("position","created_at","id");
--> statement-breakpoint
CREATE INDEX "form_fields_position_id_idx" ON "form_fields" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "form_fields_title_en_id_idx" ON "form_fields" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "form_fields_title_fr_id_idx" ON "form_fields" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "form_fields_title_it_id_idx" ON "form_fields" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "form_fields_title_es_id_idx" ON "form_fields" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "form_fields_title_ca_id_idx" ON "form_fields" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "form_fields_title_da_id_idx" ON "form_fields" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "form_fields_title_ro_id_idx" ON "form_fields" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "form_fields_required_id_idx" ON "form_fields" USING btree ("required","id");
--> statement-breakpoint
CREATE INDEX "form_fields_field_type_id_idx" ON "form_fields" USING btree ("field_type","id");
--> statement-breakpoint
CREATE INDEX "form_fields_data_type_id_idx" ON "form_fields" USING btree ("data_type","id");
--> statement-breakpoint
CREATE INDEX "form_fields_created_at_id_idx" ON "form_fields" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "form_fields_updated_at_id_idx" ON "form_fields" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "form_workflows_form_id_idx" ON "form_workflows" USING btree ("form_id");
--> statement-breakpoint
CREATE INDEX "form_workflows_priority_created_at_id_idx" ON "form_workflows" USING btree ("priority","created_at","id");
--> statement-breakpoint
CREATE INDEX "form_workflows_name_id_idx" ON "form_workflows" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "form_workflows_workflow_type_id_idx" ON "form_workflows" USING btree ("workflow_type","id");
--> statement-breakpoint
CREATE INDEX "form_workflows_priority_id_idx" ON "form_workflows" USING btree ("priority","id");
--> statement-breakpoint
CREATE INDEX "form_workflows_created_at_id_idx" ON "form_workflows" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "form_workflows_updated_at_id_idx" ON "form_workflows" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "form_workflow_runs_workflow_id_idx" ON "form_workflow_runs" USING btree ("workflow_id");
--> statement-breakpoint
CREATE INDEX "form_workflow_runs_created_at_id_idx" ON "form_workflow_runs" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "form_workflow_runs_status_id_idx" ON "form_workflow_runs" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "form_workflow_runs_updated_at_id_idx" ON "form_workflow_runs" USING btree ("updated_at","id");
