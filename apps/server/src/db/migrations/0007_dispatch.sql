CREATE TABLE "dispatch_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"block_type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"follow_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_items" ADD COLUMN "close_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "follower_id" integer;--> statement-breakpoint
ALTER TABLE "dispatch_blocks" ADD CONSTRAINT "dispatch_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_notes" ADD CONSTRAINT "follow_notes_follow_id_follow_items_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."follow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_notes" ADD CONSTRAINT "follow_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_blocks_uq" ON "dispatch_blocks" USING btree ("user_id","block_type","target_id");--> statement-breakpoint
CREATE INDEX "follow_notes_follow_idx" ON "follow_notes" USING btree ("follow_id","created_at");--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_items_user_newest_idx" ON "follow_items" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "follow_items_clue_idx" ON "follow_items" USING btree ("clue_id");--> statement-breakpoint
CREATE INDEX "follow_items_pre_order_idx" ON "follow_items" USING btree ("pre_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_items_open_clue_uq" ON "follow_items" USING btree ("clue_id") WHERE type = 10 and status = 1;--> statement-breakpoint
CREATE INDEX "follow_items_stale_idx" ON "follow_items" USING btree ("created_at") WHERE type = 10 and status = 1 and followed_at is null;--> statement-breakpoint
CREATE INDEX "pre_orders_status_newest_idx" ON "pre_orders" USING btree ("status","created_at","id");