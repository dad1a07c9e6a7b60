CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"platform" varchar(8) DEFAULT 'H5' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"nick_name" varchar(64) DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"business_type" smallint DEFAULT 0 NOT NULL,
	"shop_status" smallint,
	"authn_status" smallint DEFAULT 0 NOT NULL,
	"real_name" varchar(64) DEFAULT '' NOT NULL,
	"company_name" varchar(128) DEFAULT '' NOT NULL,
	"good_level" smallint DEFAULT 1 NOT NULL,
	"points" integer DEFAULT 1000 NOT NULL,
	"coins" integer DEFAULT 1000 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rec_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"which" smallint NOT NULL,
	"type" smallint NOT NULL,
	"position" varchar(16) NOT NULL,
	"title" varchar(128) DEFAULT '' NOT NULL,
	"text" varchar(256) DEFAULT '' NOT NULL,
	"remark" varchar(256) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"active_img_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" varchar(64) NOT NULL,
	"label" varchar(128) NOT NULL,
	"value" varchar(128) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"which" smallint NOT NULL,
	"type" smallint NOT NULL,
	"position" varchar(16) NOT NULL,
	"title" varchar(128) DEFAULT '' NOT NULL,
	"text" varchar(256) DEFAULT '' NOT NULL,
	"remark" varchar(256) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"active_img_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"tag" varchar(32) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clues" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"category_id" integer,
	"brand_id" integer,
	"goods_model" varchar(64) DEFAULT '' NOT NULL,
	"model_norm" varchar(64) DEFAULT '' NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"price_min" integer,
	"date_code" varchar(16) DEFAULT '' NOT NULL,
	"condition" varchar(16) DEFAULT '' NOT NULL,
	"delivery_place" varchar(32) DEFAULT '' NOT NULL,
	"contact_name" varchar(32) DEFAULT '' NOT NULL,
	"contact_mobile" varchar(11) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"negotiator_id" integer
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"category_id" integer,
	"brand_id" integer,
	"goods_model" varchar(64) DEFAULT '' NOT NULL,
	"model_norm" varchar(64) DEFAULT '' NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"price_min" integer,
	"date_code" varchar(16) DEFAULT '' NOT NULL,
	"condition" varchar(16) DEFAULT '' NOT NULL,
	"delivery_place" varchar(32) DEFAULT '' NOT NULL,
	"contact_name" varchar(32) DEFAULT '' NOT NULL,
	"contact_mobile" varchar(11) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deputy_title" varchar(200) DEFAULT '' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package" varchar(32) DEFAULT '' NOT NULL,
	"packing" varchar(32) DEFAULT '' NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"tax_included" boolean DEFAULT false NOT NULL,
	"stock_type" varchar(8) DEFAULT '现货' NOT NULL,
	"lead_time" varchar(32) DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"clue_id" integer
);
--> statement-breakpoint
CREATE TABLE "rec_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"which" smallint DEFAULT 2 NOT NULL,
	"position" varchar(32) DEFAULT 'HOME' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"model" smallint DEFAULT 1 NOT NULL,
	"identity" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"clue_id" integer,
	"goods_id" integer,
	"pre_order_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"followed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"pre_order_id" integer,
	"goods_id" integer,
	"buyer_id" integer,
	"seller_id" integer,
	"quantity" integer NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"goods_id" integer,
	"buyer_id" integer,
	"seller_id" integer,
	"quantity" integer NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"price" integer,
	"amount" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_num" integer DEFAULT 1 NOT NULL,
	"is_checked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"available_balance" bigint DEFAULT 0 NOT NULL,
	"frozen_balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"available_delta" bigint DEFAULT 0 NOT NULL,
	"frozen_delta" bigint DEFAULT 0 NOT NULL,
	"order_id" integer,
	"memo" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rec_categories" ADD CONSTRAINT "rec_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_negotiator_id_users_id_fk" FOREIGN KEY ("negotiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rec_goods" ADD CONSTRAINT "rec_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_items" ADD CONSTRAINT "follow_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_items" ADD CONSTRAINT "follow_items_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_items" ADD CONSTRAINT "follow_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_items" ADD CONSTRAINT "follow_items_pre_order_id_pre_orders_id_fk" FOREIGN KEY ("pre_order_id") REFERENCES "public"."pre_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_items" ADD CONSTRAINT "follow_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pre_order_id_pre_orders_id_fk" FOREIGN KEY ("pre_order_id") REFERENCES "public"."pre_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "banners_slot_idx" ON "banners" USING btree ("which","position","type");--> statement-breakpoint
CREATE INDEX "dict_entries_type_idx" ON "dict_entries" USING btree ("dict_type","sort");--> statement-breakpoint
CREATE INDEX "nav_items_slot_idx" ON "nav_items" USING btree ("which","position");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "clues_status_idx" ON "clues" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "clues_owner_idx" ON "clues" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "goods_status_created_idx" ON "goods" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_model_norm_idx" ON "goods" USING btree ("model_norm");--> statement-breakpoint
CREATE INDEX "goods_owner_idx" ON "goods" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "rec_goods_slot_idx" ON "rec_goods" USING btree ("which","position","sort");--> statement-breakpoint
CREATE INDEX "follow_items_user_idx" ON "follow_items" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "orders_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "pre_orders_buyer_idx" ON "pre_orders" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "pre_orders_seller_idx" ON "pre_orders" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "pre_orders_no_idx" ON "pre_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_goods_uq" ON "cart_items" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_user_unit_uq" ON "wallet_accounts" USING btree ("user_id","price_unit");--> statement-breakpoint
CREATE INDEX "wallet_ledger_account_idx" ON "wallet_ledger" USING btree ("account_id","created_at");