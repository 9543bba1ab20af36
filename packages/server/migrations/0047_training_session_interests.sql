CREATE TABLE "training_session_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_session_interests_created_by_id_session_id_unique" UNIQUE("created_by_id","session_id")
);

--> statement-breakpoint
ALTER TABLE "training_session_interests" ADD CONSTRAINT "training_session_interests_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_session_interests" ADD CONSTRAINT "training_session_interests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "training_session_interests_session_id_idx" ON "training_session_interests" USING btree ("session_id");
--> statement-breakpoint
CREATE INDEX "training_session_interests_created_by_id_idx" ON "training_session_interests" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "training_session_interests_created_at_id_idx" ON "training_session_interests" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "training_session_interests_updated_at_id_idx" ON "training_session_interests" USING btree ("updated_at","id");
