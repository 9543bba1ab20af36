CREATE TABLE "stat_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"user_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE INDEX "stat_records_resource_idx" ON "stat_records" USING btree ("resource_type","resource_id","recorded_at");
--> statement-breakpoint
CREATE INDEX "stat_records_recorded_at_idx" ON "stat_records" USING btree ("recorded_at");
