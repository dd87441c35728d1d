-- Screening questions (issue 26): a vacancy asks up to 10 questions of whoever applies (a question
-- with a required answer is a knock-out); each application keeps its answers with the questions as
-- they were asked, and whether it passed the knock-outs (null: there were none), which the
-- company's pipeline filters by. The company's `screening` rejection text is null until edited
-- (the default text then). All columns have defaults: the release before this one keeps working.
ALTER TABLE "vacancies" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_screening" CHECK ("screening" IS NULL OR "screening" IN ('passed', 'screened_out'));--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "screening" text;--> statement-breakpoint
-- One vacancy's screened-out count and the pipeline's screening filter.
CREATE INDEX "applications_vacancy_screening_idx" ON "applications" ("vacancy_id", "screening")
  WHERE "screening" IS NOT NULL;
