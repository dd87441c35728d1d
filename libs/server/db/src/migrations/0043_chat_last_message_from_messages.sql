-- A send no longer writes the chat's row (issue 23): the row lock it took was held until the
-- commit's flush, so sends into one chat stored one after another. The chat's last message, its
-- time and whose it was are read from `messages` by (chat_id, id) where lists need them; the
-- summary columns go, with the indexes that ordered by them.
DROP INDEX IF EXISTS "chats_company_activity_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "chats_activity_idx";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN IF EXISTS "last_message_id";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN IF EXISTS "last_message_at";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN IF EXISTS "last_message_text";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN IF EXISTS "last_message_author_kind";--> statement-breakpoint
-- A company's chats (its list, its dashboard).
CREATE INDEX IF NOT EXISTS "chats_company_idx" ON "chats" USING btree ("company_id");--> statement-breakpoint
-- Each side's messages of a chat by id: unread counts and whether a sender's read mark must move
-- are one short range scan of the other side's messages, however many the sender wrote since.
CREATE INDEX IF NOT EXISTS "messages_seeker_side_idx" ON "messages" USING btree ("chat_id","id") WHERE "messages"."author_kind" = 'seeker';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_company_side_idx" ON "messages" USING btree ("chat_id","id") WHERE "messages"."author_kind" <> 'seeker';
