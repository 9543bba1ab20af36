CREATE INDEX "organizations_access_level_id_name_id_idx" ON "organizations" USING btree ("access_level_id","name","id");
--> statement-breakpoint
CREATE INDEX "organizations_access_level_id_id_idx" ON "organizations" USING btree ("access_level_id","id");
