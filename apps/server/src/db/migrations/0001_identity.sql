CREATE TABLE "reward_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(2) NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" varchar(60) NOT NULL,
	"region" varchar(30) NOT NULL,
	"experience" varchar(500) NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"assigned_business_type" smallint,
	"reject_reason" varchar(200),
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "via" varchar(8) DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_number_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_number_masked" varchar(18);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wx_openid" varchar(64);--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_ledger_user_idx" ON "reward_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_applications_user_idx" ON "shop_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_applications_status_idx" ON "shop_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_open_uq" ON "shop_applications" USING btree ("user_id") WHERE status = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "users_id_number_uq" ON "users" USING btree ("id_number_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wx_openid_uq" ON "users" USING btree ("wx_openid");