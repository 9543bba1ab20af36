-- Reference data: the access level an organization needs to issue open badges (spec: a setting whose
-- value is not shown; docs/decisions.md). Set only while unset, so an admin's choice is kept.
UPDATE "app_envs" SET "open_badge_issuer_access_level_id" = 'member_level_1' WHERE "id" = 'main' AND "open_badge_issuer_access_level_id" IS NULL;
