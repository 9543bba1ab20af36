ALTER TABLE "users" ADD COLUMN "is_listed_in_organizations" boolean DEFAULT false NOT NULL;
