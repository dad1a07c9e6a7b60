CREATE TABLE "order_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"inspector_id" integer NOT NULL,
	"result" varchar(8) NOT NULL,
	"counted_quantity" integer NOT NULL,
	"date_code_seen" varchar(20) DEFAULT '' NOT NULL,
	"markings" varchar(200) DEFAULT '' NOT NULL,
	"photos" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"rater_role" varchar(8) NOT NULL,
	"target" varchar(16) NOT NULL,
	"ratee_id" integer,
	"stars" smallint NOT NULL,
	"tags" jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"payer_name" varchar(60) NOT NULL,
	"paid_at" varchar(19) NOT NULL,
	"receipt_url" varchar(200) NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"reply" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"reference" varchar(32) NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"price_unit" smallint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"bank_name" varchar(40) NOT NULL,
	"account_no" varchar(30) NOT NULL,
	"account_name" varchar(60) NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_method" varchar(8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_no" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inspector_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inspected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "kind" varchar(16) DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "movement_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "price_unit" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "available_after" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "frozen_after" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_inspections" ADD CONSTRAINT "order_inspections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inspections" ADD CONSTRAINT "order_inspections_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_ratee_id_users_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_inspections_order_uq" ON "order_inspections" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_inspections_inspector_idx" ON "order_inspections" USING btree ("inspector_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_once_uq" ON "order_ratings" USING btree ("order_id","rater_id","target");--> statement-breakpoint
CREATE INDEX "order_ratings_ratee_idx" ON "order_ratings" USING btree ("ratee_id","target","created_at");--> statement-breakpoint
CREATE INDEX "order_ratings_rater_idx" ON "order_ratings" USING btree ("rater_id","created_at");--> statement-breakpoint
CREATE INDEX "order_transfers_order_idx" ON "order_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_transfers_status_idx" ON "order_transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transfers_pending_uq" ON "order_transfers" USING btree ("order_id") WHERE status = 10;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_uq" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_deposits_reference_uq" ON "wallet_deposits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_deposits_user_idx" ON "wallet_deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_deposits_status_idx" ON "wallet_deposits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_idx" ON "wallet_withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_status_idx" ON "wallet_withdrawals" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_inspector_idx" ON "orders" USING btree ("status","inspector_id","shipped_at");--> statement-breakpoint
CREATE INDEX "orders_status_inspected_idx" ON "orders" USING btree ("status","inspected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_platform_uq" ON "wallet_accounts" USING btree ("kind","price_unit") WHERE user_id is null;--> statement-breakpoint
CREATE INDEX "wallet_ledger_account_kind_idx" ON "wallet_ledger" USING btree ("account_id","kind","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_order_idx" ON "wallet_ledger" USING btree ("order_id");--> statement-breakpoint
INSERT INTO "wallet_accounts" ("user_id", "kind", "price_unit") VALUES (NULL, 'clearing', 0), (NULL, 'clearing', 10), (NULL, 'fees', 0), (NULL, 'fees', 10);--> statement-breakpoint
UPDATE "wallet_ledger" l SET "price_unit" = a."price_unit", "available_after" = a."available_balance", "frozen_after" = a."frozen_balance" FROM "wallet_accounts" a WHERE a."id" = l."account_id";--> statement-breakpoint
INSERT INTO "wallet_ledger" ("account_id", "price_unit", "kind", "available_delta", "frozen_delta", "available_after", "frozen_after", "memo")
  SELECT c."id", c."price_unit", 'deposit', -s."total", 0, -s."total", 0, '历史余额对账'
  FROM (SELECT a."price_unit", SUM(l."available_delta" + l."frozen_delta") AS "total" FROM "wallet_ledger" l JOIN "wallet_accounts" a ON a."id" = l."account_id" WHERE a."user_id" IS NOT NULL GROUP BY a."price_unit") s
  JOIN "wallet_accounts" c ON c."kind" = 'clearing' AND c."user_id" IS NULL AND c."price_unit" = s."price_unit"
  WHERE s."total" <> 0;--> statement-breakpoint
UPDATE "wallet_accounts" c SET "available_balance" = COALESCE((SELECT SUM(l."available_delta") FROM "wallet_ledger" l WHERE l."account_id" = c."id"), 0) WHERE c."user_id" IS NULL;
