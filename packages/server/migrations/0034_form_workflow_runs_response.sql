ALTER TABLE "form_workflow_runs" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_workflow_runs" ADD COLUMN "response_id" uuid;
--> statement-breakpoint
ALTER TABLE "form_workflow_runs" ADD CONSTRAINT "form_workflow_runs_response_id_form_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."form_responses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "form_workflow_runs_response_id_idx" ON "form_workflow_runs" USING btree ("response_id");
--> statement-breakpoint
CREATE INDEX "form_workflow_runs_created_at_position_desc_id_desc_idx" ON "form_workflow_runs" USING btree ("created_at","position" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "form_workflow_runs_position_id_idx" ON "form_workflow_runs" USING btree ("position","id");
