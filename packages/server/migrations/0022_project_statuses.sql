-- Reference data: the project statuses of the spec (domain §4), created in their display order (the
-- default sort); colours come from the domain's rules. ON CONFLICT DO NOTHING so an edited label is never overwritten.
INSERT INTO "eqlaat_project_statuses" ("id", "name", "can_combine", "created_at") VALUES
	('pending', '{"en":"Pending","fr":"En attente","it":"In attesa","es":"Pendiente","ca":"Pendent","da":"Afventer","ro":"În așteptare"}', true, timestamptz '2026-01-01 00:00:00+00' + interval '0 seconds'),
	('needs_assessing', '{"en":"Needs assessing","fr":"À évaluer","it":"Da valutare","es":"Por evaluar","ca":"Per avaluar","da":"Skal vurderes","ro":"De evaluat"}', true, timestamptz '2026-01-01 00:00:00+00' + interval '1 seconds'),
	('testing', '{"en":"Testing","fr":"En essai","it":"In prova","es":"En prueba","ca":"En prova","da":"Afprøvning","ro":"În testare"}', true, timestamptz '2026-01-01 00:00:00+00' + interval '2 seconds'),
	('funding', '{"en":"Funding","fr":"Financement","it":"Finanziamento","es":"Financiación","ca":"Finançament","da":"Finansiering","ro":"Finanțare"}', true, timestamptz '2026-01-01 00:00:00+00' + interval '3 seconds'),
	('getting_started', '{"en":"Getting started","fr":"Mise en place","it":"Avvio","es":"Puesta en marcha","ca":"Posada en marxa","da":"Opstart","ro":"Punere în funcțiune"}', true, timestamptz '2026-01-01 00:00:00+00' + interval '4 seconds'),
	('following_up', '{"en":"Following up","fr":"Suivi","it":"Monitoraggio","es":"Seguimiento","ca":"Seguiment","da":"Opfølgning","ro":"Monitorizare"}', true, timestamptz '2026-01-01 00:00:00+00' + interval '6 seconds'),
	('closed', '{"en":"Closed","fr":"Clôturé","it":"Chiuso","es":"Cerrado","ca":"Tancat","da":"Afsluttet","ro":"Închis"}', true, timestamptz '2026-01-01 00:00:00+00' + interval '7 seconds'),
	('suspended', '{"en":"Suspended","fr":"Suspendu","it":"Sospeso","es":"Suspendido","ca":"Suspès","da":"Sat på pause","ro":"Suspendat"}', true, timestamptz '2026-01-01 00:00:00+00' + interval '5 seconds'),
	('stopped', '{"en":"Stopped","fr":"Arrêté","it":"Interrotto","es":"Detenido","ca":"Aturat","da":"Stoppet","ro":"Oprit"}', true, timestamptz '2026-01-01 00:00:00+00' + interval '8 seconds')
ON CONFLICT DO NOTHING;
