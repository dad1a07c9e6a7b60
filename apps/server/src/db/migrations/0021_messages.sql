CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(40) NOT NULL,
	"body" text NOT NULL,
	"audience" varchar(20) NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_unread" (
	"user_id" integer NOT NULL,
	"tab" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_unread_user_id_tab_pk" PRIMARY KEY("user_id","tab")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"tab" smallint NOT NULL,
	"text" varchar(200) NOT NULL,
	"link" varchar(200) DEFAULT '' NOT NULL,
	"ref_type" varchar(16) DEFAULT 'none' NOT NULL,
	"ref_id" integer,
	"announcement_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"message_id" integer,
	"user_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"ref_type" varchar(16) DEFAULT 'none' NOT NULL,
	"ref_id" integer,
	"address" varchar(64) NOT NULL,
	"template" varchar(64) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kinds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quiet_start" varchar(5) DEFAULT '22:00' NOT NULL,
	"quiet_end" varchar(5) DEFAULT '08:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_unread" ADD CONSTRAINT "message_unread_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_sends" ADD CONSTRAINT "notify_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_settings" ADD CONSTRAINT "notify_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_tab_idx" ON "messages" USING btree ("user_id","tab","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("user_id","tab") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_announcement_uq" ON "messages" USING btree ("announcement_id","user_id") WHERE announcement_id is not null;--> statement-breakpoint
CREATE INDEX "messages_staff_waiting_idx" ON "messages" USING btree ("ref_type","ref_id") WHERE kind = 'staffWaiting';--> statement-breakpoint
CREATE UNIQUE INDEX "notify_sends_key_uq" ON "notify_sends" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notify_sends_due_idx" ON "notify_sends" USING btree ("next_at") WHERE status in (10, 15, 30);--> statement-breakpoint
CREATE INDEX "notify_sends_ref_idx" ON "notify_sends" USING btree ("user_id","ref_type","ref_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "notify_sends_status_idx" ON "notify_sends" USING btree ("status","id" DESC NULLS LAST);