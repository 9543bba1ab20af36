CREATE TABLE "newsletter_frequencies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_invoicing_strategies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"amount" integer NOT NULL,
	"purchase_limit_count" integer,
	"purchase_individual_limit_count" integer,
	"purchase_limit_at" timestamp with time zone,
	"first_purchase_at" timestamp with time zone,
	"purchased_coupons_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "purchased_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"used_at" timestamp with time zone,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter_frequency_id" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rental_invoicing_strategy_id" text;
--> statement-breakpoint
ALTER TABLE "purchased_coupons" ADD CONSTRAINT "purchased_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchased_coupons" ADD CONSTRAINT "purchased_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "purchased_coupons_coupon_id_idx" ON "purchased_coupons" USING btree ("coupon_id");
--> statement-breakpoint
CREATE INDEX "purchased_coupons_user_id_idx" ON "purchased_coupons" USING btree ("user_id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_newsletter_frequency_id_newsletter_frequencies_id_fk" FOREIGN KEY ("newsletter_frequency_id") REFERENCES "public"."newsletter_frequencies"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rental_invoicing_strategy_id_rental_invoicing_strategies_id_fk" FOREIGN KEY ("rental_invoicing_strategy_id") REFERENCES "public"."rental_invoicing_strategies"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "users_newsletter_frequency_id_idx" ON "users" USING btree ("newsletter_frequency_id");
--> statement-breakpoint
CREATE INDEX "users_rental_invoicing_strategy_id_idx" ON "users" USING btree ("rental_invoicing_strategy_id");
