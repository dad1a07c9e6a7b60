CREATE TABLE "stock_import_lines" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"goods_model" varchar(64) DEFAULT '' NOT NULL,
	"model_norm" varchar(64) DEFAULT '' NOT NULL,
	"brand_id" integer,
	"brand_text" varchar(32) DEFAULT '' NOT NULL,
	"goods_name" varchar(128) DEFAULT '' NOT NULL,
	"category_id" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"price_min" integer,
	"date_code" varchar(16) DEFAULT '' NOT NULL,
	"condition" varchar(16) DEFAULT '' NOT NULL,
	"package" varchar(32) DEFAULT '' NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"delivery_place" varchar(32) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"search_text" "tsvector",
	"reason" text,
	CONSTRAINT "stock_import_lines_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "stock_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"upload_id" char(32),
	"file_name" varchar(255) NOT NULL,
	"sheet" varchar(64) DEFAULT '' NOT NULL,
	"header_row" integer DEFAULT 1 NOT NULL,
	"mapping" jsonb NOT NULL,
	"mode" varchar(8) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"off_shelf" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_mappings" (
	"user_id" integer NOT NULL,
	"header_key" varchar(64) NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_mappings_user_id_header_key_pk" PRIMARY KEY("user_id","header_key")
);
--> statement-breakpoint
CREATE TABLE "stock_uploads" (
	"id" char(32) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sheet" varchar(64) DEFAULT '' NOT NULL,
	"header_row" integer DEFAULT 1 NOT NULL,
	"header_key" varchar(64) DEFAULT '' NOT NULL,
	"preview_sheet" varchar(64),
	"preview_lines" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "source" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_import_lines" ADD CONSTRAINT "stock_import_lines_import_id_stock_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_mappings" ADD CONSTRAINT "stock_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_uploads" ADD CONSTRAINT "stock_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_imports_user_idx" ON "stock_imports" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_imports_busy_uq" ON "stock_imports" USING btree ("user_id") WHERE status in (0, 10);--> statement-breakpoint
CREATE INDEX "stock_uploads_user_idx" ON "stock_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_uploads_created_idx" ON "stock_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_stock_key_uq" ON "goods" USING btree ("owner_id","model_norm","date_code","condition") WHERE source = 1 and status <> 90;--> statement-breakpoint
CREATE INDEX "goods_stock_list_idx" ON "goods" USING btree ("owner_id","updated_at","id") WHERE source = 1;