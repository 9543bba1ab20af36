CREATE TABLE "eqlaat_project_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "eqlaat_project_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"can_combine" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "eqlaat_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"note" text,
	"reason" text,
	"description" text,
	"metadata" jsonb,
	"manage_at" timestamp with time zone,
	"patient_record" text,
	"request" jsonb,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "eqlaat_projects_categories" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "eqlaat_projects_categories_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "eqlaat_projects_users" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "eqlaat_projects_users_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "eqlaat_project_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"done_at" timestamp with time zone,
	"comment" text,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "eqlaat_project_steps_statuses" (
	"owner_id" uuid NOT NULL,
	"related_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "eqlaat_project_steps_statuses_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "eqlaat_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"location" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"beneficiary_invited" boolean DEFAULT false NOT NULL,
	"project_id" uuid NOT NULL,
	"report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "eqlaat_appointments_managers" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "eqlaat_appointments_managers_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "eqlaat_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"reportable_type" text NOT NULL,
	"reportable_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eqlaat_reports_reportable_type_check" CHECK (("reportable_type" is null and "reportable_id" is null) or ("reportable_type" is not null and "reportable_type" in ('eqlaat-projects', 'eqlaat-appointments') and "reportable_id" is not null))
);

--> statement-breakpoint
CREATE TABLE "eqlaat_reports_files" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "eqlaat_reports_files_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "ad_project_existing_solutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"reasons" jsonb,
	"comment" text,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" jsonb NOT NULL,
	"description" jsonb,
	"allow_multiple" boolean DEFAULT false NOT NULL,
	"max_selected_choices" integer,
	"allow_new_choice" boolean DEFAULT false NOT NULL,
	"require_auth" boolean DEFAULT false NOT NULL,
	"one_per_organization" boolean DEFAULT false NOT NULL,
	"open_at" timestamp with time zone,
	"close_at" timestamp with time zone,
	"answers_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "survey_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_by_user" boolean DEFAULT false NOT NULL,
	"survey_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_survey_id_user_id_unique" UNIQUE("survey_id","user_id")
);

--> statement-breakpoint
CREATE TABLE "survey_answers_choices" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_answers_choices_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
ALTER TABLE "eqlaat_project_statuses" ADD CONSTRAINT "eqlaat_project_statuses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_project_statuses" ADD CONSTRAINT "eqlaat_project_statuses_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_projects" ADD CONSTRAINT "eqlaat_projects_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_projects_categories" ADD CONSTRAINT "eqlaat_projects_categories_owner_id_eqlaat_projects_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."eqlaat_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_projects_categories" ADD CONSTRAINT "eqlaat_projects_categories_related_id_eqlaat_project_categories_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."eqlaat_project_categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_projects_users" ADD CONSTRAINT "eqlaat_projects_users_owner_id_eqlaat_projects_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."eqlaat_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_projects_users" ADD CONSTRAINT "eqlaat_projects_users_related_id_users_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_project_steps" ADD CONSTRAINT "eqlaat_project_steps_project_id_eqlaat_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."eqlaat_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_project_steps_statuses" ADD CONSTRAINT "eqlaat_project_steps_statuses_owner_id_eqlaat_project_steps_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."eqlaat_project_steps"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_project_steps_statuses" ADD CONSTRAINT "eqlaat_project_steps_statuses_related_id_eqlaat_project_statuses_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."eqlaat_project_statuses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_appointments" ADD CONSTRAINT "eqlaat_appointments_project_id_eqlaat_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."eqlaat_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_appointments" ADD CONSTRAINT "eqlaat_appointments_report_id_eqlaat_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."eqlaat_reports"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_appointments_managers" ADD CONSTRAINT "eqlaat_appointments_managers_owner_id_eqlaat_appointments_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."eqlaat_appointments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_appointments_managers" ADD CONSTRAINT "eqlaat_appointments_managers_related_id_users_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_reports_files" ADD CONSTRAINT "eqlaat_reports_files_owner_id_eqlaat_reports_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."eqlaat_reports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "eqlaat_reports_files" ADD CONSTRAINT "eqlaat_reports_files_related_id_files_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ad_project_existing_solutions" ADD CONSTRAINT "ad_project_existing_solutions_project_id_eqlaat_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."eqlaat_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_choices" ADD CONSTRAINT "survey_choices_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_answers_choices" ADD CONSTRAINT "survey_answers_choices_owner_id_survey_answers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."survey_answers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_answers_choices" ADD CONSTRAINT "survey_answers_choices_related_id_survey_choices_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."survey_choices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "eqlaat_project_categories_created_at_id_idx" ON "eqlaat_project_categories" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_categories_name_en_id_idx" ON "eqlaat_project_categories" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_categories_name_fr_id_idx" ON "eqlaat_project_categories" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_categories_name_it_id_idx" ON "eqlaat_project_categories" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_categories_name_es_id_idx" ON "eqlaat_project_categories" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_categories_name_ca_id_idx" ON "eqlaat_project_categories" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_categories_name_da_id_idx" ON "eqlaat_project_categories" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_categories_name_ro_id_idx" ON "eqlaat_project_categories" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_categories_updated_at_id_idx" ON "eqlaat_project_categories" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_created_by_id_idx" ON "eqlaat_project_statuses" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_updated_by_id_idx" ON "eqlaat_project_statuses" USING btree ("updated_by_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_created_at_id_idx" ON "eqlaat_project_statuses" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_name_en_id_idx" ON "eqlaat_project_statuses" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_name_fr_id_idx" ON "eqlaat_project_statuses" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_name_it_id_idx" ON "eqlaat_project_statuses" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_name_es_id_idx" ON "eqlaat_project_statuses" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_name_ca_id_idx" ON "eqlaat_project_statuses" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_name_da_id_idx" ON "eqlaat_project_statuses" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_name_ro_id_idx" ON "eqlaat_project_statuses" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_can_combine_id_idx" ON "eqlaat_project_statuses" USING btree ("can_combine","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_statuses_updated_at_id_idx" ON "eqlaat_project_statuses" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_projects_created_by_id_idx" ON "eqlaat_projects" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_projects_created_at_id_idx" ON "eqlaat_projects" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_projects_title_id_idx" ON "eqlaat_projects" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_projects_priority_id_idx" ON "eqlaat_projects" USING btree ("priority","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_projects_manage_at_id_idx" ON "eqlaat_projects" USING btree ("manage_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_projects_patient_record_id_idx" ON "eqlaat_projects" USING btree ("patient_record","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_projects_updated_at_id_idx" ON "eqlaat_projects" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_projects_categories_related_idx" ON "eqlaat_projects_categories" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_projects_users_related_idx" ON "eqlaat_projects_users" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_steps_project_id_idx" ON "eqlaat_project_steps" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_steps_project_id_done_at_idx" ON "eqlaat_project_steps" USING btree ("project_id","done_at");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_steps_done_at_created_at_id_idx" ON "eqlaat_project_steps" USING btree ("done_at","created_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_steps_done_at_id_idx" ON "eqlaat_project_steps" USING btree ("done_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_steps_created_at_id_idx" ON "eqlaat_project_steps" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_steps_updated_at_id_idx" ON "eqlaat_project_steps" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_project_steps_statuses_related_idx" ON "eqlaat_project_steps_statuses" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_project_id_idx" ON "eqlaat_appointments" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_report_id_idx" ON "eqlaat_appointments" USING btree ("report_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_start_at_idx" ON "eqlaat_appointments" USING btree ("start_at");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_start_at_id_idx" ON "eqlaat_appointments" USING btree ("start_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_title_id_idx" ON "eqlaat_appointments" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_end_at_id_idx" ON "eqlaat_appointments" USING btree ("end_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_beneficiary_invited_id_idx" ON "eqlaat_appointments" USING btree ("beneficiary_invited","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_created_at_id_idx" ON "eqlaat_appointments" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_updated_at_id_idx" ON "eqlaat_appointments" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_managers_related_idx" ON "eqlaat_appointments_managers" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_reports_reportable_idx" ON "eqlaat_reports" USING btree ("reportable_type","reportable_id");
--> statement-breakpoint
CREATE INDEX "eqlaat_reports_created_at_id_idx" ON "eqlaat_reports" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_reports_title_id_idx" ON "eqlaat_reports" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_reports_updated_at_id_idx" ON "eqlaat_reports" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "eqlaat_reports_files_related_idx" ON "eqlaat_reports_files" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "ad_project_existing_solutions_project_id_idx" ON "ad_project_existing_solutions" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "ad_project_existing_solutions_created_at_id_idx" ON "ad_project_existing_solutions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "ad_project_existing_solutions_name_id_idx" ON "ad_project_existing_solutions" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "ad_project_existing_solutions_updated_at_id_idx" ON "ad_project_existing_solutions" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "surveys_created_at_id_idx" ON "surveys" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "surveys_allow_multiple_id_idx" ON "surveys" USING btree ("allow_multiple","id");
--> statement-breakpoint
CREATE INDEX "surveys_max_selected_choices_id_idx" ON "surveys" USING btree ("max_selected_choices","id");
--> statement-breakpoint
CREATE INDEX "surveys_allow_new_choice_id_idx" ON "surveys" USING btree ("allow_new_choice","id");
--> statement-breakpoint
CREATE INDEX "surveys_require_auth_id_idx" ON "surveys" USING btree ("require_auth","id");
--> statement-breakpoint
CREATE INDEX "surveys_one_per_organization_id_idx" ON "surveys" USING btree ("one_per_organization","id");
--> statement-breakpoint
CREATE INDEX "surveys_open_at_id_idx" ON "surveys" USING btree ("open_at","id");
--> statement-breakpoint
CREATE INDEX "surveys_close_at_id_idx" ON "surveys" USING btree ("close_at","id");
--> statement-breakpoint
CREATE INDEX "surveys_answers_count_id_idx" ON "surveys" USING btree ("answers_count","id");
--> statement-breakpoint
CREATE INDEX "surveys_updated_at_id_idx" ON "surveys" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "survey_choices_survey_id_idx" ON "survey_choices" USING btree ("survey_id");
--> statement-breakpoint
CREATE INDEX "survey_choices_survey_id_position_idx" ON "survey_choices" USING btree ("survey_id","position");
--> statement-breakpoint
CREATE INDEX "survey_choices_position_created_at_id_idx" ON "survey_choices" USING btree ("position","created_at","id");
--> statement-breakpoint
CREATE INDEX "survey_choices_text_en_id_idx" ON "survey_choices" USING btree (coalesce(nullif("text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "survey_choices_text_fr_id_idx" ON "survey_choices" USING btree (coalesce(nullif("text" ->> 'fr', ''), nullif("text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "survey_choices_text_it_id_idx" ON "survey_choices" USING btree (coalesce(nullif("text" ->> 'it', ''), nullif("text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "survey_choices_text_es_id_idx" ON "survey_choices" USING btree (coalesce(nullif("text" ->> 'es', ''), nullif("text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "survey_choices_text_ca_id_idx" ON "survey_choices" USING btree (coalesce(nullif("text" ->> 'ca', ''), nullif("text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "survey_choices_text_da_id_idx" ON "survey_choices" USING btree (coalesce(nullif("text" ->> 'da', ''), nullif("text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "survey_choices_text_ro_id_idx" ON "survey_choices" USING btree (coalesce(nullif("text" ->> 'ro', ''), nullif("text" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "survey_choices_position_id_idx" ON "survey_choices" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "survey_choices_added_by_user_id_idx" ON "survey_choices" USING btree ("added_by_user","id");
--> statement-breakpoint
CREATE INDEX "survey_choices_created_at_id_idx" ON "survey_choices" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "survey_choices_updated_at_id_idx" ON "survey_choices" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "survey_answers_survey_id_idx" ON "survey_answers" USING btree ("survey_id");
--> statement-breakpoint
CREATE INDEX "survey_answers_user_id_idx" ON "survey_answers" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "survey_answers_organization_id_idx" ON "survey_answers" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "survey_answers_created_at_id_idx" ON "survey_answers" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "survey_answers_updated_at_id_idx" ON "survey_answers" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "survey_answers_choices_related_idx" ON "survey_answers_choices" USING btree ("related_id");
