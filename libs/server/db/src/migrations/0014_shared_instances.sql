CREATE TABLE "upload_files" (
	"path" text PRIMARY KEY NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "group_key" text;
--> statement-breakpoint
CREATE INDEX "jobs_group_idx" ON "jobs" USING btree ("group_key","id") WHERE "group_key" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_reply_key" ON "messages" USING btree ("chat_id","client_message_id") WHERE "sender_user_id" IS NULL AND "client_message_id" IS NOT NULL;
