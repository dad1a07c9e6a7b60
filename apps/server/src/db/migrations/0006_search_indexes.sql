DROP INDEX "goods_model_norm_trgm_idx";--> statement-breakpoint
DROP INDEX "goods_search_idx";--> statement-breakpoint
CREATE INDEX "goods_price_asc_idx" ON "goods" USING btree ("status","price_unit","price_min","id");--> statement-breakpoint
CREATE INDEX "goods_price_desc_idx" ON "goods" USING btree ("status","price_unit","price_min" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "goods_model_norm_trgm_idx" ON "goods" USING gin ("model_norm" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_search_idx" ON "goods" USING gin ("search_text") WITH (fastupdate=false);