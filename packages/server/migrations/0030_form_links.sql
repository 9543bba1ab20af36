ALTER TABLE "app_envs" ADD COLUMN "contact_form_id" uuid;
--> statement-breakpoint
ALTER TABLE "app_envs" ADD COLUMN "newsletter_form_id" uuid;
--> statement-breakpoint
ALTER TABLE "light_user_forms" ADD COLUMN "mailing_template_id" uuid;
--> statement-breakpoint
ALTER TABLE "app_envs" ADD CONSTRAINT "app_envs_contact_form_id_light_user_forms_id_fk" FOREIGN KEY ("contact_form_id") REFERENCES "public"."light_user_forms"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_envs" ADD CONSTRAINT "app_envs_newsletter_form_id_light_user_forms_id_fk" FOREIGN KEY ("newsletter_form_id") REFERENCES "public"."light_user_forms"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "light_user_forms" ADD CONSTRAINT "light_user_forms_mailing_template_id_mailing_templates_id_fk" FOREIGN KEY ("mailing_template_id") REFERENCES "public"."mailing_templates"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "app_envs_contact_form_id_idx" ON "app_envs" USING btree ("contact_form_id");
--> statement-breakpoint
CREATE INDEX "app_envs_newsletter_form_id_idx" ON "app_envs" USING btree ("newsletter_form_id");
--> statement-breakpoint
CREATE INDEX "light_user_forms_mailing_template_id_idx" ON "light_user_forms" USING btree ("mailing_template_id");
