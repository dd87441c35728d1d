ALTER TABLE "saved_searches" ADD COLUMN "pending_vacancy_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
