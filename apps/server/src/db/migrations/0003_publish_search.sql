DROP INDEX "clues_owner_idx";--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "brand_text" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "package" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "moq" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "stock_type" varchar(8) DEFAULT '现货' NOT NULL;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "lead_time" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "search_text" "tsvector";--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "brand_text" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_text" "tsvector";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "clues_search_idx" ON "clues" USING gin ("search_text");--> statement-breakpoint
CREATE INDEX "goods_model_norm_trgm_idx" ON "goods" USING gin ("model_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_search_idx" ON "goods" USING gin ("search_text");--> statement-breakpoint
CREATE INDEX "clues_owner_idx" ON "clues" USING btree ("owner_id","type","created_at");