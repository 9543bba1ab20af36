-- Reference data: newsletter frequencies and rental invoicing strategies (no_vat and
-- no_vat_debit_note mean no VAT). ON CONFLICT DO NOTHING so an edited label is never overwritten.
INSERT INTO "newsletter_frequencies" ("id", "name") VALUES
	('weekly', '{"en":"Every week","fr":"Chaque semaine","it":"Ogni settimana","es":"Cada semana","ca":"Cada setmana","da":"Hver uge","ro":"În fiecare săptămână"}'),
	('monthly', '{"en":"Every month","fr":"Chaque mois","it":"Ogni mese","es":"Cada mes","ca":"Cada mes","da":"Hver måned","ro":"În fiecare lună"}'),
	('never', '{"en":"Never","fr":"Jamais","it":"Mai","es":"Nunca","ca":"Mai","da":"Aldrig","ro":"Niciodată"}')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "rental_invoicing_strategies" ("id", "name") VALUES
	('vat', '{"en":"Invoice with VAT","fr":"Facture avec TVA","it":"Fattura con IVA","es":"Factura con IVA","ca":"Factura amb IVA","da":"Faktura med moms","ro":"Factură cu TVA"}'),
	('no_vat', '{"en":"Invoice without VAT","fr":"Facture sans TVA","it":"Fattura senza IVA","es":"Factura sin IVA","ca":"Factura sense IVA","da":"Faktura uden moms","ro":"Factură fără TVA"}'),
	('no_vat_debit_note', '{"en":"Debit note without VAT","fr":"Note de débit sans TVA","it":"Nota di debito senza IVA","es":"Nota de débito sin IVA","ca":"Nota de dèbit sense IVA","da":"Debetnota uden moms","ro":"Notă de debit fără TVA"}')
ON CONFLICT DO NOTHING;
