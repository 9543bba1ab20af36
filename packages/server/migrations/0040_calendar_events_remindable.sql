ALTER TABLE "reminders" DROP CONSTRAINT "reminders_remindable_type_check";
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_remindable_type_check" CHECK (("remindable_type" is null and "remindable_id" is null) or ("remindable_type" is not null and "remindable_type" in ('forum-subjects', 'organizations', 'calendar-events') and "remindable_id" is not null));
