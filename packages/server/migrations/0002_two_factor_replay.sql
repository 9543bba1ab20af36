ALTER TABLE "users" ADD COLUMN "two_factor_last_time_step" integer;
