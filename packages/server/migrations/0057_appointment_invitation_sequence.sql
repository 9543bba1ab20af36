ALTER TABLE "eqlaat_appointments" ADD COLUMN "invitation_sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "eqlaat_appointments_invitation_sequence_id_idx" ON "eqlaat_appointments" USING btree ("invitation_sequence","id");
