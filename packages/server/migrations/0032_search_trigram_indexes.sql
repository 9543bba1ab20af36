-- Custom SQL migration
-- Trigram indexes for the searches (`filter[search]`: ILIKE '%term%'), which a B-tree cannot serve:
-- one GIN index (pg_trgm) per searched column stored as plain text. Translatable columns (jsonb read
-- through the reader's languages) are left out. Where pg_trgm cannot be created (a PostgreSQL server
-- without the contrib extensions, or a role that may not create it), the searches stay unindexed
-- and the migration still passes: the indexes only speed up what already works (decisions.md).
-- PGlite loads the extension in every instance (db/client.ts PGLITE_EXTENSIONS).
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): the searches stay unindexed.', SQLERRM;
    RETURN;
  END;
  CREATE INDEX IF NOT EXISTS "app_pages_path_trgm_idx" ON "app_pages" USING gin ("path" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "app_redirections_name_trgm_idx" ON "app_redirections" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "app_redirections_from_path_trgm_idx" ON "app_redirections" USING gin ("from_path" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "app_redirections_to_path_trgm_idx" ON "app_redirections" USING gin ("to_path" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "app_short_urls_name_trgm_idx" ON "app_short_urls" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "app_short_urls_token_trgm_idx" ON "app_short_urls" USING gin ("token" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "app_short_urls_url_trgm_idx" ON "app_short_urls" USING gin ("url" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "language_lines_group_trgm_idx" ON "language_lines" USING gin ("group" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "language_lines_key_trgm_idx" ON "language_lines" USING gin ("key" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "files_name_trgm_idx" ON "files" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "files_original_name_trgm_idx" ON "files" USING gin ("original_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "admin_tags_name_trgm_idx" ON "admin_tags" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "organizations_unit_name_trgm_idx" ON "organizations" USING gin ("unit_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "organizations_slug_trgm_idx" ON "organizations" USING gin ("slug" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "rental_items_stock_id_trgm_idx" ON "rental_items" USING gin ("stock_id" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "stats_banned_origins_origin_trgm_idx" ON "stats_banned_origins" USING gin ("origin" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "stats_banned_origins_description_trgm_idx" ON "stats_banned_origins" USING gin ("description" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "software_services_name_trgm_idx" ON "software_services" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "software_service_authorizations_email_trgm_idx" ON "software_service_authorizations" USING gin ("email" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "software_service_authorizations_dist_id_trgm_idx" ON "software_service_authorizations" USING gin ("dist_id" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "software_installations_installation_id_trgm_idx" ON "software_installations" USING gin ("installation_id" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "software_installations_device_id_trgm_idx" ON "software_installations" USING gin ("device_id" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "software_installations_name_trgm_idx" ON "software_installations" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "software_service_associations_name_trgm_idx" ON "software_service_associations" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "software_groups_name_trgm_idx" ON "software_groups" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "blog_posts_slug_trgm_idx" ON "blog_posts" USING gin ("slug" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "calendar_events_location_trgm_idx" ON "calendar_events" USING gin ("location" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "admin_files_path_trgm_idx" ON "admin_files" USING gin ("path" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "aac_systems_name_trgm_idx" ON "aac_systems" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "aac_products_name_trgm_idx" ON "aac_products" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "aac_sellers_name_trgm_idx" ON "aac_sellers" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "eqlaat_projects_title_trgm_idx" ON "eqlaat_projects" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "eqlaat_projects_reason_trgm_idx" ON "eqlaat_projects" USING gin ("reason" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "open_badge_assertions_recipient_name_trgm_idx" ON "open_badge_assertions" USING gin ("recipient_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "open_badge_assertions_recipient_email_trgm_idx" ON "open_badge_assertions" USING gin ("recipient_email" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "account_documents_name_trgm_idx" ON "account_documents" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "light_users_first_name_trgm_idx" ON "light_users" USING gin ("first_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "light_users_last_name_trgm_idx" ON "light_users" USING gin ("last_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "light_users_email_trgm_idx" ON "light_users" USING gin ("email" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "light_user_reports_name_trgm_idx" ON "light_user_reports" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "light_user_form_inputs_user_email_trgm_idx" ON "light_user_form_inputs" USING gin ("user_email" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "light_user_form_inputs_user_last_name_trgm_idx" ON "light_user_form_inputs" USING gin ("user_last_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "light_user_form_inputs_organization_name_trgm_idx" ON "light_user_form_inputs" USING gin ("organization_name" gin_trgm_ops);
END
$$;
