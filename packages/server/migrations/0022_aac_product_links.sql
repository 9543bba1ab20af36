CREATE TABLE "aac_device_installed_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note" jsonb,
	"product_id" uuid NOT NULL,
	"system_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_software_compatible_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note" jsonb,
	"product_id" uuid NOT NULL,
	"system_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aac_software_accesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note" jsonb,
	"product_id" uuid NOT NULL,
	"access_type_id" text NOT NULL,
	"access_integration_type_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "aac_device_installed_systems" ADD CONSTRAINT "aac_device_installed_systems_product_id_aac_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_device_installed_systems" ADD CONSTRAINT "aac_device_installed_systems_system_id_aac_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."aac_systems"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_software_compatible_systems" ADD CONSTRAINT "aac_software_compatible_systems_product_id_aac_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_software_compatible_systems" ADD CONSTRAINT "aac_software_compatible_systems_system_id_aac_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."aac_systems"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_software_accesses" ADD CONSTRAINT "aac_software_accesses_product_id_aac_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."aac_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_software_accesses" ADD CONSTRAINT "aac_software_accesses_access_type_id_aac_access_types_id_fk" FOREIGN KEY ("access_type_id") REFERENCES "public"."aac_access_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aac_software_accesses" ADD CONSTRAINT "aac_software_accesses_access_integration_type_id_aac_access_integration_types_id_fk" FOREIGN KEY ("access_integration_type_id") REFERENCES "public"."aac_access_integration_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "aac_device_installed_systems_product_id_idx" ON "aac_device_installed_systems" USING btree ("product_id");
--> statement-breakpoint
CREATE INDEX "aac_device_installed_systems_system_id_idx" ON "aac_device_installed_systems" USING btree ("system_id");
--> statement-breakpoint
CREATE INDEX "aac_device_installed_systems_created_at_id_idx" ON "aac_device_installed_systems" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_device_installed_systems_updated_at_id_idx" ON "aac_device_installed_systems" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_software_compatible_systems_product_id_idx" ON "aac_software_compatible_systems" USING btree ("product_id");
--> statement-breakpoint
CREATE INDEX "aac_software_compatible_systems_system_id_idx" ON "aac_software_compatible_systems" USING btree ("system_id");
--> statement-breakpoint
CREATE INDEX "aac_software_compatible_systems_created_at_id_idx" ON "aac_software_compatible_systems" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_software_compatible_systems_updated_at_id_idx" ON "aac_software_compatible_systems" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "aac_software_accesses_product_id_idx" ON "aac_software_accesses" USING btree ("product_id");
--> statement-breakpoint
CREATE INDEX "aac_software_accesses_access_type_id_idx" ON "aac_software_accesses" USING btree ("access_type_id");
--> statement-breakpoint
CREATE INDEX "aac_software_accesses_access_integration_type_id_idx" ON "aac_software_accesses" USING btree ("access_integration_type_id");
--> statement-breakpoint
CREATE INDEX "aac_software_accesses_created_at_id_idx" ON "aac_software_accesses" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "aac_software_accesses_updated_at_id_idx" ON "aac_software_accesses" USING btree ("updated_at","id");
