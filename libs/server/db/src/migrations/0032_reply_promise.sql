-- The reply promise (issue 26): each vacancy states in how many days (1–14) the company answers an
-- application, from the company's default (5 at first); each application gets its due time from
-- it. `reply_overdue_notified_at` makes the seeker's «no answer yet» notice once-only (the job may
-- run twice); `reply_digest_at` does the same for the employers' daily list of what falls due
-- tomorrow. The release before this one inserts applications without a due time: the column's
-- default (5 days from now) covers it.
ALTER TABLE "companies" ADD COLUMN "reply_within_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_reply_within_days" CHECK ("reply_within_days" BETWEEN 1 AND 14);--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "reply_within_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_reply_within_days" CHECK ("reply_within_days" BETWEEN 1 AND 14);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "applications" SET "reply_due_at" = "created_at" + interval '5 days';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "reply_due_at" SET DEFAULT now() + interval '5 days';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "reply_due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reply_overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reply_digest_at" timestamp with time zone;--> statement-breakpoint
-- The overdue job and the digest: unanswered applications by their due time.
CREATE INDEX "applications_unanswered_due_idx" ON "applications" ("reply_due_at")
  WHERE "status" in ('new', 'viewed');
