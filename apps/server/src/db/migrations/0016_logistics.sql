CREATE TABLE "inspection_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"city" varchar(30) NOT NULL,
	"address" varchar(200) NOT NULL,
	"contact" varchar(30) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"hours" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "centre_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" varchar(8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_name" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_phone" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_address" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_carrier" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_tracking_no" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliverer_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_centres_name_uq" ON "inspection_centres" USING btree ("name");--> statement-breakpoint
CREATE INDEX "inspection_centres_sort_idx" ON "inspection_centres" USING btree ("sort");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_centre_id_inspection_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."inspection_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deliverer_id_users_id_fk" FOREIGN KEY ("deliverer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_delivered_idx" ON "orders" USING btree ("status","delivered_at");--> statement-breakpoint
-- Orders already 待收货 under the old flow (inspection pass → 待收货): their receipt clock keeps counting from the inspection.
UPDATE "orders" SET "delivered_at" = "inspected_at" WHERE "status" = 40 AND "delivered_at" IS NULL;