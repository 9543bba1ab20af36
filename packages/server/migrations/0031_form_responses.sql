CREATE TABLE "form_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answers" jsonb NOT NULL,
	"locale" text,
	"form_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_form_id_advanced_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."advanced_forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "form_responses_form_id_idx" ON "form_responses" USING btree ("form_id");
--> statement-breakpoint
CREATE INDEX "form_responses_form_id_created_at_idx" ON "form_responses" USING btree ("form_id","created_at");
--> statement-breakpoint
CREATE INDEX "form_responses_created_at_id_idx" ON "form_responses" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "form_responses_locale_id_idx" ON "form_responses" USING btree ("locale","id");
--> statement-breakpoint
CREATE INDEX "form_responses_updated_at_id_idx" ON "form_responses" USING btree ("updated_at","id");
