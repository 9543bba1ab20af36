CREATE TABLE "secured_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mime_type" text,
	"size" integer,
	"hash" text,
	"model_type" text NOT NULL,
	"model_id" text NOT NULL,
	"storage_path" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "secured_files" ADD CONSTRAINT "secured_files_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "secured_files_created_by_id_idx" ON "secured_files" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "secured_files_model_type_model_id_idx" ON "secured_files" USING btree ("model_type","model_id");
