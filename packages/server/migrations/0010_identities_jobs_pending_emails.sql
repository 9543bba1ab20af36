CREATE TABLE "user_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "secondary_email_addresses" DROP CONSTRAINT "secondary_email_addresses_email_unique";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;
--> statement-breakpoint
ALTER TABLE "secondary_email_addresses" ADD COLUMN "verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_idx" ON "user_identities" USING btree ("provider","subject");
--> statement-breakpoint
CREATE INDEX "user_identities_user_id_idx" ON "user_identities" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "background_jobs_run_at_idx" ON "background_jobs" USING btree ("run_at");
