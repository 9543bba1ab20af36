CREATE TABLE "form_response_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"answers" jsonb NOT NULL,
	"section" integer DEFAULT 1 NOT NULL,
	"locale" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE UNIQUE INDEX "form_response_drafts_token_hash_idx" ON "form_response_drafts" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "form_response_drafts_form_id_idx" ON "form_response_drafts" USING btree ("form_id");
