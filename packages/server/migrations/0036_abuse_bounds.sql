ALTER TABLE "app_envs" ADD COLUMN "rental_max_line_quantity" integer;
--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "respondent_id" uuid;
--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_respondent_id_users_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "app_envs_rental_max_line_quantity_id_idx" ON "app_envs" USING btree ("rental_max_line_quantity","id");
--> statement-breakpoint
CREATE INDEX "form_responses_respondent_id_idx" ON "form_responses" USING btree ("respondent_id");
--> statement-breakpoint
UPDATE "app_envs" SET "rental_max_line_quantity" = coalesce("rental_max_line_quantity", 10), "rental_max_items" = coalesce("rental_max_items", 20), "rental_max_models" = coalesce("rental_max_models", 20) WHERE "id" = 'main';
