-- Reference data of accounts: the jobs (with the special not_specified and other), the statuses of
-- validation requests. ON CONFLICT DO NOTHING so an edited label is never overwritten.
INSERT INTO "jobs" ("id", "name") VALUES
	('not_specified', '{"en":"Not specified","fr":"Non précisé","it":"Non specificato","es":"Sin especificar","ca":"Sense especificar","da":"Ikke angivet","ro":"Nespecificat"}'),
	('other', '{"en":"Other","fr":"Autre","it":"Altro","es":"Otro","ca":"Altre","da":"Andet","ro":"Altul"}'),
	('speech_therapist', '{"en":"Speech and language therapist","fr":"Orthophoniste","it":"Logopedista","es":"Logopeda","ca":"Logopeda","da":"Talepædagog","ro":"Logoped"}'),
	('occupational_therapist', '{"en":"Occupational therapist","fr":"Ergothérapeute","it":"Terapista occupazionale","es":"Terapeuta ocupacional","ca":"Terapeuta ocupacional","da":"Ergoterapeut","ro":"Terapeut ocupațional"}'),
	('physiotherapist', '{"en":"Physiotherapist","fr":"Kinésithérapeute","it":"Fisioterapista","es":"Fisioterapeuta","ca":"Fisioterapeuta","da":"Fysioterapeut","ro":"Kinetoterapeut"}'),
	('teacher', '{"en":"Teacher","fr":"Enseignant","it":"Insegnante","es":"Docente","ca":"Docent","da":"Lærer","ro":"Profesor"}'),
	('engineer', '{"en":"Engineer","fr":"Ingénieur","it":"Ingegnere","es":"Ingeniero","ca":"Enginyer","da":"Ingeniør","ro":"Inginer"}'),
	('family_member', '{"en":"Family member or carer","fr":"Proche aidant","it":"Familiare o caregiver","es":"Familiar o cuidador","ca":"Familiar o cuidador","da":"Pårørende","ro":"Membru al familiei sau îngrijitor"}')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "validation_request_statuses" ("id", "name") VALUES
	('pending', '{"en":"Pending","fr":"En attente","it":"In attesa","es":"Pendiente","ca":"Pendent","da":"Afventer","ro":"În așteptare"}'),
	('accepted', '{"en":"Accepted","fr":"Acceptée","it":"Accettata","es":"Aceptada","ca":"Acceptada","da":"Accepteret","ro":"Acceptată"}'),
	('refused', '{"en":"Refused","fr":"Refusée","it":"Rifiutata","es":"Rechazada","ca":"Rebutjada","da":"Afvist","ro":"Refuzată"}')
ON CONFLICT DO NOTHING;
