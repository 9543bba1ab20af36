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
--> statement-breakpoint
CREATE INDEX "app_envs_created_at_id_idx" ON "app_envs" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "app_envs_initialized_id_idx" ON "app_envs" USING btree ("initialized","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rl_charter_translator_name_id_idx" ON "app_envs" USING btree ("rl_charter_translator_name","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rental_duration_multiple_id_idx" ON "app_envs" USING btree ("rental_duration_multiple","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rental_min_duration_id_idx" ON "app_envs" USING btree ("rental_min_duration","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rental_max_duration_id_idx" ON "app_envs" USING btree ("rental_max_duration","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rental_before_start_duration_id_idx" ON "app_envs" USING btree ("rental_before_start_duration","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rental_max_items_id_idx" ON "app_envs" USING btree ("rental_max_items","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rental_max_models_id_idx" ON "app_envs" USING btree ("rental_max_models","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rental_max_pending_commands_id_idx" ON "app_envs" USING btree ("rental_max_pending_commands","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rental_booking_expiration_delay_id_idx" ON "app_envs" USING btree ("rental_booking_expiration_delay","id");
--> statement-breakpoint
CREATE INDEX "app_envs_rental_organization_tax_id_idx" ON "app_envs" USING btree ("rental_organization_tax","id");
--> statement-breakpoint
CREATE INDEX "app_envs_updated_at_id_idx" ON "app_envs" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "app_pages_path_id_idx" ON "app_pages" USING btree ("path","id");
--> statement-breakpoint
CREATE INDEX "app_pages_is_draft_id_idx" ON "app_pages" USING btree ("is_draft","id");
--> statement-breakpoint
CREATE INDEX "app_pages_is_default_id_idx" ON "app_pages" USING btree ("is_default","id");
--> statement-breakpoint
CREATE INDEX "app_pages_title_en_id_idx" ON "app_pages" USING btree (coalesce(nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_pages_title_fr_id_idx" ON "app_pages" USING btree (coalesce(nullif("title" ->> 'fr', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_pages_title_it_id_idx" ON "app_pages" USING btree (coalesce(nullif("title" ->> 'it', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_pages_title_es_id_idx" ON "app_pages" USING btree (coalesce(nullif("title" ->> 'es', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_pages_title_ca_id_idx" ON "app_pages" USING btree (coalesce(nullif("title" ->> 'ca', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_pages_title_da_id_idx" ON "app_pages" USING btree (coalesce(nullif("title" ->> 'da', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_pages_title_ro_id_idx" ON "app_pages" USING btree (coalesce(nullif("title" ->> 'ro', ''), nullif("title" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_pages_requires_auth_id_idx" ON "app_pages" USING btree ("requires_auth","id");
--> statement-breakpoint
CREATE INDEX "app_pages_created_at_id_idx" ON "app_pages" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "app_pages_updated_at_id_idx" ON "app_pages" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "app_page_components_position_id_idx" ON "app_page_components" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "app_page_components_internal_vue_id_id_idx" ON "app_page_components" USING btree ("internal_vue_id","id");
--> statement-breakpoint
CREATE INDEX "app_page_components_view_id_id_idx" ON "app_page_components" USING btree ("view_id","id");
--> statement-breakpoint
CREATE INDEX "app_page_components_name_id_idx" ON "app_page_components" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "app_page_components_created_at_id_idx" ON "app_page_components" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "app_page_components_updated_at_id_idx" ON "app_page_components" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_position_id_idx" ON "app_menu_items" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_name_en_id_idx" ON "app_menu_items" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_name_fr_id_idx" ON "app_menu_items" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_name_it_id_idx" ON "app_menu_items" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_name_es_id_idx" ON "app_menu_items" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_name_ca_id_idx" ON "app_menu_items" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_name_da_id_idx" ON "app_menu_items" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_name_ro_id_idx" ON "app_menu_items" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_blank_id_idx" ON "app_menu_items" USING btree ("blank","id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_color_id_idx" ON "app_menu_items" USING btree ("color","id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_aligns_next_right_id_idx" ON "app_menu_items" USING btree ("aligns_next_right","id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_requires_auth_id_idx" ON "app_menu_items" USING btree ("requires_auth","id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_created_at_id_idx" ON "app_menu_items" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "app_menu_items_updated_at_id_idx" ON "app_menu_items" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "app_redirections_name_id_idx" ON "app_redirections" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "app_redirections_created_at_id_idx" ON "app_redirections" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "app_redirections_updated_at_id_idx" ON "app_redirections" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "app_short_urls_created_at_id_idx" ON "app_short_urls" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "app_short_urls_name_id_idx" ON "app_short_urls" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "app_short_urls_updated_at_id_idx" ON "app_short_urls" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "language_lines_group_key_id_idx" ON "language_lines" USING btree ("group","key","id");
--> statement-breakpoint
CREATE INDEX "language_lines_group_id_idx" ON "language_lines" USING btree ("group","id");
--> statement-breakpoint
CREATE INDEX "language_lines_key_id_idx" ON "language_lines" USING btree ("key","id");
--> statement-breakpoint
CREATE INDEX "language_lines_created_at_id_idx" ON "language_lines" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "language_lines_updated_at_id_idx" ON "language_lines" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "languages_position_id_idx" ON "languages" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "languages_name_id_idx" ON "languages" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "languages_is_enabled_id_idx" ON "languages" USING btree ("is_enabled","id");
--> statement-breakpoint
CREATE INDEX "languages_created_at_id_idx" ON "languages" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "languages_updated_at_id_idx" ON "languages" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "files_created_at_id_idx" ON "files" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "files_name_id_idx" ON "files" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "files_original_name_id_idx" ON "files" USING btree ("original_name","id");
--> statement-breakpoint
CREATE INDEX "files_mime_type_id_idx" ON "files" USING btree ("mime_type","id");
--> statement-breakpoint
CREATE INDEX "files_hash_id_idx" ON "files" USING btree ("hash","id");
--> statement-breakpoint
CREATE INDEX "files_is_public_id_idx" ON "files" USING btree ("is_public","id");
--> statement-breakpoint
CREATE INDEX "files_size_id_idx" ON "files" USING btree ("size","id");
--> statement-breakpoint
CREATE INDEX "files_is_uploaded_id_idx" ON "files" USING btree ("is_uploaded","id");
--> statement-breakpoint
CREATE INDEX "files_records_count_id_idx" ON "files" USING btree ("records_count","id");
--> statement-breakpoint
CREATE INDEX "files_updated_at_id_idx" ON "files" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "secured_files_created_at_id_idx" ON "secured_files" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "secured_files_name_id_idx" ON "secured_files" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "secured_files_mime_type_id_idx" ON "secured_files" USING btree ("mime_type","id");
--> statement-breakpoint
CREATE INDEX "secured_files_size_id_idx" ON "secured_files" USING btree ("size","id");
--> statement-breakpoint
CREATE INDEX "secured_files_hash_id_idx" ON "secured_files" USING btree ("hash","id");
--> statement-breakpoint
CREATE INDEX "secured_files_model_type_id_idx" ON "secured_files" USING btree ("model_type","id");
--> statement-breakpoint
CREATE INDEX "secured_files_model_id_id_idx" ON "secured_files" USING btree ("model_id","id");
--> statement-breakpoint
CREATE INDEX "secured_files_updated_at_id_idx" ON "secured_files" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "users_last_name_first_name_id_idx" ON "users" USING btree ("last_name","first_name","id");
--> statement-breakpoint
CREATE INDEX "users_first_name_id_idx" ON "users" USING btree ("first_name","id");
--> statement-breakpoint
CREATE INDEX "users_last_name_id_idx" ON "users" USING btree ("last_name","id");
--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "users_updated_at_id_idx" ON "users" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "users_last_login_at_id_idx" ON "users" USING btree ("last_login_at","id");
--> statement-breakpoint
CREATE INDEX "users_validated_at_id_idx" ON "users" USING btree ("validated_at","id");
--> statement-breakpoint
CREATE INDEX "roles_created_at_id_idx" ON "roles" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "roles_name_en_id_idx" ON "roles" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "roles_name_fr_id_idx" ON "roles" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "roles_name_it_id_idx" ON "roles" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "roles_name_es_id_idx" ON "roles" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "roles_name_ca_id_idx" ON "roles" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "roles_name_da_id_idx" ON "roles" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "roles_name_ro_id_idx" ON "roles" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "roles_updated_at_id_idx" ON "roles" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "access_levels_weight_id_idx" ON "access_levels" USING btree ("weight","id");
--> statement-breakpoint
CREATE INDEX "access_levels_name_en_id_idx" ON "access_levels" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "access_levels_name_fr_id_idx" ON "access_levels" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "access_levels_name_it_id_idx" ON "access_levels" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "access_levels_name_es_id_idx" ON "access_levels" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "access_levels_name_ca_id_idx" ON "access_levels" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "access_levels_name_da_id_idx" ON "access_levels" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "access_levels_name_ro_id_idx" ON "access_levels" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "access_levels_created_at_id_idx" ON "access_levels" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "access_levels_updated_at_id_idx" ON "access_levels" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "jobs_created_at_id_idx" ON "jobs" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "jobs_name_en_id_idx" ON "jobs" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "jobs_name_fr_id_idx" ON "jobs" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "jobs_name_it_id_idx" ON "jobs" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "jobs_name_es_id_idx" ON "jobs" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "jobs_name_ca_id_idx" ON "jobs" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "jobs_name_da_id_idx" ON "jobs" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "jobs_name_ro_id_idx" ON "jobs" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "jobs_updated_at_id_idx" ON "jobs" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "user_categories_created_at_id_idx" ON "user_categories" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "user_categories_name_en_id_idx" ON "user_categories" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "user_categories_name_fr_id_idx" ON "user_categories" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "user_categories_name_it_id_idx" ON "user_categories" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "user_categories_name_es_id_idx" ON "user_categories" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "user_categories_name_ca_id_idx" ON "user_categories" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "user_categories_name_da_id_idx" ON "user_categories" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "user_categories_name_ro_id_idx" ON "user_categories" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "user_categories_color_id_idx" ON "user_categories" USING btree ("color","id");
--> statement-breakpoint
CREATE INDEX "user_categories_updated_at_id_idx" ON "user_categories" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "secondary_email_addresses_email_id_idx" ON "secondary_email_addresses" USING btree ("email","id");
--> statement-breakpoint
CREATE INDEX "secondary_email_addresses_verified_at_id_idx" ON "secondary_email_addresses" USING btree ("verified_at","id");
--> statement-breakpoint
CREATE INDEX "secondary_email_addresses_created_at_id_idx" ON "secondary_email_addresses" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "secondary_email_addresses_updated_at_id_idx" ON "secondary_email_addresses" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "validation_request_statuses_created_at_id_idx" ON "validation_request_statuses" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "validation_request_statuses_name_en_id_idx" ON "validation_request_statuses" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "validation_request_statuses_name_fr_id_idx" ON "validation_request_statuses" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "validation_request_statuses_name_it_id_idx" ON "validation_request_statuses" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "validation_request_statuses_name_es_id_idx" ON "validation_request_statuses" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "validation_request_statuses_name_ca_id_idx" ON "validation_request_statuses" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "validation_request_statuses_name_da_id_idx" ON "validation_request_statuses" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "validation_request_statuses_name_ro_id_idx" ON "validation_request_statuses" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "validation_request_statuses_updated_at_id_idx" ON "validation_request_statuses" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "validation_requests_created_at_id_idx" ON "validation_requests" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "validation_requests_updated_at_id_idx" ON "validation_requests" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "admin_tags_created_at_id_idx" ON "admin_tags" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "admin_tags_updated_at_id_idx" ON "admin_tags" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "organization_types_created_at_id_idx" ON "organization_types" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "organization_types_name_en_id_idx" ON "organization_types" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organization_types_name_fr_id_idx" ON "organization_types" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organization_types_name_it_id_idx" ON "organization_types" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organization_types_name_es_id_idx" ON "organization_types" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organization_types_name_ca_id_idx" ON "organization_types" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organization_types_name_da_id_idx" ON "organization_types" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organization_types_name_ro_id_idx" ON "organization_types" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organization_types_updated_at_id_idx" ON "organization_types" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "organizations_name_id_idx" ON "organizations" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "organizations_unit_name_id_idx" ON "organizations" USING btree ("unit_name","id");
--> statement-breakpoint
CREATE INDEX "organizations_longitude_id_idx" ON "organizations" USING btree ("longitude","id");
--> statement-breakpoint
CREATE INDEX "organizations_latitude_id_idx" ON "organizations" USING btree ("latitude","id");
--> statement-breakpoint
CREATE INDEX "organizations_country_id_idx" ON "organizations" USING btree ("country","id");
--> statement-breakpoint
CREATE INDEX "organizations_eqlaat_invoicing_id_id_idx" ON "organizations" USING btree ("eqlaat_invoicing_id","id");
--> statement-breakpoint
CREATE INDEX "organizations_short_description_en_id_idx" ON "organizations" USING btree (coalesce(nullif("short_description" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organizations_short_description_fr_id_idx" ON "organizations" USING btree (coalesce(nullif("short_description" ->> 'fr', ''), nullif("short_description" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organizations_short_description_it_id_idx" ON "organizations" USING btree (coalesce(nullif("short_description" ->> 'it', ''), nullif("short_description" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organizations_short_description_es_id_idx" ON "organizations" USING btree (coalesce(nullif("short_description" ->> 'es', ''), nullif("short_description" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organizations_short_description_ca_id_idx" ON "organizations" USING btree (coalesce(nullif("short_description" ->> 'ca', ''), nullif("short_description" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organizations_short_description_da_id_idx" ON "organizations" USING btree (coalesce(nullif("short_description" ->> 'da', ''), nullif("short_description" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organizations_short_description_ro_id_idx" ON "organizations" USING btree (coalesce(nullif("short_description" ->> 'ro', ''), nullif("short_description" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "organizations_contact_email_id_idx" ON "organizations" USING btree ("contact_email","id");
--> statement-breakpoint
CREATE INDEX "organizations_contact_phone_id_idx" ON "organizations" USING btree ("contact_phone","id");
--> statement-breakpoint
CREATE INDEX "organizations_repository_items_count_id_idx" ON "organizations" USING btree ("repository_items_count","id");
--> statement-breakpoint
CREATE INDEX "organizations_records_count_id_idx" ON "organizations" USING btree ("records_count","id");
--> statement-breakpoint
CREATE INDEX "organizations_validated_member_at_id_idx" ON "organizations" USING btree ("validated_member_at","id");
--> statement-breakpoint
CREATE INDEX "organizations_created_at_id_idx" ON "organizations" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "organizations_updated_at_id_idx" ON "organizations" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "organizations_access_level_id_name_id_idx" ON "organizations" USING btree ("access_level_id","name","id");
--> statement-breakpoint
CREATE INDEX "organizations_access_level_id_id_idx" ON "organizations" USING btree ("access_level_id","id");
--> statement-breakpoint
CREATE INDEX "newsletter_frequencies_created_at_id_idx" ON "newsletter_frequencies" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "newsletter_frequencies_name_en_id_idx" ON "newsletter_frequencies" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_frequencies_name_fr_id_idx" ON "newsletter_frequencies" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_frequencies_name_it_id_idx" ON "newsletter_frequencies" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_frequencies_name_es_id_idx" ON "newsletter_frequencies" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_frequencies_name_ca_id_idx" ON "newsletter_frequencies" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_frequencies_name_da_id_idx" ON "newsletter_frequencies" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_frequencies_name_ro_id_idx" ON "newsletter_frequencies" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "newsletter_frequencies_updated_at_id_idx" ON "newsletter_frequencies" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "rental_invoicing_strategies_created_at_id_idx" ON "rental_invoicing_strategies" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "rental_invoicing_strategies_name_en_id_idx" ON "rental_invoicing_strategies" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_invoicing_strategies_name_fr_id_idx" ON "rental_invoicing_strategies" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_invoicing_strategies_name_it_id_idx" ON "rental_invoicing_strategies" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_invoicing_strategies_name_es_id_idx" ON "rental_invoicing_strategies" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_invoicing_strategies_name_ca_id_idx" ON "rental_invoicing_strategies" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_invoicing_strategies_name_da_id_idx" ON "rental_invoicing_strategies" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_invoicing_strategies_name_ro_id_idx" ON "rental_invoicing_strategies" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "rental_invoicing_strategies_updated_at_id_idx" ON "rental_invoicing_strategies" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "coupons_created_at_id_idx" ON "coupons" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "coupons_name_en_id_idx" ON "coupons" USING btree (coalesce(nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "coupons_name_fr_id_idx" ON "coupons" USING btree (coalesce(nullif("name" ->> 'fr', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "coupons_name_it_id_idx" ON "coupons" USING btree (coalesce(nullif("name" ->> 'it', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "coupons_name_es_id_idx" ON "coupons" USING btree (coalesce(nullif("name" ->> 'es', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "coupons_name_ca_id_idx" ON "coupons" USING btree (coalesce(nullif("name" ->> 'ca', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "coupons_name_da_id_idx" ON "coupons" USING btree (coalesce(nullif("name" ->> 'da', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "coupons_name_ro_id_idx" ON "coupons" USING btree (coalesce(nullif("name" ->> 'ro', ''), nullif("name" ->> 'en', '')),"id");
--> statement-breakpoint
CREATE INDEX "coupons_amount_id_idx" ON "coupons" USING btree ("amount","id");
--> statement-breakpoint
CREATE INDEX "coupons_purchase_limit_count_id_idx" ON "coupons" USING btree ("purchase_limit_count","id");
--> statement-breakpoint
CREATE INDEX "coupons_purchase_individual_limit_count_id_idx" ON "coupons" USING btree ("purchase_individual_limit_count","id");
--> statement-breakpoint
CREATE INDEX "coupons_purchase_limit_at_id_idx" ON "coupons" USING btree ("purchase_limit_at","id");
--> statement-breakpoint
CREATE INDEX "coupons_first_purchase_at_id_idx" ON "coupons" USING btree ("first_purchase_at","id");
--> statement-breakpoint
CREATE INDEX "coupons_purchased_coupons_count_id_idx" ON "coupons" USING btree ("purchased_coupons_count","id");
--> statement-breakpoint
CREATE INDEX "coupons_updated_at_id_idx" ON "coupons" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "purchased_coupons_created_at_id_idx" ON "purchased_coupons" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "purchased_coupons_used_at_id_idx" ON "purchased_coupons" USING btree ("used_at","id");
--> statement-breakpoint
CREATE INDEX "purchased_coupons_updated_at_id_idx" ON "purchased_coupons" USING btree ("updated_at","id");
