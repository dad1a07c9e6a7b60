-- The base part number (issue 24, BOM matching's 近似 class): the same part with another packing, temperature or
-- die-revision suffix or a brand name glued on reduces to one key. Applied to goods_model (as written) so the ':' of
-- a Micron die revision and the separator before a packing suffix are still there; IMMUTABLE (only immutable
-- built-ins) so it can back the expression index goods_model_base_idx and every writer of goods_model is right.
--   1 packing:      W25Q128JVSIQ TR, -T&R, /TR, -REEL, -T, ' T00', '-000'
--   2 die revision: MT40A1G16TB-062E:F → MT40A1G16TB-062E
--   3 temperature:  MT40A1G16TB-062E IT (IT AT AAT WT XT ET after a space or dash)
--   4 normalise as normalizePartNumber does (lower case, letters and digits only)
--   5 a brand glued in front: SAMSUNGK4A8G165WC… → k4a8g165wc… (at least 6 characters left)
--   6 SK hynix's trailing temperature letter: H5AN8G6NDJR-XNC / -XNI → h5an8g6ndjrxn
CREATE OR REPLACE FUNCTION mts_model_base(model text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  select regexp_replace(regexp_replace(regexp_replace(lower(
    regexp_replace(regexp_replace(regexp_replace(upper(normalize(model, NFKC)),
      '([-\s_/#]*(T&R|T/R|TR|REEL|TAPE)|-T|[-\s_/#]+(T00|000))$', ''),
      ':[A-Z0-9]{1,2}$', ''),
      '[-\s]+(IT|AT|AAT|WT|XT|ET)$', '')),
    '[^a-z0-9]', '', 'g'),
    '^(samsung|skhynix|hynix|micron|kingston|nanya|winbond|kioxia|toshiba|sandisk|intel)([a-z0-9]{6,})$', '\2'),
    '^(h[59][a-z0-9]{8,}?)[ci]$', '\1')
$$;--> statement-breakpoint
CREATE TABLE "bom_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bom_id" integer NOT NULL,
	"row" integer NOT NULL,
	"goods_model" varchar(64) NOT NULL,
	"model_norm" varchar(64) NOT NULL,
	"brand_id" integer,
	"brand_text" varchar(32) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"target_price" integer,
	"target_unit" smallint DEFAULT 0 NOT NULL,
	"date_code" varchar(16) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"chosen_goods_id" integer,
	"rfq_id" integer,
	"last_goods_id" integer,
	"last_price" integer,
	"last_available" integer,
	"match_class" varchar(8) DEFAULT 'none' NOT NULL,
	"confidence" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"coverage" varchar(8) DEFAULT 'none' NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_bom_id_boms_id_fk" FOREIGN KEY ("bom_id") REFERENCES "public"."boms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_chosen_goods_id_goods_id_fk" FOREIGN KEY ("chosen_goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boms" ADD CONSTRAINT "boms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bom_lines_bom_idx" ON "bom_lines" USING btree ("bom_id","row","id");--> statement-breakpoint
CREATE INDEX "boms_user_idx" ON "boms" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "goods_model_base_idx" ON "goods" USING btree (mts_model_base("goods_model"));