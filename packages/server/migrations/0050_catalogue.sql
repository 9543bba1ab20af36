CREATE TABLE "aac_product_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"product_type" text DEFAULT 'software' NOT NULL,
	"description" text,
	"website" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"product_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
DROP INDEX "aac_products_keyboard_types_related_idx";
--> statement-breakpoint
DROP INDEX "aac_products_pictogram_types_related_idx";
--> statement-breakpoint
DROP INDEX "aac_products_conjugation_types_related_idx";
--> statement-breakpoint
ALTER TABLE "aac_products_keyboard_types" ADD COLUMN "owner_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "aac_products_keyboard_types" SET "owner_created_at" = "aac_products"."created_at" FROM "aac_products" WHERE "aac_products"."id" = "aac_products_keyboard_types"."owner_id";
--> statement-breakpoint
ALTER TABLE "aac_products_keyboard_types" ALTER COLUMN "owner_created_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "aac_products_pictogram_types" ADD COLUMN "owner_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "aac_products_pictogram_types" SET "owner_created_at" = "aac_products"."created_at" FROM "aac_products" WHERE "aac_products"."id" = "aac_products_pictogram_types"."owner_id";
--> statement-breakpoint
ALTER TABLE "aac_products_pictogram_types" ALTER COLUMN "owner_created_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "aac_products_conjugation_types" ADD COLUMN "owner_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "aac_products_conjugation_types" SET "owner_created_at" = "aac_products"."created_at" FROM "aac_products" WHERE "aac_products"."id" = "aac_products_conjugation_types"."owner_id";
--> statement-breakpoint
ALTER TABLE "aac_products_conjugation_types" ALTER COLUMN "owner_created_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "aac_product_contributions" ADD CONSTRAINT "aac_product_contributions_product_id_aac_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."aac_products"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_product_contributions" ADD CONSTRAINT "aac_product_contributions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "aac_product_contributions_product_id_idx" ON "aac_product_contributions" USING btree ("product_id");
--> statement-breakpoint
CREATE INDEX "aac_product_contributions_created_by_id_idx" ON "aac_product_contributions" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "aac_product_contributions_created_at_id_idx" ON "aac_product_contributions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_product_contributions_name_id_idx" ON "aac_product_contributions" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "aac_product_contributions_product_type_id_idx" ON "aac_product_contributions" USING btree ("product_type","id");
--> statement-breakpoint
CREATE INDEX "aac_product_contributions_status_id_idx" ON "aac_product_contributions" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "aac_product_contributions_updated_at_id_idx" ON "aac_product_contributions" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_products_keyboard_types_related_created_idx" ON "aac_products_keyboard_types" USING btree ("related_id","owner_created_at","owner_id");
--> statement-breakpoint
CREATE INDEX "aac_products_pictogram_types_related_created_idx" ON "aac_products_pictogram_types" USING btree ("related_id","owner_created_at","owner_id");
--> statement-breakpoint
CREATE INDEX "aac_products_conjugation_types_related_created_idx" ON "aac_products_conjugation_types" USING btree ("related_id","owner_created_at","owner_id");
