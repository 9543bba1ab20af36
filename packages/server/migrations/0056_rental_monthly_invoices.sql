CREATE TABLE "rental_monthly_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rental_monthly_invoice_commands" (
	"command_id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL
);

--> statement-breakpoint
CREATE UNIQUE INDEX "rental_monthly_invoices_user_id_month_idx" ON "rental_monthly_invoices" USING btree ("user_id","month");
--> statement-breakpoint
CREATE INDEX "rental_monthly_invoice_commands_invoice_id_idx" ON "rental_monthly_invoice_commands" USING btree ("invoice_id");
