-- A notification the platform wrote (a status change, a moderation result, a saved-search alert)
-- keeps what happened as a code and its parameters, so each reader reads it in their own language
-- (the stored title and text stay: the words in the recipient's language when it was written, and
-- the text of a person's chat message, which has no code).
ALTER TABLE notifications ADD COLUMN code text;
--> statement-breakpoint
ALTER TABLE notifications ADD COLUMN params jsonb;
