DROP INDEX "goods_status_newest_idx";--> statement-breakpoint
DROP INDEX "goods_brand_newest_idx";--> statement-breakpoint
DROP INDEX "goods_category_newest_idx";--> statement-breakpoint
DROP INDEX "goods_model_norm_idx";--> statement-breakpoint
CREATE INDEX "goods_status_newest_idx" ON "goods" USING btree ("status","created_at","id","model_norm");--> statement-breakpoint
CREATE INDEX "goods_brand_newest_idx" ON "goods" USING btree ("status","brand_id","created_at","id","category_id","type","condition","price_unit");--> statement-breakpoint
CREATE INDEX "goods_category_newest_idx" ON "goods" USING btree ("status","category_id","created_at","id","brand_id","type","condition","price_unit");--> statement-breakpoint
CREATE INDEX "goods_model_norm_idx" ON "goods" USING btree ("model_norm","status","created_at","id");