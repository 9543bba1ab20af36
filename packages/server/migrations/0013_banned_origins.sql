CREATE TABLE "stats_banned_origins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origin" text NOT NULL,
	"origin_signature" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_banned_origins_origin_signature_unique" UNIQUE("origin_signature")
);

--> statement-breakpoint
ALTER TABLE "stat_records" ADD COLUMN "origin" text;
--> statement-breakpoint
CREATE INDEX "stats_banned_origins_origin_id_idx" ON "stats_banned_origins" USING btree ("origin","id");
--> statement-breakpoint
CREATE INDEX "stats_banned_origins_created_at_id_idx" ON "stats_banned_origins" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "stats_banned_origins_updated_at_id_idx" ON "stats_banned_origins" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "stat_records_event_recorded_at_idx" ON "stat_records" USING btree ("event","recorded_at");
