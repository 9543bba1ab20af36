-- Custom SQL migration
-- The global search (issue 29): one document per record of each searchable kind, kept by triggers
-- that db/search-documents.ts installs after the migrations (and fills, once per definition).
-- `document`: the record's words, each language under its own text search configuration, accents
-- removed (unaccent); `words`: its titles' words for trigram matching (typos); `title`, `summary`:
-- what a result shows, per language; `params`: what its address needs besides its id.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TABLE "search_documents" (
  "type" text NOT NULL,
  "record_id" uuid NOT NULL,
  "parent_id" uuid,
  "title" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "params" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "document" tsvector NOT NULL,
  "words" text DEFAULT '' NOT NULL,
  CONSTRAINT "search_documents_pkey" PRIMARY KEY ("type", "record_id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");
--> statement-breakpoint
CREATE INDEX "search_documents_words_trgm_idx" ON "search_documents" USING gin ("words" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_documents_parent_idx" ON "search_documents" ("parent_id") WHERE "parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "search_definitions" (
  "type" text PRIMARY KEY NOT NULL,
  "table_name" text NOT NULL,
  "hash" text NOT NULL
);
