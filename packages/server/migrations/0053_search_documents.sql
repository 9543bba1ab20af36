-- Custom SQL migration
-- The global search (issue 29): one document per record of each searchable kind, kept by triggers
-- that db/search-documents.ts installs after the migrations (and fills, once per definition).
-- `document`: the record's words, each language under its own text search configuration, accents
-- removed (unaccent); `words`: its titles' words (the vocabulary of corrections); `title`, `summary`:
-- what a result shows, per language; `params`: what its address needs besides its id; `sort_at`: its
-- publication (or creation) time, the results' order.
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
  "sort_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "search_documents_pkey" PRIMARY KEY ("type", "record_id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");
--> statement-breakpoint
CREATE INDEX "search_documents_sort_at_idx" ON "search_documents" ("sort_at" DESC, "record_id");
--> statement-breakpoint
-- The titles' words, each once, for spelling corrections (pg_trgm): a typo is matched against this
-- vocabulary, then searched as the words it is near (services/search.ts).
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_documents_parent_idx" ON "search_documents" ("parent_id") WHERE "parent_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "search_definitions" (
  "type" text PRIMARY KEY NOT NULL,
  "table_name" text NOT NULL,
  "hash" text NOT NULL
);
