CREATE TABLE "pre_order_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"pre_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "pre_orders_no_idx";--> statement-breakpoint
ALTER TABLE "pre_orders" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "initiator_id" integer;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "negotiator_id" integer;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "delivery_place" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "delivery_date" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "contact_name" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "contact_mobile" varchar(11) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "date_code" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "condition" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "close_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_order_revisions" ADD CONSTRAINT "pre_order_revisions_pre_order_id_pre_orders_id_fk" FOREIGN KEY ("pre_order_id") REFERENCES "public"."pre_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order_revisions" ADD CONSTRAINT "pre_order_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_order_revisions_pre_order_idx" ON "pre_order_revisions" USING btree ("pre_order_id","created_at");--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_negotiator_id_users_id_fk" FOREIGN KEY ("negotiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pre_orders_no_uq" ON "pre_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "pre_orders_negotiator_idx" ON "pre_orders" USING btree ("negotiator_id");