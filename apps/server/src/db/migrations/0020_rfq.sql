CREATE TABLE "rfq_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"price" integer NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"date_code" varchar(8) NOT NULL,
	"condition" varchar(16) NOT NULL,
	"delivery_date" varchar(10) NOT NULL,
	"tax_included" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pre_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_recipients" (
	"rfq_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_recipients_rfq_id_user_id_pk" PRIMARY KEY("rfq_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_no" varchar(24) NOT NULL,
	"buyer_id" integer NOT NULL,
	"bom_id" integer,
	"bom_line_id" integer,
	"goods_model" varchar(64) NOT NULL,
	"model_norm" varchar(64) NOT NULL,
	"brand_name" varchar(40) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"target_price" integer,
	"target_unit" smallint DEFAULT 0 NOT NULL,
	"date_code" varchar(20) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"goods_id" integer,
	"accepted_quote_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_pre_order_id_pre_orders_id_fk" FOREIGN KEY ("pre_order_id") REFERENCES "public"."pre_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_recipients" ADD CONSTRAINT "rfq_recipients_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_recipients" ADD CONSTRAINT "rfq_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_seller_uq" ON "rfq_quotes" USING btree ("rfq_id","seller_id");--> statement-breakpoint
CREATE INDEX "rfq_quotes_seller_idx" ON "rfq_quotes" USING btree ("seller_id","rfq_id");--> statement-breakpoint
CREATE INDEX "rfq_recipients_user_idx" ON "rfq_recipients" USING btree ("user_id","rfq_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfqs_no_uq" ON "rfqs" USING btree ("rfq_no");--> statement-breakpoint
CREATE INDEX "rfqs_buyer_idx" ON "rfqs" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rfqs_open_deadline_idx" ON "rfqs" USING btree ("deadline") WHERE status = 0;