-- Custom SQL migration
-- Indexes of the interaction services (docs/decisions.md, "Public kit: interactions and
-- notifications"), partial so that each holds only the rows its query reads:
-- the bell's unread count (a user's notifications not read yet), the reminders the poller sends
-- (not sent yet, by due time), and the lookup of a path's existing short URL when sharing.
CREATE INDEX IF NOT EXISTS "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reminders_due_idx" ON "reminders" USING btree ("remind_at") WHERE "sent_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "app_short_urls_url_idx" ON "app_short_urls" USING btree ("url");
