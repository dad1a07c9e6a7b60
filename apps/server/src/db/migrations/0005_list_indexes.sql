DROP INDEX "goods_status_created_idx";--> statement-breakpoint
CREATE INDEX "clues_unindexed_idx" ON "clues" USING btree ("id") WHERE search_text is null;--> statement-breakpoint
CREATE INDEX "goods_status_newest_idx" ON "goods" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_brand_newest_idx" ON "goods" USING btree ("status","brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_category_newest_idx" ON "goods" USING btree ("status","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_type_newest_idx" ON "goods" USING btree ("status","type","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_unindexed_idx" ON "goods" USING btree ("id") WHERE search_text is null;