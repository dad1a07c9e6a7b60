CREATE TABLE "pay_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"failed_tries" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD COLUMN "slip_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD COLUMN "reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_passwords" ADD CONSTRAINT "pay_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;