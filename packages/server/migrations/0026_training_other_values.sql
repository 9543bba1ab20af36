-- Reference data: the 'other' theme and resource type of training resources (spec: each list has an
-- 'other' value; choosing it asks for otherTheme / otherResourceType). ON CONFLICT DO NOTHING so an
-- edited name is never overwritten.
INSERT INTO "training_resource_themes" ("id", "name") VALUES
	('other', '{"en":"Other","fr":"Autre","it":"Altro","es":"Otro","ca":"Altre","da":"Andet","ro":"Altele"}')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "training_resource_types" ("id", "name") VALUES
	('other', '{"en":"Other","fr":"Autre","it":"Altro","es":"Otro","ca":"Altre","da":"Andet","ro":"Altele"}')
ON CONFLICT DO NOTHING;
