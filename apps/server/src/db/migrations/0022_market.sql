CREATE TABLE "market_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"model" varchar(64) NOT NULL,
	"display" varchar(64) NOT NULL,
	"currency" smallint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"threshold" integer NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"fired_count" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"last_value" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_daily" (
	"model" varchar(64) NOT NULL,
	"currency" smallint NOT NULL,
	"day" date NOT NULL,
	"ask_low" integer,
	"ask_median" integer,
	"ask_count" integer DEFAULT 0 NOT NULL,
	"bid_high" integer,
	"bid_median" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"deal_vwap" integer,
	"deal_low" integer,
	"deal_high" integer,
	"deal_qty" bigint DEFAULT 0 NOT NULL,
	"deal_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_daily_model_currency_day_pk" PRIMARY KEY("model","currency","day")
);
--> statement-breakpoint
CREATE TABLE "market_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"model" varchar(64) NOT NULL,
	"display" varchar(64) NOT NULL,
	"brand" varchar(32) DEFAULT '' NOT NULL,
	"currency" smallint NOT NULL,
	"day" date NOT NULL,
	"side" smallint NOT NULL,
	"price" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"source" varchar(16) DEFAULT 'seed' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_index_daily" (
	"code" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"value" real NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "market_index_daily_code_day_pk" PRIMARY KEY("code","day")
);
--> statement-breakpoint
CREATE TABLE "market_parts" (
	"model" varchar(64) NOT NULL,
	"currency" smallint NOT NULL,
	"display" varchar(64) NOT NULL,
	"brand" varchar(32),
	"days" integer DEFAULT 0 NOT NULL,
	"last_day" date,
	"price" integer,
	"change7d" real,
	CONSTRAINT "market_parts_model_currency_pk" PRIMARY KEY("model","currency")
);
--> statement-breakpoint
ALTER TABLE "market_alerts" ADD CONSTRAINT "market_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_alerts_user_idx" ON "market_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "market_alerts_model_idx" ON "market_alerts" USING btree ("model","currency");--> statement-breakpoint
CREATE INDEX "market_daily_day_idx" ON "market_daily" USING btree ("currency","day");--> statement-breakpoint
CREATE INDEX "market_history_model_idx" ON "market_history" USING btree ("model","currency","day");--> statement-breakpoint
CREATE INDEX "market_parts_prefix_idx" ON "market_parts" USING btree ("model" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "market_parts_day_idx" ON "market_parts" USING btree ("currency","last_day");--> statement-breakpoint
CREATE INDEX "goods_market_shelf_idx" ON "goods" USING btree (mts_model_base("goods_model"),"price_unit","type","price_min") WHERE status = 0 and price_min > 0;--> statement-breakpoint
CREATE INDEX "orders_completed_goods_idx" ON "orders" USING btree ("goods_id") WHERE status = 50;--> statement-breakpoint
CREATE INDEX "rfqs_model_base_idx" ON "rfqs" USING btree (mts_model_base("goods_model"));