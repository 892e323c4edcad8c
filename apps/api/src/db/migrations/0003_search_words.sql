CREATE TABLE "name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "entity_names_trgm_idx";--> statement-breakpoint
ALTER TABLE "entity_names" ADD COLUMN "entity_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "entity_names" ADD COLUMN "fleet" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "name_words_trgm_idx" ON "name_words" USING gin (lower("word") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entities_name_idx" ON "entities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "entity_names_words_idx" ON "entity_names" USING gin (to_tsvector('simple', "search_name"));--> statement-breakpoint
-- Databases loaded before this migration: copy type and tags to the names, and collect their words.
UPDATE "entity_names" n SET "entity_type" = e."type", "fleet" = e."fleet" FROM "entities" e WHERE e."id" = n."entity_id";--> statement-breakpoint
INSERT INTO "name_words" ("word") SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', "search_name"))) FROM "entity_names" ON CONFLICT DO NOTHING;
