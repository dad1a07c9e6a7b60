-- Trade-grade search (issue 4): pg_trgm for part-number contains/prefix on model_norm (drizzle-kit does not create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- model_norm now keeps letters and digits only (normalizePartNumber): re-normalise existing rows.
UPDATE "goods" SET "model_norm" = regexp_replace(lower("goods_model"), '[^a-z0-9]', '', 'g');
--> statement-breakpoint
UPDATE "clues" SET "model_norm" = regexp_replace(lower("goods_model"), '[^a-z0-9]', '', 'g');
