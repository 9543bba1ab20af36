CREATE TABLE "rental_model_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"renting_price" integer DEFAULT 0 NOT NULL,
	"category_id" uuid,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_item_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_stocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_stocks_users" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rental_stocks_users_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "rental_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" text,
	"condition_description" text,
	"comment" text,
	"unavailabilities" jsonb,
	"rental_model_id" uuid NOT NULL,
	"condition_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_items_stocks" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rental_items_stocks_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "rental_command_step_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_command_step_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"organization" text,
	"siret" text,
	"vat_number" text,
	"line1" text NOT NULL,
	"line2" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"user_id" uuid,
	"owner_organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_strategy" text NOT NULL,
	"is_individual" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"comment" text,
	"rent_for" text,
	"shipping_price" integer,
	"command_by_id" uuid,
	"rent_by_id" uuid,
	"billing_address_id" uuid,
	"shipping_address_id" uuid,
	"contract_id" uuid,
	"signed_contract_id" uuid,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_command_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renting_price" integer,
	"command_id" uuid NOT NULL,
	"status_id" text,
	"item_id" uuid,
	"rental_model_id" uuid NOT NULL,
	"replace_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_command_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content" text,
	"comment" text,
	"done_at" timestamp with time zone,
	"command_id" uuid NOT NULL,
	"step_type_id" text NOT NULL,
	"status_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "rental_models" ADD CONSTRAINT "rental_models_category_id_rental_model_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."rental_model_categories"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_models" ADD CONSTRAINT "rental_models_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_stocks_users" ADD CONSTRAINT "rental_stocks_users_owner_id_rental_stocks_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."rental_stocks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_stocks_users" ADD CONSTRAINT "rental_stocks_users_related_id_users_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_items" ADD CONSTRAINT "rental_items_rental_model_id_rental_models_id_fk" FOREIGN KEY ("rental_model_id") REFERENCES "public"."rental_models"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_items" ADD CONSTRAINT "rental_items_condition_id_rental_item_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."rental_item_conditions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_items_stocks" ADD CONSTRAINT "rental_items_stocks_owner_id_rental_items_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."rental_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_items_stocks" ADD CONSTRAINT "rental_items_stocks_related_id_rental_stocks_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."rental_stocks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_owner_organization_id_organizations_id_fk" FOREIGN KEY ("owner_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_commands" ADD CONSTRAINT "rental_commands_command_by_id_users_id_fk" FOREIGN KEY ("command_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_commands" ADD CONSTRAINT "rental_commands_rent_by_id_organizations_id_fk" FOREIGN KEY ("rent_by_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_commands" ADD CONSTRAINT "rental_commands_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_commands" ADD CONSTRAINT "rental_commands_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_commands" ADD CONSTRAINT "rental_commands_contract_id_files_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_commands" ADD CONSTRAINT "rental_commands_signed_contract_id_files_id_fk" FOREIGN KEY ("signed_contract_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_commands" ADD CONSTRAINT "rental_commands_invoice_id_files_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_command_items" ADD CONSTRAINT "rental_command_items_command_id_rental_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."rental_commands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_command_items" ADD CONSTRAINT "rental_command_items_status_id_rental_command_step_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."rental_command_step_statuses"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_command_items" ADD CONSTRAINT "rental_command_items_item_id_rental_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."rental_items"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_command_items" ADD CONSTRAINT "rental_command_items_rental_model_id_rental_models_id_fk" FOREIGN KEY ("rental_model_id") REFERENCES "public"."rental_models"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_command_items" ADD CONSTRAINT "rental_command_items_replace_id_rental_command_items_id_fk" FOREIGN KEY ("replace_id") REFERENCES "public"."rental_command_items"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_command_steps" ADD CONSTRAINT "rental_command_steps_command_id_rental_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."rental_commands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_command_steps" ADD CONSTRAINT "rental_command_steps_step_type_id_rental_command_step_types_id_fk" FOREIGN KEY ("step_type_id") REFERENCES "public"."rental_command_step_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_command_steps" ADD CONSTRAINT "rental_command_steps_status_id_rental_command_step_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."rental_command_step_statuses"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rental_model_categories_created_at_id_idx" ON "rental_model_categories" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_model_categories_name_en_id_idx" ON "rental_model_categories" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_model_categories_name_fr_id_idx" ON "rental_model_categories" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_model_categories_name_it_id_idx" ON "rental_model_categories" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_model_categories_name_es_id_idx" ON "rental_model_categories" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_model_categories_name_ca_id_idx" ON "rental_model_categories" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_model_categories_name_da_id_idx" ON "rental_model_categories" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_model_categories_name_ro_id_idx" ON "rental_model_categories" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_model_categories_updated_at_id_idx" ON "rental_model_categories" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_models_category_id_idx" ON "rental_models" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX "rental_models_image_id_idx" ON "rental_models" USING btree ("image_id");
--> statement-breakpoint
CREATE INDEX "rental_models_created_at_id_idx" ON "rental_models" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_models_name_en_id_idx" ON "rental_models" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_models_name_fr_id_idx" ON "rental_models" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_models_name_it_id_idx" ON "rental_models" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_models_name_es_id_idx" ON "rental_models" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_models_name_ca_id_idx" ON "rental_models" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_models_name_da_id_idx" ON "rental_models" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_models_name_ro_id_idx" ON "rental_models" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_models_renting_price_id_idx" ON "rental_models" USING btree ("renting_price","id");
--> statement-breakpoint
CREATE INDEX "rental_models_updated_at_id_idx" ON "rental_models" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_value_id_idx" ON "rental_item_conditions" USING btree ("value","id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_name_en_id_idx" ON "rental_item_conditions" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_name_fr_id_idx" ON "rental_item_conditions" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_name_it_id_idx" ON "rental_item_conditions" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_name_es_id_idx" ON "rental_item_conditions" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_name_ca_id_idx" ON "rental_item_conditions" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_name_da_id_idx" ON "rental_item_conditions" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_name_ro_id_idx" ON "rental_item_conditions" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_created_at_id_idx" ON "rental_item_conditions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_item_conditions_updated_at_id_idx" ON "rental_item_conditions" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_stocks_created_at_id_idx" ON "rental_stocks" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_stocks_name_id_idx" ON "rental_stocks" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "rental_stocks_updated_at_id_idx" ON "rental_stocks" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_stocks_users_related_idx" ON "rental_stocks_users" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "rental_items_rental_model_id_idx" ON "rental_items" USING btree ("rental_model_id");
--> statement-breakpoint
CREATE INDEX "rental_items_condition_id_idx" ON "rental_items" USING btree ("condition_id");
--> statement-breakpoint
CREATE INDEX "rental_items_created_at_id_idx" ON "rental_items" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_items_stock_id_id_idx" ON "rental_items" USING btree ("stock_id","id");
--> statement-breakpoint
CREATE INDEX "rental_items_updated_at_id_idx" ON "rental_items" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_items_stocks_related_idx" ON "rental_items_stocks" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_position_id_idx" ON "rental_command_step_types" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_name_en_id_idx" ON "rental_command_step_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_name_fr_id_idx" ON "rental_command_step_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_name_it_id_idx" ON "rental_command_step_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_name_es_id_idx" ON "rental_command_step_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_name_ca_id_idx" ON "rental_command_step_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_name_da_id_idx" ON "rental_command_step_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_name_ro_id_idx" ON "rental_command_step_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_created_at_id_idx" ON "rental_command_step_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_types_updated_at_id_idx" ON "rental_command_step_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_statuses_created_at_id_idx" ON "rental_command_step_statuses" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_statuses_name_en_id_idx" ON "rental_command_step_statuses" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_statuses_name_fr_id_idx" ON "rental_command_step_statuses" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_statuses_name_it_id_idx" ON "rental_command_step_statuses" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_statuses_name_es_id_idx" ON "rental_command_step_statuses" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_statuses_name_ca_id_idx" ON "rental_command_step_statuses" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_statuses_name_da_id_idx" ON "rental_command_step_statuses" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_statuses_name_ro_id_idx" ON "rental_command_step_statuses" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_command_step_statuses_updated_at_id_idx" ON "rental_command_step_statuses" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "addresses_owner_organization_id_idx" ON "addresses" USING btree ("owner_organization_id");
--> statement-breakpoint
CREATE INDEX "addresses_created_at_id_idx" ON "addresses" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "addresses_full_name_id_idx" ON "addresses" USING btree ("full_name","id");
--> statement-breakpoint
CREATE INDEX "addresses_organization_id_idx" ON "addresses" USING btree ("organization","id");
--> statement-breakpoint
CREATE INDEX "addresses_siret_id_idx" ON "addresses" USING btree ("siret","id");
--> statement-breakpoint
CREATE INDEX "addresses_vat_number_id_idx" ON "addresses" USING btree ("vat_number","id");
--> statement-breakpoint
CREATE INDEX "addresses_line1_id_idx" ON "addresses" USING btree ("line1","id");
--> statement-breakpoint
CREATE INDEX "addresses_line2_id_idx" ON "addresses" USING btree ("line2","id");
--> statement-breakpoint
CREATE INDEX "addresses_postal_code_id_idx" ON "addresses" USING btree ("postal_code","id");
--> statement-breakpoint
CREATE INDEX "addresses_city_id_idx" ON "addresses" USING btree ("city","id");
--> statement-breakpoint
CREATE INDEX "addresses_updated_at_id_idx" ON "addresses" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_commands_command_by_id_idx" ON "rental_commands" USING btree ("command_by_id");
--> statement-breakpoint
CREATE INDEX "rental_commands_rent_by_id_idx" ON "rental_commands" USING btree ("rent_by_id");
--> statement-breakpoint
CREATE INDEX "rental_commands_billing_address_id_idx" ON "rental_commands" USING btree ("billing_address_id");
--> statement-breakpoint
CREATE INDEX "rental_commands_shipping_address_id_idx" ON "rental_commands" USING btree ("shipping_address_id");
--> statement-breakpoint
CREATE INDEX "rental_commands_contract_id_idx" ON "rental_commands" USING btree ("contract_id");
--> statement-breakpoint
CREATE INDEX "rental_commands_signed_contract_id_idx" ON "rental_commands" USING btree ("signed_contract_id");
--> statement-breakpoint
CREATE INDEX "rental_commands_invoice_id_idx" ON "rental_commands" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "rental_commands_command_by_id_created_at_idx" ON "rental_commands" USING btree ("command_by_id","created_at");
--> statement-breakpoint
CREATE INDEX "rental_commands_rent_by_id_created_at_idx" ON "rental_commands" USING btree ("rent_by_id","created_at");
--> statement-breakpoint
CREATE INDEX "rental_commands_created_at_id_idx" ON "rental_commands" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_commands_rental_strategy_id_idx" ON "rental_commands" USING btree ("rental_strategy","id");
--> statement-breakpoint
CREATE INDEX "rental_commands_is_individual_id_idx" ON "rental_commands" USING btree ("is_individual","id");
--> statement-breakpoint
CREATE INDEX "rental_commands_start_at_id_idx" ON "rental_commands" USING btree ("start_at","id");
--> statement-breakpoint
CREATE INDEX "rental_commands_end_at_id_idx" ON "rental_commands" USING btree ("end_at","id");
--> statement-breakpoint
CREATE INDEX "rental_commands_rent_for_id_idx" ON "rental_commands" USING btree ("rent_for","id");
--> statement-breakpoint
CREATE INDEX "rental_commands_shipping_price_id_idx" ON "rental_commands" USING btree ("shipping_price","id");
--> statement-breakpoint
CREATE INDEX "rental_commands_updated_at_id_idx" ON "rental_commands" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_command_items_command_id_idx" ON "rental_command_items" USING btree ("command_id");
--> statement-breakpoint
CREATE INDEX "rental_command_items_status_id_idx" ON "rental_command_items" USING btree ("status_id");
--> statement-breakpoint
CREATE INDEX "rental_command_items_item_id_idx" ON "rental_command_items" USING btree ("item_id");
--> statement-breakpoint
CREATE INDEX "rental_command_items_rental_model_id_idx" ON "rental_command_items" USING btree ("rental_model_id");
--> statement-breakpoint
CREATE INDEX "rental_command_items_replace_id_idx" ON "rental_command_items" USING btree ("replace_id");
--> statement-breakpoint
CREATE INDEX "rental_command_items_created_at_id_idx" ON "rental_command_items" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_command_items_renting_price_id_idx" ON "rental_command_items" USING btree ("renting_price","id");
--> statement-breakpoint
CREATE INDEX "rental_command_items_updated_at_id_idx" ON "rental_command_items" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_command_steps_command_id_idx" ON "rental_command_steps" USING btree ("command_id");
--> statement-breakpoint
CREATE INDEX "rental_command_steps_step_type_id_idx" ON "rental_command_steps" USING btree ("step_type_id");
--> statement-breakpoint
CREATE INDEX "rental_command_steps_status_id_idx" ON "rental_command_steps" USING btree ("status_id");
--> statement-breakpoint
CREATE INDEX "rental_command_steps_position_id_idx" ON "rental_command_steps" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "rental_command_steps_done_at_id_idx" ON "rental_command_steps" USING btree ("done_at","id");
--> statement-breakpoint
CREATE INDEX "rental_command_steps_created_at_id_idx" ON "rental_command_steps" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_command_steps_updated_at_id_idx" ON "rental_command_steps" USING btree ("updated_at","id");
