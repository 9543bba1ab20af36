CREATE INDEX "app_pages_is_draft_requires_auth_path_idx" ON "app_pages" USING btree ("is_draft","requires_auth","path");
