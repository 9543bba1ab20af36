CREATE TABLE "rental_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"models" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE UNIQUE INDEX "rental_bookings_user_id_idx" ON "rental_bookings" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "rental_bookings_expires_at_idx" ON "rental_bookings" USING btree ("expires_at");
