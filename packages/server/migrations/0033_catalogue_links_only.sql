-- A product's systems, access types and integration types are read from its notes only (the link
-- kinds); the plain lists become notes without text before they go. Each list keeps its order (the
-- notes sort by creation), and a pair already noted is not noted twice.
INSERT INTO "aac_device_installed_systems" ("product_id", "system_id", "created_at", "updated_at")
SELECT l."owner_id", l."related_id", now() + l."position" * interval '1 microsecond', now()
FROM "aac_products_systems" l JOIN "aac_products" p ON p."id" = l."owner_id"
WHERE p."product_type" = 'device'
  AND NOT EXISTS (SELECT 1 FROM "aac_device_installed_systems" d WHERE d."product_id" = l."owner_id" AND d."system_id" = l."related_id");
--> statement-breakpoint
INSERT INTO "aac_software_compatible_systems" ("product_id", "system_id", "created_at", "updated_at")
SELECT l."owner_id", l."related_id", now() + l."position" * interval '1 microsecond', now()
FROM "aac_products_systems" l JOIN "aac_products" p ON p."id" = l."owner_id"
WHERE p."product_type" = 'software'
  AND NOT EXISTS (SELECT 1 FROM "aac_software_compatible_systems" c WHERE c."product_id" = l."owner_id" AND c."system_id" = l."related_id");
--> statement-breakpoint
-- A software's accesses: each listed access type with each listed integration type (so every filter
-- answers as before), with "direct" (built in) when it listed none. Access lists of devices, and
-- integration types without an access type, have no note to become and go.
INSERT INTO "aac_software_accesses" ("product_id", "access_type_id", "access_integration_type_id", "created_at", "updated_at")
SELECT a."owner_id", a."related_id", i."id", now() + (a."position" * 1000 + coalesce(li."position", 0)) * interval '1 microsecond', now()
FROM "aac_products_access_types" a
JOIN "aac_products" p ON p."id" = a."owner_id" AND p."product_type" = 'software'
LEFT JOIN "aac_products_access_integration_types" li ON li."owner_id" = a."owner_id"
JOIN "aac_access_integration_types" i ON i."id" = coalesce(li."related_id", 'direct')
WHERE NOT EXISTS (
  SELECT 1 FROM "aac_software_accesses" s
  WHERE s."product_id" = a."owner_id" AND s."access_type_id" = a."related_id" AND s."access_integration_type_id" = i."id"
);
--> statement-breakpoint
DROP TABLE "aac_products_systems" CASCADE;
--> statement-breakpoint
DROP TABLE "aac_products_access_types" CASCADE;
--> statement-breakpoint
DROP TABLE "aac_products_access_integration_types" CASCADE;
