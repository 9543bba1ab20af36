CREATE TABLE "stats_events" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "stats_origins" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "software_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"associations_max" integer DEFAULT 1 NOT NULL,
	"deliver_file" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "software_service_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dist_id" text NOT NULL,
	"email" text NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"service_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "software_installations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"installation_id" text NOT NULL,
	"device_id" text,
	"name" text,
	"comment" text,
	"enable_sessions_stats" boolean DEFAULT false NOT NULL,
	"system" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "software_installations_installation_id_unique" UNIQUE("installation_id")
);

--> statement-breakpoint
CREATE TABLE "software_installations_groups" (
	"owner_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "software_installations_groups_owner_id_related_id_pk" PRIMARY KEY("owner_id","related_id")
);

--> statement-breakpoint
CREATE TABLE "software_service_associations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"authorization_id" uuid NOT NULL,
	"installation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "software_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "software_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text,
	"from_version" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"system" text,
	"origin_signature" text,
	"event_id" text NOT NULL,
	"origin_id" text,
	"installation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
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
ALTER TABLE "software_service_authorizations" ADD CONSTRAINT "software_service_authorizations_service_id_software_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."software_services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "software_installations_groups" ADD CONSTRAINT "software_installations_groups_owner_id_software_installations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."software_installations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "software_installations_groups" ADD CONSTRAINT "software_installations_groups_related_id_software_groups_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."software_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "software_service_associations" ADD CONSTRAINT "software_service_associations_authorization_id_software_service_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."software_service_authorizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "software_service_associations" ADD CONSTRAINT "software_service_associations_installation_id_software_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."software_installations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "software_stats" ADD CONSTRAINT "software_stats_event_id_stats_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."stats_events"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "software_stats" ADD CONSTRAINT "software_stats_origin_id_stats_origins_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."stats_origins"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "software_stats" ADD CONSTRAINT "software_stats_installation_id_software_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."software_installations"("id") ON DELETE cascade ON UPDATE no action;
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
CREATE INDEX "stats_events_created_at_id_idx" ON "stats_events" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "stats_events_name_en_id_idx" ON "stats_events" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_events_name_fr_id_idx" ON "stats_events" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_events_name_it_id_idx" ON "stats_events" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_events_name_es_id_idx" ON "stats_events" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_events_name_ca_id_idx" ON "stats_events" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_events_name_da_id_idx" ON "stats_events" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_events_name_ro_id_idx" ON "stats_events" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_events_updated_at_id_idx" ON "stats_events" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "stats_origins_created_at_id_idx" ON "stats_origins" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "stats_origins_name_en_id_idx" ON "stats_origins" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_origins_name_fr_id_idx" ON "stats_origins" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_origins_name_it_id_idx" ON "stats_origins" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_origins_name_es_id_idx" ON "stats_origins" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_origins_name_ca_id_idx" ON "stats_origins" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_origins_name_da_id_idx" ON "stats_origins" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_origins_name_ro_id_idx" ON "stats_origins" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "stats_origins_updated_at_id_idx" ON "stats_origins" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "software_services_name_id_idx" ON "software_services" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "software_services_associations_max_id_idx" ON "software_services" USING btree ("associations_max","id");
--> statement-breakpoint
CREATE INDEX "software_services_deliver_file_id_idx" ON "software_services" USING btree ("deliver_file","id");
--> statement-breakpoint
CREATE INDEX "software_services_created_at_id_idx" ON "software_services" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "software_services_updated_at_id_idx" ON "software_services" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "software_service_authorizations_service_id_idx" ON "software_service_authorizations" USING btree ("service_id");
--> statement-breakpoint
CREATE INDEX "software_service_authorizations_service_id_created_at_idx" ON "software_service_authorizations" USING btree ("service_id","created_at");
--> statement-breakpoint
CREATE INDEX "software_service_authorizations_created_at_id_idx" ON "software_service_authorizations" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "software_service_authorizations_dist_id_id_idx" ON "software_service_authorizations" USING btree ("dist_id","id");
--> statement-breakpoint
CREATE INDEX "software_service_authorizations_email_id_idx" ON "software_service_authorizations" USING btree ("email","id");
--> statement-breakpoint
CREATE INDEX "software_service_authorizations_starts_at_id_idx" ON "software_service_authorizations" USING btree ("starts_at","id");
--> statement-breakpoint
CREATE INDEX "software_service_authorizations_expires_at_id_idx" ON "software_service_authorizations" USING btree ("expires_at","id");
--> statement-breakpoint
CREATE INDEX "software_service_authorizations_updated_at_id_idx" ON "software_service_authorizations" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "software_installations_created_at_id_idx" ON "software_installations" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "software_installations_device_id_id_idx" ON "software_installations" USING btree ("device_id","id");
--> statement-breakpoint
CREATE INDEX "software_installations_name_id_idx" ON "software_installations" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "software_installations_enable_sessions_stats_id_idx" ON "software_installations" USING btree ("enable_sessions_stats","id");
--> statement-breakpoint
CREATE INDEX "software_installations_system_id_idx" ON "software_installations" USING btree ("system","id");
--> statement-breakpoint
CREATE INDEX "software_installations_updated_at_id_idx" ON "software_installations" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "software_installations_groups_related_idx" ON "software_installations_groups" USING btree ("related_id");
--> statement-breakpoint
CREATE INDEX "software_service_associations_authorization_id_idx" ON "software_service_associations" USING btree ("authorization_id");
--> statement-breakpoint
CREATE INDEX "software_service_associations_installation_id_idx" ON "software_service_associations" USING btree ("installation_id");
--> statement-breakpoint
CREATE INDEX "software_service_associations_authorization_id_created_at_idx" ON "software_service_associations" USING btree ("authorization_id","created_at");
--> statement-breakpoint
CREATE INDEX "software_service_associations_created_at_id_idx" ON "software_service_associations" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "software_service_associations_name_id_idx" ON "software_service_associations" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "software_service_associations_updated_at_id_idx" ON "software_service_associations" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "software_groups_name_id_idx" ON "software_groups" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "software_groups_created_at_id_idx" ON "software_groups" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "software_groups_updated_at_id_idx" ON "software_groups" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "software_stats_event_id_idx" ON "software_stats" USING btree ("event_id");
--> statement-breakpoint
CREATE INDEX "software_stats_origin_id_idx" ON "software_stats" USING btree ("origin_id");
--> statement-breakpoint
CREATE INDEX "software_stats_installation_id_idx" ON "software_stats" USING btree ("installation_id");
--> statement-breakpoint
CREATE INDEX "software_stats_installation_id_recorded_at_idx" ON "software_stats" USING btree ("installation_id","recorded_at");
--> statement-breakpoint
CREATE INDEX "software_stats_event_id_recorded_at_idx" ON "software_stats" USING btree ("event_id","recorded_at");
--> statement-breakpoint
CREATE INDEX "software_stats_recorded_at_id_idx" ON "software_stats" USING btree ("recorded_at","id");
--> statement-breakpoint
CREATE INDEX "software_stats_version_id_idx" ON "software_stats" USING btree ("version","id");
--> statement-breakpoint
CREATE INDEX "software_stats_from_version_id_idx" ON "software_stats" USING btree ("from_version","id");
--> statement-breakpoint
CREATE INDEX "software_stats_system_id_idx" ON "software_stats" USING btree ("system","id");
--> statement-breakpoint
CREATE INDEX "software_stats_origin_signature_id_idx" ON "software_stats" USING btree ("origin_signature","id");
--> statement-breakpoint
CREATE INDEX "software_stats_created_at_id_idx" ON "software_stats" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "software_stats_updated_at_id_idx" ON "software_stats" USING btree ("updated_at","id");
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
