ALTER TABLE "users" ADD COLUMN "accessibility_parameters" jsonb;
