CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"action" varchar(32) NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_buyer_idx";--> statement-breakpoint
DROP INDEX "orders_seller_idx";--> statement-breakpoint
DROP INDEX "orders_no_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_no" varchar(32) NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_follower_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_follower_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "negotiator_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "close_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_follower_id_users_id_fk" FOREIGN KEY ("buyer_follower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_follower_id_users_id_fk" FOREIGN KEY ("seller_follower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_negotiator_id_users_id_fk" FOREIGN KEY ("negotiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_items_order_idx" ON "follow_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_contract_no_uq" ON "orders" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "orders_buyer_newest_idx" ON "orders" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_seller_newest_idx" ON "orders" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_buyer_follower_newest_idx" ON "orders" USING btree ("buyer_follower_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_seller_follower_idx" ON "orders" USING btree ("status","seller_follower_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pre_order_idx" ON "orders" USING btree ("pre_order_id");