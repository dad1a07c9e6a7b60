CREATE TABLE "company_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" varchar(60) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_representative" varchar(30) NOT NULL,
	"licence_image" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"opener_role" varchar(8) NOT NULL,
	"reason" text NOT NULL,
	"order_status" smallint NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_company" varchar(60);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_dispute_id" integer;--> statement-breakpoint
ALTER TABLE "company_verifications" ADD CONSTRAINT "company_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_verifications" ADD CONSTRAINT "company_verifications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_verifications_user_idx" ON "company_verifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "company_verifications_status_idx" ON "company_verifications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_verifications_open_uq" ON "company_verifications" USING btree ("user_id") WHERE status = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "company_verifications_code_uq" ON "company_verifications" USING btree ("credit_code") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "order_disputes_order_idx" ON "order_disputes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_disputes_status_idx" ON "order_disputes" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_open_uq" ON "order_disputes" USING btree ("order_id") WHERE status = 10;