-- Reference data: the history action types (spec: creation, updates). ON CONFLICT DO NOTHING so an
-- edited label is never overwritten.
INSERT INTO "history_action_types" ("id", "name") VALUES
	('creation', '{"en":"Creation","fr":"Création","it":"Creazione","es":"Creación","ca":"Creació","da":"Oprettelse","ro":"Creare"}'),
	('updates', '{"en":"Update","fr":"Modification","it":"Modifica","es":"Modificación","ca":"Modificació","da":"Ændring","ro":"Modificare"}')
ON CONFLICT DO NOTHING;
