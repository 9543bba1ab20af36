-- Reference data the product names (ARCHITECTURE.md §3): roles, access levels and their weights,
-- interface languages, the app-env record `main`, the system user and the cache version counters.
-- Every insert is ON CONFLICT DO NOTHING so an edited label is never overwritten.
INSERT INTO "roles" ("id", "name", "description") VALUES
	('app_admin', '{"en":"Application administrator","fr":"Administrateur de l''application","it":"Amministratore dell''applicazione","es":"Administrador de la aplicación","ca":"Administrador de l''aplicació","da":"Applikationsadministrator","ro":"Administrator al aplicației"}', '{"en":"Edits pages, page templates and the site menu.","fr":"Modifie les pages, les modèles de page et le menu du site.","it":"Modifica le pagine, i modelli di pagina e il menu del sito.","es":"Edita las páginas, las plantillas de página y el menú del sitio.","ca":"Edita les pàgines, les plantilles de pàgina i el menú del lloc.","da":"Redigerer sider, sideskabeloner og webstedets menu.","ro":"Editează paginile, șabloanele de pagină și meniul site-ului."}'),
	('admin', '{"en":"Administrator","fr":"Administrateur","it":"Amministratore","es":"Administrador","ca":"Administrador","da":"Administrator","ro":"Administrator"}', '{"en":"Manages the whole back office and its statistics.","fr":"Gère tout l''espace d''administration et ses statistiques.","it":"Gestisce tutta l''area di amministrazione e le sue statistiche.","es":"Gestiona todo el panel de administración y sus estadísticas.","ca":"Gestiona tot l''espai d''administració i les seves estadístiques.","da":"Administrerer hele administrationen og dens statistik.","ro":"Gestionează întreaga zonă de administrare și statisticile ei."}'),
	('organization_admin', '{"en":"Organization administrator","fr":"Administrateur d''organisation","it":"Amministratore di organizzazione","es":"Administrador de organización","ca":"Administrador d''organització","da":"Organisationsadministrator","ro":"Administrator de organizație"}', '{"en":"Manages organizations and their members.","fr":"Gère les organisations et leurs membres.","it":"Gestisce le organizzazioni e i loro membri.","es":"Gestiona las organizaciones y sus miembros.","ca":"Gestiona les organitzacions i els seus membres.","da":"Administrerer organisationer og deres medlemmer.","ro":"Gestionează organizațiile și membrii lor."}'),
	('contributor', '{"en":"Contributor","fr":"Contributeur","it":"Collaboratore","es":"Colaborador","ca":"Col·laborador","da":"Bidragyder","ro":"Contribuitor"}', '{"en":"Writes and edits shared content.","fr":"Rédige et modifie les contenus partagés.","it":"Scrive e modifica i contenuti condivisi.","es":"Redacta y edita los contenidos compartidos.","ca":"Redacta i edita els continguts compartits.","da":"Skriver og redigerer delt indhold.","ro":"Scrie și editează conținutul partajat."}'),
	('eqlaat_member', '{"en":"EQLAAT member","fr":"Membre EQLAAT","it":"Membro EQLAAT","es":"Miembro EQLAAT","ca":"Membre EQLAAT","da":"EQLAAT-medlem","ro":"Membru EQLAAT"}', '{"en":"Handles assessment appointments in the calendar.","fr":"Gère les rendez-vous d''évaluation dans le calendrier.","it":"Gestisce gli appuntamenti di valutazione nel calendario.","es":"Gestiona las citas de evaluación en el calendario.","ca":"Gestiona les cites d''avaluació al calendari.","da":"Håndterer vurderingsaftaler i kalenderen.","ro":"Gestionează programările de evaluare din calendar."}'),
	('rental_admin', '{"en":"Rental administrator","fr":"Administrateur des locations","it":"Amministratore dei noleggi","es":"Administrador de alquileres","ca":"Administrador de lloguers","da":"Udlejningsadministrator","ro":"Administrator de închirieri"}', '{"en":"Manages the equipment rental system.","fr":"Gère le système de location de matériel.","it":"Gestisce il sistema di noleggio delle attrezzature.","es":"Gestiona el sistema de alquiler de equipos.","ca":"Gestiona el sistema de lloguer d''equipament.","da":"Administrerer udlejningssystemet for udstyr.","ro":"Gestionează sistemul de închiriere a echipamentelor."}'),
	('aac_moderator', '{"en":"AAC moderator","fr":"Modérateur CAA","it":"Moderatore CAA","es":"Moderador de CAA","ca":"Moderador de CAA","da":"ASK-moderator","ro":"Moderator CAA"}', '{"en":"Moderates the assistive communication products catalogue.","fr":"Modère le catalogue des produits de communication alternative.","it":"Modera il catalogo dei prodotti di comunicazione aumentativa.","es":"Modera el catálogo de productos de comunicación aumentativa.","ca":"Modera el catàleg de productes de comunicació augmentativa.","da":"Modererer kataloget over produkter til alternativ kommunikation.","ro":"Moderează catalogul produselor de comunicare augmentativă."}')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "access_levels" ("id", "name", "weight") VALUES
	('contact', '{"en":"Contact","fr":"Contact","it":"Contatto","es":"Contacto","ca":"Contacte","da":"Kontakt","ro":"Contact"}', 0),
	('potential_member', '{"en":"Potential member","fr":"Membre potentiel","it":"Membro potenziale","es":"Miembro potencial","ca":"Membre potencial","da":"Potentielt medlem","ro":"Membru potențial"}', 100),
	('friendly_member', '{"en":"Friendly member","fr":"Membre ami","it":"Membro amico","es":"Miembro amigo","ca":"Membre amic","da":"Venligt medlem","ro":"Membru prieten"}', 200),
	('member_level_1', '{"en":"Member, level 1","fr":"Membre, niveau 1","it":"Membro, livello 1","es":"Miembro, nivel 1","ca":"Membre, nivell 1","da":"Medlem, niveau 1","ro":"Membru, nivelul 1"}', 300),
	('member_level_2', '{"en":"Member, level 2","fr":"Membre, niveau 2","it":"Membro, livello 2","es":"Miembro, nivel 2","ca":"Membre, nivell 2","da":"Medlem, niveau 2","ro":"Membru, nivelul 2"}', 400)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "languages" ("id", "name", "position", "is_enabled") VALUES
	('en', 'English', 0, true),
	('fr', 'Français', 1, true),
	('it', 'Italiano', 2, true),
	('es', 'Español', 3, true),
	('ca', 'Català', 4, true),
	('da', 'Dansk', 5, true),
	('ro', 'Română', 6, true)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "app_envs" ("id") VALUES ('main') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "users" ("id", "first_name", "last_name", "email", "email_verified_at", "validated_at") VALUES
	('00000000-0000-4000-8000-000000000000', 'Relais', 'System', 'system@relais.invalid', now(), now())
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "app_versions" ("key", "version") VALUES ('environment', 1), ('menu', 1), ('language-lines', 1) ON CONFLICT DO NOTHING;
