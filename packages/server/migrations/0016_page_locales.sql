ALTER TABLE "app_pages" ADD COLUMN "published_locales" jsonb DEFAULT '[]'::jsonb;
